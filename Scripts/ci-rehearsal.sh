#!/usr/bin/env bash
# A sharded CI pipeline, played on Examples/CIRehearsal (a failing, a pending and a flaky
# scenario among passing ones): three shards with no timing file, merges that are not whole,
# the gate on the failing run, then the run fixed, dealt by the first run's times.
#
# Usage: Scripts/ci-rehearsal.sh [VERITY_BIN]   (default: .build/debug/verity, built if missing)
#
# The package builds in Examples/PluginShop's scratch folder, which `.ci/run` has just built:
# both depend on this checkout with the same flags, so only the rehearsal's own target compiles.
set -euo pipefail
cd "$(dirname "$0")/.."
verity="${1:-.build/debug/verity}"
[ -x "$verity" ] || swift build --traits SQLite --product verity
package=Examples/CIRehearsal
scratch=Examples/PluginShop/.build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "ci-rehearsal: $*" >&2; exit 1; }

swift build --build-tests --package-path "$package" --scratch-path "$scratch"

# One round of the matrix: shard I of 3 writes shard<I>.ndjson; its log is log<I>.
round() {
    local fixed=$1
    for i in 1 2 3; do
        VERITY_SHARD=$i/3 VERITY_SHARD_TIMINGS="$work/last-run.ndjson" VERITY_FORMAT="message:$work/shard$i.ndjson" \
            VERITY_RETRY=1 VERITY_STRICT=0 REHEARSAL_FIXED=$fixed REHEARSAL_FLAKY_MARK="$work/flaky$i" \
            swift test --skip-build --package-path "$package" --scratch-path "$scratch" > "$work/log$i" 2>&1 || true
    done
}

