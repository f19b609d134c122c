#!/usr/bin/env bash
# Tests Scripts/conformance-data.sh without the network: builds five local git repositories
# shaped like the upstream ones (data, licences, and code that must not be copied), runs the
# script against them, and compares the folder it lays out with the expected tree, byte for
# byte (CRLF files included). Also checks that a README whose commits disagree with the pins
# stops the script, and that a non-empty target is refused. Exits non-zero on any difference.
set -euo pipefail
script="$(cd "$(dirname "$0")" && pwd)/conformance-data.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/verity-conformance-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
upstream="$work/upstream"
expected="$work/expected"
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# put REPO PATH TEXT: writes a file into a fake repository (printf, so \r\n stays CRLF).
put() { mkdir -p "$(dirname "$upstream/$1/$2")"; printf '%b' "$3" > "$upstream/$1/$2"; }
# expect FOLDER PATH TEXT: the same bytes where the script must lay them out.
expect() { mkdir -p "$(dirname "$expected/$1/$2")"; printf '%b' "$3" > "$expected/$1/$2"; }

for repository in gherkin cucumber-expressions tag-expressions compatibility-kit messages; do
  put $repository LICENSE "The MIT License ($repository)\n"
  put $repository Makefile "all:\n\ttrue\n"
  put $repository src/code.txt "upstream code, never copied\n"
done
put gherkin gherkin-languages.json '{"en": {"name": "English"}}\n'
put gherkin testdata/.gitattributes '*.crlf.feature eol=crlf\n'
put gherkin testdata/good/minimal.feature 'Feature: F\n'
put gherkin testdata/good/minimal.feature.ast.ndjson '{"gherkinDocument":{}}\n'
put gherkin testdata/good/line_endings.crlf.feature 'Feature: F\r\n  Scenario: S\r\n'
put gherkin testdata/bad/broken.feature 'nope\n'
put cucumber-expressions testdata/cucumber-expression/matching/one.yaml 'expression: "{int}"\n'
put tag-expressions testdata/parsing.yml '- expression: a\n  formatted: a\n'
put compatibility-kit devkit/samples/minimal/minimal.feature 'Feature: F\n'
put compatibility-kit devkit/samples/minimal/minimal.ndjson '{"meta":{}}\n'
put compatibility-kit devkit/samples/minimal/image.png '\x89PNG\r\n\x1a\n'
put compatibility-kit devkit/src/runner.ts 'code\n'
put messages jsonschema/messages.schema.json '{"title": "Envelope"}\n'
put messages jsonschema/Envelope.json '{"only": "the bundled schema is copied"}\n'

