#!/usr/bin/env bash
# Runner benchmark: Verity's engine against behave (PyPI) on the same generated suite, and
# step lookup among 10 and among 10,000 definitions.
#
# Usage: Benchmarks/runner/run.sh
# Environment:
#   SCENARIOS          scenarios in the generated suite (default 20000, 8 steps each)
#   BEHAVE_SCENARIOS   scenarios behave runs: the first BEHAVE_SCENARIOS of the same files
#                      (default: all; rates are per second, so a subset compares honestly,
#                      and the script says when it used one)
#   RUNS               process runs per Verity configuration; the median counts (default 3)
#   KEEP_CORPUS=1      keep the generated suite and print where it is
#
# What it does, in one run:
# 1. Installs behave into Benchmarks/.venv (once).
# 2. Generates the suite (fixed seed) into a temporary directory: SCENARIOS scenarios x 8
#    steps over 500 step definitions (Cucumber Expressions with {int}, {string}, {word}, a few
#    regexes, some data tables and doc strings, bodies that touch the world), the same
#    definitions as behave steps (its default `parse` matcher, `re0` for the regexes), and the
#    lookup data (10,000 definitions, 50,000 texts).
# 3. Builds RunnerBenchmark (release) and runs the suite through Verity's engine in-process
#    (`FeatureSuite.run`, no Swift Testing), each configuration RUNS times as its own process:
#    serial without messages, serial with every message written as NDJSON to /dev/null,
#    parallel (Verity's default), a dry run (parse + match only), and serial with counter ids
#    (`ids: .incrementing`) instead of the default random UUIDs.
# 4. Runs behave once on the same .feature files with its output to /dev/null
#    (`-f null`, no capture of stdout, stderr, logs or hooks: its fastest settings).
# 5. Prints scenarios/s and steps/s, per wall-clock second and per CPU second (user + system
#    of the whole process, from /usr/bin/time), the ratios, and what messages cost.
# 6. Times `StepPatternIndex.matches` (the lookup the engine does for every step when it plans a
#    scenario) on the same 50,000 texts with the first 10 and with all 10,000 definitions
#    compiled into the index, median of 5, and prints the ratio; then the engine's dry run of
#    those texts (4 times over, as 8-step scenarios) with 10 and with 10,000 definitions
#    registered, with and without its once-per-definition cost (a run without features).
set -euo pipefail

scenarios="${SCENARIOS:-20000}"
behave_scenarios="${BEHAVE_SCENARIOS:-$scenarios}"
runs="${RUNS:-3}"
here="$(cd "$(dirname "$0")" && pwd)"
benchmarks="$(cd "$here/.." && pwd)"
venv="$benchmarks/.venv"
behave_version="1.3.3"

echo "== preparing"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import behave" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "behave==$behave_version"
fi
corpus="$(mktemp -d "${TMPDIR:-/tmp}/verity-runner-bench.XXXXXX")"
if [ "${KEEP_CORPUS:-0}" = 1 ]; then
    echo "corpus kept in $corpus"
else
    trap 'rm -rf "$corpus"' EXIT
fi
"$venv/bin/python" "$here/generate.py" "$corpus" "$scenarios"
steps="$(sed -n 's/^steps //p' "$corpus/manifest.txt")"

build_log="$(mktemp)"
if ! (cd "$benchmarks" && swift build -c release --product RunnerBenchmark > "$build_log" 2>&1); then
    cat "$build_log"
    exit 1
fi
tail -1 "$build_log"
rm -f "$build_log"
binary="$(cd "$benchmarks" && swift build -c release --show-bin-path)/RunnerBenchmark"

# timed OUTPUT COMMAND...: runs COMMAND with stdout to OUTPUT; prints "wall cpu" of the process.
timed() {
    local output="$1"; shift
    local times
    times="$(mktemp)"
    /usr/bin/time -f "%e %U %S" -o "$times" "$@" > "$output"
    awk '{ printf "%.3f %.3f", $1, $2 + $3 }' "$times"
    rm -f "$times"
}

