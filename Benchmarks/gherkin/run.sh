#!/usr/bin/env bash
# Gherkin benchmark: `verity gherkin` against the official Python implementation.
#
# Usage: Benchmarks/gherkin/run.sh [MEGABYTES | FOLDER]   (default 52; the issue asks for >= 50)
#
# 1. Installs gherkin-official from PyPI into Benchmarks/.venv (once).
# 2. Generates a deterministic corpus of MEGABYTES of feature files in Benchmarks/corpus
#    (once per size; outlines, tables, doc strings, tags, rules, backgrounds, comments and
#    several `# language:` dialects), or takes every .feature file under FOLDER (real
#    projects' files, say; kept outside the repository).
# 3. Builds `verity` and the in-process benchmark in release mode.
# 4. Times `verity gherkin --no-source --no-ast`, with random UUID ids (the default) and with
#    --predictable-ids (the counter ids the Python CLI always uses), best of 3 each; verity
#    may use every core. Times the Python implementation with the same options on the same
#    files (one run). Checks that all print the same number of pickles and no parse errors,
#    and prints the ratios of wall-clock and of CPU time (user + system), with the load average
#    before and after.
# 5. Runs the in-process benchmark: parse+compile MB/s on one thread, NDJSON encoding speed.
# VERITY=PATH times that binary instead of building one (another commit's, say);
# GHERKIN_RUN_NO_IN_PROCESS=1 skips step 5 and its build.
set -euo pipefail

megabytes="${1:-52}"
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$benchmarks/.." && pwd)"
venv="$benchmarks/.venv"
corpus="$benchmarks/corpus"
given_folder=""
if [ -d "$megabytes" ]; then given_folder="$(cd "$megabytes" && pwd)"; fi
gherkin_python_version="42.0.1"

if ! "$venv/bin/python" -c "import gherkin" 2>/dev/null; then
    echo "== installing gherkin-official $gherkin_python_version into $venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "gherkin-official==$gherkin_python_version"
fi

stamp="$corpus/.generated-$megabytes-$(sha1sum "$benchmarks/gherkin/generate_corpus.py" | cut -c1-12)"
if [ -n "$given_folder" ]; then
    corpus="$given_folder"
elif [ ! -f "$stamp" ]; then
    echo "== generating a $megabytes MB corpus in $corpus"
    rm -rf "$corpus"
    "$venv/bin/python" "$benchmarks/gherkin/generate_corpus.py" "$corpus" "$megabytes"
    touch "$stamp"
fi

echo "== building release binaries"
if [ -n "${VERITY:-}" ]; then
    verity="$VERITY"
else
    swift build -c release --package-path "$root" --product verity 2>&1 | tail -1
    verity="$(swift build -c release --package-path "$root" --show-bin-path)/verity"
fi
if [ -z "${GHERKIN_RUN_NO_IN_PROCESS:-}" ]; then
    # NB: no cached build plan: a cached one misses sources added to the root package since it
    # was made (the root is a path dependency of Benchmarks/), and the build fails.
    swift build -c release --package-path "$benchmarks" --disable-build-manifest-caching --product GherkinBenchmark 2>&1 | tail -1
    in_process="$(swift build -c release --package-path "$benchmarks" --show-bin-path)/GherkinBenchmark"
fi

cd "$benchmarks"
if [ -n "$given_folder" ]; then cd "$given_folder"; corpus=.; else corpus=corpus; fi
mapfile -t files < <(find "$corpus" -name '*.feature' | LC_ALL=C sort)
size_mb="$(cat "${files[@]}" | wc -c | awk '{ printf "%.1f", $1 / 1000000 }')"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

seconds_of() {  # seconds_of OUTPUT COMMAND...: runs COMMAND > OUTPUT, prints "WALL CPU" seconds
    local output="$1"; shift
    local TIMEFORMAT='%R %U %S' times
    times="$( { time "$@" > "$output"; } 2>&1 )"
    awk -v t="$times" 'BEGIN { split(t, f, " "); printf "%.3f %.3f", f[1], f[2] + f[3] }'
}

