#!/usr/bin/env bash
# Gherkin parse+compile in a debug build next to a release build, in one run.
#
# Usage: Benchmarks/gherkin/debug.sh [MEGABYTES] [REPETITIONS]   (defaults 4 and 3)
#
# A package that depends on Verity builds it without optimisation inside its own `swift test`,
# and `swift run verity lint` runs a debug build too, so the parser must hold up at -Onone.
# This builds GherkinBenchmark in debug (Benchmarks/.build-debug) and in release
# (Benchmarks/.build, shared with run.sh and callgrind.sh), generates a MEGABYTES corpus (the
# same generator and seed as run.sh, so it is the first files of the benchmark corpus) in a
# temporary folder, runs both on it on one thread and prints, side by side: the first document
# of the process (it loads the dialect dictionary), parse+compile into the compact form (what
# `verity lint` and a runner need), and parse+compile with every document and pickle message
# made (what the runner's `LoadedFeatures` does), with the release/debug ratio. Then builds
# `verity` in debug (Benchmarks/.build-debug-verity) and times `verity lint` on the same files
# end to end (start-up, reading the files, parse+compile), as `swift run verity lint` runs.
# Target: >= 5 MB/s parse+compile in debug. Timings depend on the machine's load; for counts
# that do not, run valgrind --tool=callgrind on the debug binary (see callgrind.sh).
# Set DEBUG_SH_NO_LINT=1 to skip the `verity lint` part (it builds the whole tool).
set -euo pipefail
megabytes="${1:-4}"
repetitions="${2:-3}"
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$benchmarks/.." && pwd)"
cd "$benchmarks"

languages="${GHERKIN_LANGUAGES_JSON:-$benchmarks/../../shared/conformance/gherkin/gherkin-languages.json}"
[ -f "$languages" ] || languages="$(cd "$benchmarks/.." && pwd)/../shared/conformance/gherkin/gherkin-languages.json"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
echo "== generating a $megabytes MB corpus"
python3 gherkin/generate_corpus.py "$scratch/corpus" "$megabytes" "$languages"

echo "== building GherkinBenchmark in debug and in release"
# NB: no cached build plan (see run.sh).
swift build --scratch-path .build-debug --disable-build-manifest-caching --product GherkinBenchmark 2>&1 | tail -1
swift build -c release --disable-build-manifest-caching --product GherkinBenchmark 2>&1 | tail -1
debug_binary="$(swift build --scratch-path .build-debug --show-bin-path)/GherkinBenchmark"
release_binary="$(swift build -c release --show-bin-path)/GherkinBenchmark"

echo "== running (one thread, best of $repetitions; release best of $((repetitions * 3)))"
"$debug_binary" "$scratch/corpus" "$repetitions" --no-encoding > "$scratch/debug.txt"
"$release_binary" "$scratch/corpus" "$((repetitions * 3))" --no-encoding > "$scratch/release.txt"

# figure FILE PATTERN: the number before " MB/s" (or " ms") on the line matching PATTERN.
figure() {
    awk -v pattern="$2" '$0 ~ pattern {
        for (i = 2; i <= NF; i++) if ($i ~ /^(MB\/s|ms),?$/) { value = $(i - 1); sub(/,$/, "", value) }
        print value; exit }' "$1"
}
head -1 "$scratch/debug.txt"
printf '\n%-52s %12s %12s %9s\n' "one thread" "debug" "release" "ratio"
row() {  # row LABEL PATTERN UNIT
    local d r
    d="$(figure "$scratch/debug.txt" "$2")"
    r="$(figure "$scratch/release.txt" "$2")"
    awk -v label="$1" -v d="$d" -v r="$r" -v unit="$3" 'BEGIN {
        ratio = unit == "ms" ? d / r : r / d
        printf "%-52s %7.1f %-4s %7.1f %-4s %8.1fx\n", label, d, unit, r, unit, ratio }'
}
row "first document (loads the dialect dictionary)" "^first document" "ms"
row "parse+compile into the compact form" "^parse\\+compile into" "MB/s"
row "parse+compile, every document and pickle message" "^parse\\+compile, then" "MB/s"
awk -v d="$(figure "$scratch/debug.txt" "^parse\\+compile into")" 'BEGIN {
    printf "\ndebug parse+compile: %.1f MB/s (target >= 5 MB/s): %s\n", d, (d >= 5 ? "met" : "NOT MET") }'

[ -n "${DEBUG_SH_NO_LINT:-}" ] && exit 0
echo
echo "== building verity in debug"
swift build --package-path "$root" --scratch-path .build-debug-verity --disable-build-manifest-caching --product verity 2>&1 | tail -1
verity="$(swift build --package-path "$root" --scratch-path .build-debug-verity --show-bin-path)/verity"
megabytes_read="$(find "$scratch/corpus" -name '*.feature' -exec cat {} + | wc -c | awk '{ printf "%.1f", $1 / 1000000 }')"
start="$(date +%s.%N)"
"$verity" lint "$scratch/corpus" > /dev/null
end="$(date +%s.%N)"
awk -v s="$start" -v e="$end" -v mb="$megabytes_read" 'BEGIN {
    printf "verity lint (debug build), end to end, one run: %.2f s, %.1f MB/s\n", e - s, mb / (e - s) }'