# median_of LABEL ARGS...: runs the benchmark RUNS times; prints "wall cpu" of the median
# run by CPU time, and keeps that run's figure line in $scratch/LABEL.
scratch="$corpus/results"
mkdir -p "$scratch"
median_of() {
    local label="$1"; shift
    local run
    for run in $(seq 1 "$runs"); do
        echo "$(timed "$scratch/$label.$run" "$binary" suite "$corpus" "$@") $run"
    done | sort -k2 -n | awk -v m="$(( (runs + 1) / 2 ))" 'NR == m' > "$scratch/$label.median"
    for run in $(seq 1 "$runs"); do
        if ! grep -q '^verity scenarios=' "$scratch/$label.$run"; then
            echo "RunnerBenchmark suite $* failed (run $run)" >&2
            exit 1
        fi
    done
    cp "$scratch/$label.$(awk '{ print $3 }' "$scratch/$label.median")" "$scratch/$label"
    awk '{ print $1, $2 }' "$scratch/$label.median"
}

echo "== Verity: $scenarios scenarios, $steps steps, each configuration $runs times (median by CPU time)"
verity_serial="$(median_of serial)"
verity_messages="$(median_of messages --messages /dev/null)"
verity_parallel="$(median_of parallel --parallel)"
verity_dry="$(median_of dry --dry-run)"
verity_counter="$(median_of counter --predictable-ids)"
for label in serial messages parallel dry counter; do
    echo "$label: $(cat "$scratch/$label")"
done

echo "== behave $("$venv/bin/python" -m pip show behave 2>/dev/null | sed -n 's/^Version: //p') (default parse matcher, re0 for regexes)"
mapfile -t all_files < <(cd "$corpus" && find features -name '*.feature' | LC_ALL=C sort)
behave_files=("${all_files[@]}")
if [ "$behave_scenarios" -lt "$scenarios" ]; then
    per_file=100
    count=$(( (behave_scenarios + per_file - 1) / per_file ))
    behave_files=("${all_files[@]:0:$count}")
    behave_scenarios=$(( count * per_file < scenarios ? count * per_file : scenarios ))
    echo "SUBSET: behave runs the first ${#behave_files[@]} of ${#all_files[@]} files ($behave_scenarios scenarios); rates compare per second"
fi
behave_steps=$(( behave_scenarios * steps / scenarios ))
behave_times="$(cd "$corpus" && timed "$scratch/behave.out" "$venv/bin/behave" -f null --no-capture \
    --no-capture-stderr --no-capture-log --no-capture-hooks --no-color "${behave_files[@]}")"
grep -E "scenarios|steps" "$scratch/behave.out"
if ! grep -q "^$behave_scenarios scenarios passed, 0 failed" "$scratch/behave.out"; then
    echo "behave did not pass all $behave_scenarios scenarios" >&2
    cat "$scratch/behave.out" >&2
    exit 1
fi

echo
echo "== Results: whole process (wall and user+system CPU seconds from /usr/bin/time)"
printf '%-44s %9s %9s %12s %12s %12s %12s\n' "" "wall s" "CPU s" "scen/s wall" "steps/s wall" "scen/s CPU" "steps/s CPU"
row() {  # row LABEL "WALL CPU" SCENARIOS STEPS
    local label="$1" times="$2" s="$3" t="$4"
    echo "$times" | awk -v label="$label" -v s="$s" -v t="$t" '{
        printf "%-44s %9.2f %9.2f %12.0f %12.0f %12.0f %12.0f\n", label, $1, $2, s / $1, t / $1, s / $2, t / $2 }'
}
row "behave (1 process, 1 thread)" "$behave_times" "$behave_scenarios" "$behave_steps"
row "Verity serial, no messages" "$verity_serial" "$scenarios" "$steps"
row "Verity serial, NDJSON messages to /dev/null" "$verity_messages" "$scenarios" "$steps"
row "Verity parallel (default), no messages" "$verity_parallel" "$scenarios" "$steps"
row "Verity dry run (parse + match, no bodies)" "$verity_dry" "$scenarios" "$steps"
row "Verity serial, counter ids instead of UUIDs" "$verity_counter" "$scenarios" "$steps"