echo "== timing on ${#files[@]} files, $size_mb MB; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
best_of_3() {  # best_of_3 OUTPUT ARGS...: "WALL CPU", each the least of three runs of verity ARGS
    local output="$1"; shift
    local runs=""
    for _ in 1 2 3; do runs="$runs $(seconds_of "$output" "$verity" "$@")"; done
    awk -v r="$runs" 'BEGIN { n = split(r, f, " "); w = f[1]; c = f[2]
        for (i = 3; i < n; i += 2) { if (f[i] < w) w = f[i]; if (f[i + 1] < c) c = f[i + 1] }
        printf "%.3f %.3f", w, c }'
}
verity_uuid="$(best_of_3 "$scratch/verity.ndjson" gherkin --no-source --no-ast "${files[@]}")"
verity_counted="$(best_of_3 "$scratch/verity-predictable.ndjson" gherkin --no-source --no-ast --predictable-ids "${files[@]}")"
python_times="$(seconds_of "$scratch/python.ndjson" "$venv/bin/python" "$benchmarks/gherkin/python_gherkin_cli.py" --no-source --no-ast "${files[@]}")"
python_seconds="${python_times% *}"

count() { grep -c "$1" "$2" || true; }
python_pickles="$(count '^{"pickle"' "$scratch/python.ndjson")"
python_errors="$(count '^{"parseError"' "$scratch/python.ndjson")"

# NB: wall-clock time depends on the machine's load, and verity's two threads suffer more from
# a busy machine than Python's one; CPU time (user + system) is the steadier comparison.
printf '\n%-58s %9s %9s %9s %8s %7s %7s\n' "command (same $size_mb MB, ${#files[@]} files)" "wall s" "CPU s" \
    "pickles" "errors" "wall" "CPU"
printf '%-58s %9s %9s %9s %8s %7s %7s\n' "python gherkin-official $gherkin_python_version (counter ids)" \
    $python_times "$python_pickles" "$python_errors" "1.0x" "1.0x"
mismatch=0
for row in "uuid:verity gherkin --no-source --no-ast (best of 3):$verity_uuid" \
           "predictable:verity gherkin --no-source --no-ast --predictable-ids:$verity_counted"; do
    kind="${row%%:*}"; rest="${row#*:}"; label="${rest%:*}"; times="${rest##*:}"
    output="$scratch/verity.ndjson"; [ "$kind" = predictable ] && output="$scratch/verity-predictable.ndjson"
    pickles="$(count '^{"pickle"' "$output")"
    errors="$(count '^{"parseError"' "$output")"
    ratios="$(awk -v p="$python_times" -v v="$times" 'BEGIN { split(p, a, " "); split(v, b, " ")
        printf "%.1fx %.1fx", a[1] / b[1], a[2] / b[2] }')"
    printf '%-58s %9s %9s %9s %8s %7s %7s\n' "$label" $times "$pickles" "$errors" $ratios
    if [ "$pickles" != "$python_pickles" ] || [ "$errors" != "0" ]; then mismatch=1; fi
done
awk -v p="$python_seconds" -v mb="$size_mb" 'BEGIN { printf "python: %.2f MB/s end to end (target: verity >= 30x)\n", mb / p }'
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$mismatch" = 1 ] || [ "$python_errors" != "0" ]; then
    echo "MISMATCH: both must print the same number of pickles and no parse errors" >&2
    exit 1
fi
echo "pickle counts match"

[ -n "${GHERKIN_RUN_NO_IN_PROCESS:-}" ] && exit 0
echo
echo "== in-process (one thread; target >= 150 MB/s parse+compile)"
"$in_process" "$corpus" 3
echo "(instructions per byte, independent of the machine's load: Benchmarks/gherkin/callgrind.sh)"
