#!/usr/bin/env bash
# Publishes the bank's living documentation: the requirements (Tests/BankRequirementsTests/
# Features) with the proof of both suites, at the API and in the browser, in one static site.
#
# Usage: Examples/Bank/Scripts/docs.sh [OUTPUT]   (default: Examples/Bank/.build/docs)
#
# 1. Runs BankRequirementsAtTheAPI and BankRequirementsInTheBrowser, each writing its Cucumber
#    messages (VERITY_FORMAT=message:…) to .build/reports/api.ndjson and browser.ndjson. The
#    browser suite needs chromium and chromedriver; without them it is skipped and the site
#    shows the API run alone.
# 2. Measures the code coverage of the unit tests and the API requirements
#    (`swift test --enable-code-coverage`, llvm-cov's export at `--show-codecov-path`).
# 3. Writes the site with `verity docs Features --messages api.ndjson --messages
#    browser.ndjson --coverage CODECOV.json --output OUTPUT`, and prints where its index is.
#
# A failing scenario does not stop the script: the documentation shows it. The exit status is
# that of the suites (1 if either failed), after the site is written.
set -uo pipefail

bank="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$bank/../.." && pwd)"
output="${1:-$bank/.build/docs}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
runs="$bank/.build/reports"
mkdir -p "$runs"
status=0

for suite in api browser; do
    filter="BankRequirementsAtTheAPI"
    [ "$suite" = browser ] && filter="BankRequirementsInTheBrowser"
    rm -f "$runs/$suite.ndjson"
    echo "== $filter → $runs/$suite.ndjson"
    # NB: with coverage on every run, so that all three share one build.
    VERITY_FORMAT="message:$runs/$suite.ndjson" swift test --package-path "$bank" --enable-code-coverage \
        --filter "$filter" 2>&1 | tail -3 || status=1
done

# NB: the browser's run above is its proof; the coverage figure does not need a second one.
echo "== code coverage"
swift test --package-path "$bank" --enable-code-coverage --skip BankRequirementsInTheBrowser 2>&1 | tail -1 || status=1
coverage="$(swift test --package-path "$bank" --enable-code-coverage --show-codecov-path)"
# NB: swift test writes no coverage when a test fails; the site is then written without it.
coverage_option=()
if [ -s "$coverage" ]; then coverage_option=(--coverage "$coverage"); else echo "no code coverage at $coverage"; fi

echo "== building verity"
swift build --package-path "$root" --product verity 2>&1 | tail -1
verity="$(swift build --package-path "$root" --show-bin-path)/verity"

streams=()
for suite in api browser; do
    if [ -s "$runs/$suite.ndjson" ]; then streams+=(--messages "$runs/$suite.ndjson"); fi
done
# NB: from the suites' folder, so the pages name the files as the suites do (Features/….feature).
(cd "$bank/Tests/BankRequirementsTests" && "$verity" docs Features "${streams[@]}" "${coverage_option[@]}" --output "$output") || status=1
echo "open file://$output/index.html"
exit "$status"
