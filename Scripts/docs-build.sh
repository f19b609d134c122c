#!/usr/bin/env bash
# Builds the DocC catalog of every library product with warnings as errors, so every symbol link
# and every documented parameter resolves. It reads the symbol graphs of the modules a debug
# build made (run `swift build --traits SQLite` first; the test command does), so it compiles
# nothing and adds nothing to a user's dependency graph.
#
#   Scripts/docs-build.sh                 # checks every catalog
#   Scripts/docs-build.sh --output DIR    # and writes each site, ready to serve, to DIR/<Module>
set -euo pipefail
cd "$(dirname "$0")/.."

build="${VERITY_DOCS_BUILD:-.build/debug}"
output=""
[[ "${1:-}" == --output ]] && output="$2"
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
target="$(uname -m)-unknown-linux-gnu"
[[ "$(uname -s)" == Darwin ]] && target="$(uname -m)-apple-macosx14.0"
includes=(-I "$build/Modules")
[[ -d .build/checkouts/GRDB.swift/Sources/GRDBSQLite ]] && includes+=(-I .build/checkouts/GRDB.swift/Sources/GRDBSQLite)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=()
for catalog in $(find Sources -name "*.docc" -type d | sort); do
  module="$(basename "$catalog" .docc)"
  mkdir -p "$work/$module/graphs"
  "$toolchain/swift-symbolgraph-extract" -module-name "$module" "${includes[@]}" -target "$target" \
    -minimum-access-level public -output-dir "$work/$module/graphs"
  archive="$work/$module/$module.doccarchive"
  flags=(--additional-symbol-graph-dir "$work/$module/graphs" --output-path "$archive" --warnings-as-errors)
  if [[ -n "$output" ]]; then
    flags+=(--transform-for-static-hosting --hosting-base-path "$module")
  fi
  if "$toolchain/docc" convert "$catalog" "${flags[@]}" > "$work/$module/log" 2>&1; then
    echo "docs: $module"
    if [[ -n "$output" ]]; then
      rm -rf "${output:?}/$module"
      mkdir -p "$output"
      cp -R "$archive" "$output/$module"
    fi
  else
    grep -A4 -E "(warning|error):" "$work/$module/log" >&2 || cat "$work/$module/log" >&2
    failed+=("$module")
  fi
done
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "docs: ${failed[*]} did not build without warnings" >&2
  exit 1
fi