pins=""
for pair in gherkin:gherkin cucumber-expressions:cucumber-expressions tag-expressions:tag-expressions \
  cck:compatibility-kit messages:messages; do
  folder=${pair%%:*} repository=${pair#*:}
  git -C "$upstream/$repository" init -q
  git -C "$upstream/$repository" config core.autocrlf false
  git -C "$upstream/$repository" add -A
  git -C "$upstream/$repository" -c user.name=test -c user.email=test@example.com commit -q -m data
  pinned=$(git -C "$upstream/$repository" rev-parse HEAD)
  # A later commit that changes the data: the script must take the pinned one.
  put $repository LICENSE "changed after the pin\n"
  git -C "$upstream/$repository" -c user.name=test -c user.email=test@example.com commit -q -am later
  pins+="$folder $repository $pinned"$'\n'
done
pins=${pins%$'\n'}

expect gherkin LICENSE "The MIT License (gherkin)\n"
expect gherkin gherkin-languages.json '{"en": {"name": "English"}}\n'
expect gherkin testdata/.gitattributes '*.crlf.feature eol=crlf\n'
expect gherkin testdata/good/minimal.feature 'Feature: F\n'
expect gherkin testdata/good/minimal.feature.ast.ndjson '{"gherkinDocument":{}}\n'
expect gherkin testdata/good/line_endings.crlf.feature 'Feature: F\r\n  Scenario: S\r\n'
expect gherkin testdata/bad/broken.feature 'nope\n'
expect cucumber-expressions LICENSE "The MIT License (cucumber-expressions)\n"
expect cucumber-expressions testdata/cucumber-expression/matching/one.yaml 'expression: "{int}"\n'
expect tag-expressions LICENSE "The MIT License (tag-expressions)\n"
expect tag-expressions testdata/parsing.yml '- expression: a\n  formatted: a\n'
expect cck LICENSE "The MIT License (compatibility-kit)\n"
expect cck devkit/samples/minimal/minimal.feature 'Feature: F\n'
expect cck devkit/samples/minimal/minimal.ndjson '{"meta":{}}\n'
expect cck devkit/samples/minimal/image.png '\x89PNG\r\n\x1a\n'
expect messages LICENSE "The MIT License (messages)\n"
expect messages messages.schema.json '{"title": "Envelope"}\n'

# A README table like the real one, listing the pinned commits.
readme="$work/README.md"
{
  echo "| Folder | Upstream repository | Snapshot commit | Licence |"
  echo "|---|---|---|---|"
  while read -r folder repository commit; do
    echo "| \`$folder/\` | github.com/cucumber/$repository | \`$commit\` (test) | MIT |"
  done <<< "$pins"
} > "$readme"

run() {
  VERITY_CONFORMANCE_GIT_BASE="$upstream" VERITY_CONFORMANCE_PINS="$pins" VERITY_CONFORMANCE_README="$1" \
    "$script" "$2" > "$work/log" 2>&1
}

echo "== lays out the pinned data" >&2
if run "$readme" "$work/out"; then
  if ! diff -r "$expected" "$work/out" > "$work/diff"; then
    fail "laid-out tree differs from the expected one:"; cat "$work/diff" >&2
  fi
  if ! cmp -s "$expected/gherkin/testdata/good/line_endings.crlf.feature" "$work/out/gherkin/testdata/good/line_endings.crlf.feature"; then
    fail "CRLF line endings were not kept"
  fi
else
  fail "the script failed:"; cat "$work/log" >&2
fi

echo "== works without the README" >&2
if run "$work/no-such-README.md" "$work/out-no-readme"; then
  diff -r "$expected" "$work/out-no-readme" > /dev/null || fail "without a README the tree differs"
else
  fail "the script failed without a README:"; cat "$work/log" >&2
fi

echo "== a README that pins another commit stops it" >&2
sed 's/`[0-9a-f]\{40\}` (test)/`0000000000000000000000000000000000000000` (test)/' "$readme" > "$work/README-other.md"
if run "$work/README-other.md" "$work/out-mismatch"; then
  fail "a README with other commits was accepted"
elif ! grep -q "update the pins" "$work/log"; then
  fail "the mismatch error does not say what to do:"; cat "$work/log" >&2
fi
[ ! -e "$work/out-mismatch" ] || fail "a refused run still wrote $work/out-mismatch"

echo "== a non-empty target is refused" >&2
if run "$readme" "$work/out"; then
  fail "the script wrote into a non-empty folder"
fi

echo "== the real pins match ../shared/conformance/README.md, when it is there" >&2
real_readme="$(dirname "$script")/../../shared/conformance/README.md"
if [ -f "$real_readme" ]; then
  for commit in $(grep -oE '^  "[a-z-]+ [a-z-]+ [0-9a-f]{40}"' "$script" | grep -oE '[0-9a-f]{40}'); do
    grep -q "$commit" "$real_readme" || fail "pinned commit $commit is not in $real_readme"
  done
fi

if [ "$failures" -gt 0 ]; then
  echo "test-conformance-data: $failures failure(s)" >&2
  exit 1
fi
echo "test-conformance-data: all checks passed" >&2
