#!/usr/bin/env bash
# Undefined steps against defined ones: the same generated suite run with its step definitions
# and with none (every step undefined, its snippets made), in a debug and in a release build.
#
# Usage: Benchmarks/runner/undefined.sh
# Environment:
#   SCENARIOS      scenarios in the generated suite (default 5000, 8 steps each; the suite is
#                  the first SCENARIOS of run.sh's, same generator and seed)
#   RUNS           process runs per configuration; the median by CPU time counts (default 3)
#   KEEP_CORPUS=1  keep the generated suite and print where it is
#
# Why: a team that writes requirements first runs a suite whose steps are all undefined, and
# pastes the snippets the run suggests; that run must not cost much more than the run it turns
# into. Target: in a debug build (what `swift test` of a depending package runs), undefined
# costs at most 2x defined, for a run and for a dry run.
#
# What it does, in one run:
# 1. Generates the suite (Benchmarks/runner/generate.py) into a temporary directory.
# 2. Builds RunnerBenchmark in debug (Benchmarks/.build-debug) and in release (Benchmarks/.build,
#    shared with run.sh).
# 3. For each build, runs serially (`parallel = false`): a run without messages, a dry run, and
#    a run writing every message as NDJSON to /dev/null (then every undefined step also gets a
#    `suggestion` message), each with the 500 definitions and with `--undefined` (none), each
#    RUNS times as its own process.
# 4. Prints, side by side, the CPU seconds (user + system) of the whole process and of the run
#    alone (in-process, without reading the files and registering the definitions), and the
#    undefined/defined ratios. CPU time moves far less than wall time on a shared machine.
set -euo pipefail

scenarios="${SCENARIOS:-5000}"
runs="${RUNS:-3}"
here="$(cd "$(dirname "$0")" && pwd)"
benchmarks="$(cd "$here/.." && pwd)"

corpus="$(mktemp -d "${TMPDIR:-/tmp}/verity-undefined-bench.XXXXXX")"
if [ "${KEEP_CORPUS:-0}" = 1 ]; then
    echo "corpus kept in $corpus"
else
    trap 'rm -rf "$corpus"' EXIT
fi
echo "== generating"
python3 "$here/generate.py" "$corpus" "$scenarios"
steps="$(sed -n 's/^steps //p' "$corpus/manifest.txt")"

echo "== building RunnerBenchmark in debug and in release"
build() {  # build ARGS...: builds RunnerBenchmark, prints the last line, or the log on failure
    local log
    log="$(mktemp)"
    if ! (cd "$benchmarks" && swift build "$@" --product RunnerBenchmark > "$log" 2>&1); then
        cat "$log"
        rm -f "$log"
        exit 1
    fi
    tail -1 "$log"
    rm -f "$log"
}
build --scratch-path .build-debug
build -c release
debug_binary="$(cd "$benchmarks" && swift build --scratch-path .build-debug --show-bin-path)/RunnerBenchmark"
release_binary="$(cd "$benchmarks" && swift build -c release --show-bin-path)/RunnerBenchmark"

results="$corpus/results"
mkdir -p "$results"

# median_of LABEL BINARY ARGS...: runs BINARY suite RUNS times; writes "wall cpu run_cpu" of the
# median run by process CPU time to $results/LABEL.
median_of() {
    local label="$1" binary="$2"; shift 2
    local run times
    for run in $(seq 1 "$runs"); do
        times="$(mktemp)"
        if ! /usr/bin/time -f "%e %U %S" -o "$times" "$binary" suite "$corpus" "$@" > "$results/$label.$run"; then
            echo "RunnerBenchmark suite $* failed (run $run)" >&2
            exit 1
        fi
        local run_cpu
        run_cpu="$(sed -n 's/.* run_cpu=\([0-9.]*\).*/\1/p' "$results/$label.$run")"
        awk -v r="$run_cpu" '{ printf "%.3f %.3f %s\n", $1, $2 + $3, r }' "$times"
        rm -f "$times"
    done | sort -k2 -n | awk -v m="$(( (runs + 1) / 2 ))" 'NR == m' > "$results/$label"
}

configurations=("run::" "dry:--dry-run:" "messages:--messages:/dev/null")
for build_name in debug release; do
    binary="$debug_binary"
    [ "$build_name" = release ] && binary="$release_binary"
    echo "== $build_name: $scenarios scenarios, $steps steps, each configuration $runs times (median by CPU time)"
    for configuration in "${configurations[@]}"; do
        IFS=: read -r name flag value <<< "$configuration"
        arguments=()
        [ -n "$flag" ] && arguments+=("$flag")
        [ -n "$value" ] && arguments+=("$value")
        median_of "$build_name-$name-defined" "$binary" "${arguments[@]}"
        median_of "$build_name-$name-undefined" "$binary" "${arguments[@]}" --undefined
        echo "$name: defined $(cat "$results/$build_name-$name-defined"), undefined $(cat "$results/$build_name-$name-undefined") (wall, CPU, run CPU)"
    done
done

echo
echo "== Results: CPU seconds (user + system), serial, $scenarios scenarios, $steps steps; median of $runs"
echo "   process: the whole process; run: FeatureSuite.run alone (parse, plan, match, bodies, snippets, messages)"
printf '%-8s %-34s %10s %10s %7s %10s %10s %7s\n' "build" "configuration" "defined" "undefined" "ratio" "run def." "run und." "ratio"
describe() {
    case "$1" in
        run) echo "run, no messages" ;;
        dry) echo "dry run, no messages" ;;
        messages) echo "run, NDJSON messages to /dev/null" ;;
    esac
}
verdict=0
for build_name in debug release; do
    for configuration in "${configurations[@]}"; do
        name="${configuration%%:*}"
        defined="$(cat "$results/$build_name-$name-defined")"
        undefined="$(cat "$results/$build_name-$name-undefined")"
        line="$(awk -v b="$build_name" -v c="$(describe "$name")" -v d="$defined" -v u="$undefined" 'BEGIN {
            split(d, dd, " "); split(u, uu, " ")
            printf "%-8s %-34s %10.2f %10.2f %6.2fx %10.2f %10.2f %6.2fx", b, c, dd[2], uu[2], uu[2] / dd[2], dd[3], uu[3], uu[3] / dd[3]
            if (b == "debug" && uu[2] / dd[2] > 2) exit 1 }')" || verdict=1
        echo "$line"
    done
done
echo
if [ "$verdict" = 0 ]; then
    echo "target (debug: undefined at most 2x defined, whole process): met"
else
    echo "target (debug: undefined at most 2x defined, whole process): NOT MET"
fi