echo
echo "== Ratios: Verity scenarios/s over behave scenarios/s (target >= 20x)"
ratio() {  # ratio LABEL "WALL CPU"
    awk -v label="$1" -v v="$2" -v b="$behave_times" -v vs="$scenarios" -v bs="$behave_scenarios" 'BEGIN {
        split(v, vv, " "); split(b, bb, " ")
        printf "%-44s %7.1fx wall %7.1fx CPU\n", label, (vs / vv[1]) / (bs / bb[1]), (vs / vv[2]) / (bs / bb[2]) }'
}
ratio "Verity serial, no messages" "$verity_serial"
ratio "Verity serial, NDJSON messages to /dev/null" "$verity_messages"
ratio "Verity parallel (default), no messages" "$verity_parallel"
ratio "Verity serial, counter ids instead of UUIDs" "$verity_counter"

echo
echo "== Cost of messages: NDJSON to /dev/null, serial"
awk -v a="$verity_serial" -v b="$verity_messages" -v s="$steps" 'BEGIN {
    split(a, x, " "); split(b, y, " ")
    printf "+%.2f s wall, +%.2f s CPU (%.0f%% more CPU), %.2f us CPU per step\n",
        y[1] - x[1], y[2] - x[2], 100 * (y[2] - x[2]) / x[2], 1e6 * (y[2] - x[2]) / s }'
sed -n 's/.* messages=\([0-9]*\) message_bytes=\([0-9]*\).*/\1 messages, \2 bytes of NDJSON per run/p' "$scratch/messages"

echo
echo "== Step lookup: the same texts among 10 and among 10,000 definitions (target: within 2x)"
"$binary" lookup "$corpus" 5 > "$scratch/lookup"
awk '{
    delete f
    for (i = 2; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
    if ($1 == "lookup") { n++; defs[n] = f["definitions"]; count[n] = f["texts"]; wall[n] = f["lookup_wall"]; cpu[n] = f["lookup_cpu"] }
    if ($1 == "engine") {
        m++; edefs[m] = f["definitions"]; ecount[m] = f["steps"]; ewall[m] = f["dry_wall"]; ecpu[m] = f["dry_cpu"]
        fwall[m] = f["fixed_wall"]; fcpu[m] = f["fixed_cpu"]
    }
} END {
    print "StepPatternIndex.matches (what the engine calls for each step), median of 5:"
    for (i = 1; i <= n; i++)
        printf "  %6d definitions: %9.0f lookups/s wall %9.0f lookups/s CPU (%d texts)\n",
            defs[i], count[i] / wall[i], count[i] / cpu[i], count[i]
    printf "  10,000 vs 10 definitions: %.2fx the time (wall), %.2fx (CPU)\n", wall[2] / wall[1], cpu[2] / cpu[1]
    print "Engine dry run of the same texts as 8-step scenarios (parse, compile definitions, match), median of 3;"
    print "\"once\" is the same run without features (compiling and describing the definitions):"
    for (i = 1; i <= m; i++)
        printf "  %6d definitions: %9.0f steps/s wall %9.0f steps/s CPU (%d steps); once: %.3f s CPU; without it: %9.0f steps/s CPU\n",
            edefs[i], ecount[i] / ewall[i], ecount[i] / ecpu[i], ecount[i], fcpu[i], ecount[i] / (ecpu[i] - fcpu[i])
    printf "  10,000 vs 10 definitions: %.2fx the time (wall), %.2fx (CPU); without the once-per-definition part: %.2fx (CPU)\n",
        ewall[2] / ewall[1], ecpu[2] / ecpu[1], (ecpu[2] - fcpu[2]) / (ecpu[1] - fcpu[1])
}' "$scratch/lookup"
