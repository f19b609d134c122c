#!/usr/bin/env bash
# Runs the Gherkin parser's libFuzzer target for a bounded time with one worker.
#
# Usage: Fuzz/run.sh [SECONDS]   (default 60)
#
# Seeds: every input of the shared conformance data (good and bad), found through
# VERITY_CONFORMANCE_DIR (default: ../shared/conformance beside the repository). The working
# corpus grows in Fuzz/corpus-work and crashing inputs land in Fuzz/artifacts (both ignored
# by git). Prints the number of executions and of crashes (crash, timeout, leak, OOM files).
set -euo pipefail

seconds="${1:-60}"
fuzz="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$fuzz/.." && pwd)"
conformance="${VERITY_CONFORMANCE_DIR:-$(cd "$root/.." && pwd)/shared/conformance}"

echo "== building the fuzz target (release, libFuzzer + AddressSanitizer)"
# NB: swiftc keeps only the last -sanitize= flag, and SwiftPM passes one per --sanitize, so
# the combined flag is added last; --sanitize still makes SwiftPM link both runtimes.
# NB: the build plan is not cached, because a cached one misses source files added to the
# root package since it was made (the root is a path dependency here) and the build fails.
flags=(-c release --package-path "$fuzz" --disable-build-manifest-caching
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
if ! build_log="$(swift build "${flags[@]}" 2>&1)"; then
    echo "$build_log" | grep -E 'error:' -A3 | head -40 >&2
    echo "the fuzz target does not build" >&2
    exit 1
fi
echo "$build_log" | tail -1
binary="$(swift build "${flags[@]}" --show-bin-path)/GherkinFuzzer"

mkdir -p "$fuzz/corpus-work" "$fuzz/artifacts"
seeded=0
for input in "$conformance"/gherkin/testdata/good/* "$conformance"/gherkin/testdata/bad/*; do
    case "$input" in
        *.feature|*.feature.md) cp "$input" "$fuzz/corpus-work/seed-$(basename "$input")"; seeded=$((seeded + 1)) ;;
    esac
done
echo "== fuzzing for $seconds s from $seeded seeds (plus $(ls "$fuzz/corpus-work" | wc -l) corpus entries)"
count_artifacts() { find "$fuzz/artifacts" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l; }
before="$(count_artifacts)"
log="$fuzz/artifacts/last-run.log"
set +e
"$binary" "$fuzz/corpus-work" \
    -dict="$fuzz/gherkin.dict" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=8192 \
    -artifact_prefix="$fuzz/artifacts/" -print_final_stats=1 > "$log" 2>&1
status=$?
set -e
after="$(count_artifacts)"
if ! grep -a -q 'INFO: Loaded [0-9]* module' "$log"; then
    echo "WARNING: the target reported no coverage counters; the build is not instrumented" >&2
fi
executions="$(grep -a -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)"
echo "executions: ${executions:-unknown}"
echo "crashes: $((after - before > 0 ? after - before : 0)) new (total artifacts: $after), fuzzer exit status $status"
grep -a -E 'PROPERTY VIOLATED|ERROR: |SUMMARY' "$log" | head -5 || true
