#!/usr/bin/env bash
# Fails when the public API of a library product breaks source compatibility with the baseline
# recorded in API/<Module>.json, so that every break is deliberate and recorded.
#
#   Scripts/api-check.sh            # after `swift build --traits SQLite` (the test command builds it)
#   Scripts/api-check.sh --update   # records today's API as the baseline
#
# A break (a removed or renamed declaration, a changed type or signature, a lost conformance)
# fails with the toolchain's API digester's explanation. To make one deliberately: write it in
# CHANGELOG.md under the coming release's "Breaking" heading, run with --update, and commit the
# baseline with the change. Additions pass; record them with --update when convenient, so the
# baseline keeps up with what the release will promise.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Gherkin CucumberMessages CucumberExpressions TagExpressions Requirements VerityFormatters VerityLivingDocs Verity VerityTesting VerityGRDB VerityRequirements)
build="${VERITY_API_BUILD:-.build/debug}"
digester="$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester"
target="$(uname -m)-unknown-linux-gnu"
[[ "$(uname -s)" == Darwin ]] && target="$(uname -m)-apple-macosx14.0"

# NB: VerityGRDB's interface names GRDB's types, whose SQLite module map lives in GRDB's checkout.
includes=(-I "$build/Modules")
for map in .build/checkouts/GRDB.swift/Sources/GRDBSQLite; do
  [[ -d "$map" ]] && includes+=(-I "$map")
done

update=0
[[ "${1:-}" == --update ]] && update=1

for module in "${modules[@]}"; do
  if [[ ! -e "$build/Modules/$module.swiftmodule" ]]; then
    echo "api-check: $build/Modules/$module.swiftmodule is missing: run \`swift build --traits SQLite\` first" >&2
    exit 2
  fi
done

mkdir -p API
failed=()
for module in "${modules[@]}"; do
  if [[ "$update" == 1 ]]; then
    "$digester" -dump-sdk -module "$module" "${includes[@]}" -target "$target" -abort-on-module-fail \
      -avoid-location -o "API/$module.json"
    continue
  fi
  if [[ ! -f "API/$module.json" ]]; then
    echo "api-check: API/$module.json is missing: run Scripts/api-check.sh --update to record $module's API" >&2
    failed+=("$module")
    continue
  fi
  if ! "$digester" -diagnose-sdk -module "$module" -baseline-path "API/$module.json" "${includes[@]}" \
    -target "$target" -abort-on-module-fail -compiler-style-diags 2> "API/.$module.diagnostics"; then
    failed+=("$module")
    grep "error:" "API/.$module.diagnostics" | sed "s|^<unknown>:0: |$module: |" >&2 || cat "API/.$module.diagnostics" >&2
  fi
  rm -f "API/.$module.diagnostics"
done

if [[ "$update" == 1 ]]; then
  echo "api-check: recorded the API of ${#modules[@]} modules in API/"
elif [[ ${#failed[@]} -gt 0 ]]; then
  echo "api-check: the public API of ${failed[*]} breaks source compatibility with API/. If that is deliberate," >&2
  echo "write it in CHANGELOG.md under \"Breaking\", run Scripts/api-check.sh --update and commit the baseline." >&2
  exit 1
else
  echo "api-check: ${#modules[@]} modules keep the API recorded in API/"
fi