echo "== first run: no timing file, so every shard is dealt by count, with one warning"
round 0
for i in 1 2 3; do
    first=$(grep -m1 '^Verity: ' "$work/log$i")
    [[ "$first" == "Verity: shard $i/3 (VERITY_SHARD=$i/3; dealt by count: the timings could not be used)" ]] \
        || { cat "$work/log$i"; fail "shard $i's first line is '$first'"; }
    [ "$(grep -c "last-run.ndjson' does not exist" "$work/log$i")" = 1 ] \
        || { cat "$work/log$i"; fail "shard $i did not warn once about the missing timing file"; }
done
echo "$first"

echo "== a merge of shards 1 and 2 of 3 fails, naming shard 3"
if out=$("$verity" merge "$work/shard1.ndjson" "$work/shard2.ndjson" -o "$work/merged.ndjson" 2>&1); then
    fail "the merge of 2 of 3 shards passed"
fi
grep -q "shard 3/3 is missing" <<< "$out" || { echo "$out"; fail "the missing shard was not named"; }

echo "== a merge with shard 1 twice fails"
if out=$("$verity" merge "$work"/shard{1,1,2,3}.ndjson -o "$work/merged.ndjson" 2>&1); then
    fail "the merge with a repeated shard passed"
fi
grep -q "shard 1/3 is given 2 times" <<< "$out" || { echo "$out"; fail "the repeated shard was not named"; }

echo "== the gate: the whole merge of the failing run fails with --check"
if out=$("$verity" merge "$work"/shard{1,2,3}.ndjson -o "$work/merged.ndjson" --check 2>&1); then
    fail "merge --check passed a failed run"
fi
grep -q "3 of 3 shards; the run failed" <<< "$out" || { echo "$out"; fail "the merge did not say 3 of 3 shards"; }
if "$verity" report "$work/merged.ndjson" --junit "$work/junit.xml" --check 2> /dev/null; then
    fail "report --check passed a failed run"
fi
[ -s "$work/junit.xml" ] || fail "report --check wrote no JUnit file before failing"

echo "== the scenario fixed: dealt by the first run's times, and the gate passes"
cp "$work/merged.ndjson" "$work/last-run.ndjson"
for i in 1 2 3; do cp "$work/shard$i.ndjson" "$work/run1-shard$i.ndjson"; done
rm -f "$work"/flaky*
round 1
grep -m1 '^Verity: shard 1/3' "$work/log1" | grep -q "dealt by recorded time" || { cat "$work/log1"; fail "not dealt by time"; }
out=$("$verity" merge "$work"/shard{1,2,3}.ndjson -o "$work/merged.ndjson" --check 2>&1) \
    || { echo "$out"; fail "merge --check failed the fixed run"; }
echo "$out"
"$verity" report "$work/merged.ndjson" --junit "$work/junit.xml" --check

echo "== with --junit-reruns the flaky scenario is a flakyFailure; Verity's layout skips the pending one"
"$verity" report "$work/merged.ndjson" --junit "$work/reruns.xml" --junit-reruns
count() { xmllint --xpath "count($1)" "$2"; }
[ "$(count '//testcase[@name="An order that is flaky"]/flakyFailure' "$work/reruns.xml")" = 1 ] \
    || { cat "$work/reruns.xml"; fail "the flaky scenario is not one flakyFailure"; }
[ "$(count '//testcase[@name="An order that is flaky"]/failure' "$work/reruns.xml")" = 0 ] || fail "the flaky scenario is a failure"
xsd="${VERITY_CONFORMANCE_DIR:-../shared/conformance}/formatters/junit-xml-formatter/surefire-test-report-3.0.2.xsd"
if [ -f "$xsd" ]; then
    # NB: Cucumber's layout carries the run's start as `timestamp`, which Surefire's schema lacks.
    sed 's/ timestamp="[^"]*"//' "$work/reruns.xml" > "$work/reruns-surefire.xml"
    xmllint --noout --schema "$xsd" "$work/reruns-surefire.xml" 2> "$work/xsd.log" || { cat "$work/xsd.log"; fail "not valid against Surefire's XSD"; }
fi
"$verity" report "$work/merged.ndjson" --junit "$work/verity.xml" --junit-layout verity
[ "$(count '//testcase[@name="A refund not written yet"]/skipped[starts-with(@message, "pending (the run is not strict)")]' "$work/verity.xml")" = 1 ] \
    || { cat "$work/verity.xml"; fail "the pending scenario of the passing run is not skipped"; }

echo "== verity history: the first run's shards count as one run; the flaky scenario comes first"
out=$("$verity" history "$work"/run1-shard{1,2,3}.ndjson "$work/merged.ndjson") || { echo "$out"; fail "verity history failed"; }
grep -q '^2 runs, ' <<< "$out" || { echo "$out"; fail "the shards were not counted as one run"; }
grep -m1 '^flaky ' <<< "$out" | grep -q 'An order that is flaky' || { echo "$out"; fail "the flaky scenario is not first"; }
if out=$("$verity" history "$work/merged.ndjson" "$work/merged.ndjson" 2>&1); then fail "verity history counted one stream twice"; fi
grep -q "give each run once" <<< "$out" || { echo "$out"; fail "the repeated stream was not named"; }
if out=$("$verity" history "$work"/run1-shard{1,2}.ndjson "$work/merged.ndjson" 2>&1); then
    fail "verity history took a run without its shard 3"
fi
grep -q "lacks shard 3/3" <<< "$out" || { echo "$out"; fail "the missing shard was not named"; }
echo "== a passing shard's console in CI mode (verity run --quiet) is its summary and where the reports went"
verity_bin=$(cd "$(dirname "$verity")" && pwd)/$(basename "$verity")
scratch_abs=$(cd "$scratch" && pwd)
(cd "$package" && REHEARSAL_FIXED=1 VERITY_RETRY=1 REHEARSAL_FLAKY_MARK="$work/flaky-quiet" "$verity_bin" run --quiet \
    --shard 1/3 --format "junit:$work/quiet.xml" -- --skip-build --scratch-path "$scratch_abs") > "$work/quiet.log" 2>&1 \
    || { cat "$work/quiet.log"; fail "the quiet shard failed"; }
lines=$(wc -l < "$work/quiet.log")
[ "$lines" -lt 15 ] || { cat "$work/quiet.log"; fail "a passing shard's quiet console is $lines lines, not under 15"; }
grep -q "scenarios (.* passed)" "$work/quiet.log" || { cat "$work/quiet.log"; fail "the quiet console has no summary"; }
grep -q "^Verity: reports: junit $work/quiet.xml" "$work/quiet.log" || { cat "$work/quiet.log"; fail "the quiet console does not say where the JUnit report went"; }
cat "$work/quiet.log"
echo "ci-rehearsal: passed"
