#!/usr/bin/env bash
# What step time limits cost: the generated suite run serially with every body under the default
# limit (each body in a task of its own, raced against a timer) and with no limit (bodies run
# inline), in a debug and in a release build, side by side.
#
# Usage: Benchmarks/runner/timeouts.sh
# Environment:
#   SCENARIOS   scenarios in the generated suite (default 5000, 8 steps each)
#   RUNS        process runs per configuration; the median by CPU time counts (default 3)
#
# Why: users' `swift test` builds Verity in debug, and every step of every scenario pays for its
# time limit; the limit must stay a small part of a step's cost.
set -euo pipefail

scenarios="${SCENARIOS:-5000}"
runs="${RUNS:-3}"
here="$(cd "$(dirname "$0")" && pwd)"
benchmarks="$(cd "$here/.." && pwd)"

corpus="$(mktemp -d "${TMPDIR:-/tmp}/verity-timeouts-bench.XXXXXX")"
trap 'rm -rf "$corpus"' EXIT
echo "== generating"
python3 "$here/generate.py" "$corpus" "$scenarios" > /dev/null
steps="$(sed -n 's/^steps //p' "$corpus/manifest.txt")"

echo "== building RunnerBenchmark in debug and in release"
build() {  # build ARGS...: builds RunnerBenchmark, or prints the log on failure
    local log
    log="$(mktemp)"
    if ! (cd "$benchmarks" && swift build "$@" --product RunnerBenchmark > "$log" 2>&1); then
        cat "$log"
        rm -f "$log"
        exit 1
    fi
    rm -f "$log"
}
build --scratch-path .build-debug
build -c release
debug_binary="$(cd "$benchmarks" && swift build --scratch-path .build-debug --show-bin-path)/RunnerBenchmark"
release_binary="$(cd "$benchmarks" && swift build -c release --show-bin-path)/RunnerBenchmark"

# median_run_cpu BINARY ARGS...: the engine's own CPU seconds (run_cpu) of the median of RUNS runs.
median_run_cpu() {
    local binary="$1"; shift
    for _ in $(seq 1 "$runs"); do
        "$binary" suite "$corpus" "$@" | sed -n 's/.* run_cpu=\([0-9.]*\).*/\1/p'
    done | sort -n | awk -v m="$(( (runs + 1) / 2 ))" 'NR == m'
}

printf '\n%-8s %14s %14s %12s %12s %9s\n' "build" "limit (s)" "no limit (s)" "limit µs/st" "none µs/st" "ratio"
for build_name in debug release; do
    binary="$debug_binary"
    [ "$build_name" = release ] && binary="$release_binary"
    limited="$(median_run_cpu "$binary")"
    unlimited="$(median_run_cpu "$binary" --no-step-timeout)"
    awk -v b="$build_name" -v l="$limited" -v u="$unlimited" -v s="$steps" 'BEGIN {
        printf "%-8s %14.3f %14.3f %12.2f %12.2f %8.2fx\n", b, l, u, l / s * 1e6, u / s * 1e6, l / u }'
done
echo "($scenarios scenarios, $steps steps, serial, no messages; CPU seconds of the run itself, median of $runs)"
