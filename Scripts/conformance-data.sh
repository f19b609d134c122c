#!/usr/bin/env bash
# Fetches the official Cucumber conformance data into DIR, laid out as the official suites
# expect it (the layout of ../shared/conformance, described in its README.md):
#
#   DIR/gherkin/{LICENSE,gherkin-languages.json,testdata/}       cucumber/gherkin
#   DIR/cucumber-expressions/{LICENSE,testdata/}                  cucumber/cucumber-expressions
#   DIR/tag-expressions/{LICENSE,testdata/}                       cucumber/tag-expressions
#   DIR/cck/{LICENSE,devkit/samples/}                             cucumber/compatibility-kit
#   DIR/messages/{LICENSE,messages.schema.json}                   cucumber/messages (jsonschema/)
#
# Only data and licences are copied: no upstream code, build scripts or Makefiles.
#
# Usage:   Scripts/conformance-data.sh DIR
# Then:    VERITY_CONFORMANCE_DIR=DIR swift test
#
# Environment:
#   VERITY_CONFORMANCE_GIT_BASE  where the repositories are, default https://github.com/cucumber;
#                                `$BASE/<repository>` must be something `git fetch` accepts
#                                (a URL or a local path), e.g. a mirror.
#   VERITY_CONFORMANCE_README    the README whose table of snapshot commits is checked against
#                                the pins below; default ../shared/conformance/README.md beside
#                                the repository. When it is absent the check is skipped.
#   VERITY_CONFORMANCE_PINS      replaces the pins below, one "folder repository commit" a line;
#                                for testing this script against repositories of its own
#                                (Scripts/test-conformance-data.sh), not for normal use.
set -euo pipefail

usage() { echo "usage: $0 DIR" >&2; exit 2; }
[ $# -eq 1 ] || usage
target=$1
root=$(cd "$(dirname "$0")/.." && pwd)
base=${VERITY_CONFORMANCE_GIT_BASE:-https://github.com/cucumber}
readme=${VERITY_CONFORMANCE_README:-$root/../shared/conformance/README.md}

# The pinned snapshots: folder, upstream repository, commit. They are the "Snapshot commit"
# column of the table in ../shared/conformance/README.md; they are kept here too because that
# README is not part of this repository, and checked against it when it is present (below).
pins=(
  "gherkin gherkin fd02ffd452b4299c037a8a347789164a212e6ae9"
  "cucumber-expressions cucumber-expressions f1bff03d02e78b8dc0fedef882ada9cbdf984a83"
  "tag-expressions tag-expressions 3f215a498d3176168bb660a2c5c3707a7c8ceb16"
  "cck compatibility-kit b01d5b22564136e0ad1060d15173f7ca82abba58"
  "messages messages 83e88b02060cdd6d513ae4fd41c9aa0f0d3cf8b1"
)
if [ -n "${VERITY_CONFORMANCE_PINS:-}" ]; then
  mapfile -t pins <<< "$VERITY_CONFORMANCE_PINS"
fi

# What each folder takes from its repository: "source destination" pairs, relative to the
# repository's root and to DIR/<folder>.
copies_for() {
  case $1 in
    gherkin) echo "LICENSE LICENSE gherkin-languages.json gherkin-languages.json testdata testdata" ;;
    cucumber-expressions | tag-expressions) echo "LICENSE LICENSE testdata testdata" ;;
    cck) echo "LICENSE LICENSE devkit/samples devkit/samples" ;;
    messages) echo "LICENSE LICENSE jsonschema/messages.schema.json messages.schema.json" ;;
    *) echo "unknown folder $1" >&2; exit 1 ;;
  esac
}

# The README's table rows look like: | `gherkin/` | github.com/cucumber/gherkin (...) | `<sha>` (...) | ...
if [ -f "$readme" ]; then
  for pin in "${pins[@]}"; do
    read -r folder _ commit <<< "$pin"
    listed=$(grep -E "^\| \`$folder/\` \|" "$readme" | grep -oE '`[0-9a-f]{40}`' | tr -d '`' | head -n 1 || true)
    if [ -z "$listed" ]; then
      echo "warning: $readme lists no snapshot commit for $folder/; using the pinned $commit" >&2
    elif [ "$listed" != "$commit" ]; then
      echo "error: $readme pins $folder/ at $listed but this script at $commit; update the pins in $0" >&2
      exit 1
    fi
  done
fi

if [ -e "$target" ] && [ -n "$(ls -A "$target" 2> /dev/null)" ]; then
  echo "error: $target exists and is not empty; give a new or empty folder" >&2
  exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/verity-conformance.XXXXXX")
trap 'rm -rf "$work"' EXIT
staged="$work/out"
mkdir -p "$staged"

for pin in "${pins[@]}"; do
  read -r folder repository commit <<< "$pin"
  checkout="$work/$repository"
  echo "== $repository at $commit -> $folder/" >&2
  git init -q "$checkout"
  # NB: no line-ending conversion: *.crlf.feature files must keep their CRLF (the testdata's
  # .gitattributes pins them), and every other file its bytes.
  git -C "$checkout" config core.autocrlf false
  # A shallow fetch of one commit, which GitHub allows; a server that does not (a plain local
  # repository) gets a full fetch instead.
  if ! git -C "$checkout" fetch -q --depth 1 "$base/$repository" "$commit" 2> /dev/null; then
    git -C "$checkout" fetch -q "$base/$repository" "+refs/heads/*:refs/remotes/upstream/*" "+refs/tags/*:refs/tags/*"
  fi
  git -C "$checkout" -c advice.detachedHead=false checkout -q "$commit"
  mkdir -p "$staged/$folder"
  set -- $(copies_for "$folder")
  while [ $# -gt 0 ]; do
    source=$1 destination=$2
    shift 2
    if [ ! -e "$checkout/$source" ]; then
      echo "error: $repository at $commit has no $source" >&2
      exit 1
    fi
    mkdir -p "$(dirname "$staged/$folder/$destination")"
    cp -R "$checkout/$source" "$staged/$folder/$destination"
  done
done

mkdir -p "$target"
cp -R "$staged"/. "$target"/
echo "conformance data written to $target; run: VERITY_CONFORMANCE_DIR=$(cd "$target" && pwd) swift test" >&2
