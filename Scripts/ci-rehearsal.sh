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
rm -f "$work"/flaky*
round 1
grep -m1 '^Verity: shard 1/3' "$work/log1" | grep -q "dealt by recorded time" || { cat "$work/log1"; fail "not dealt by time"; }
out=$("$verity" merge "$work"/shard{1,2,3}.ndjson -o "$work/merged.ndjson" --check 2>&1) \
    || { echo "$out"; fail "merge --check failed the fixed run"; }
echo "$out"
"$verity" report "$work/merged.ndjson" --junit "$work/junit.xml" --check
echo "ci-rehearsal: passed"
