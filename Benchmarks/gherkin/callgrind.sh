#!/usr/bin/env bash
# Instructions per byte of in-process Gherkin parse+compile, counted by valgrind's callgrind:
# unlike the timings of run.sh, these do not depend on what else the machine is doing.
#
# Usage: Benchmarks/gherkin/callgrind.sh [MEGABYTES] [TOP]
#
# Generates a MEGABYTES corpus (default 4; the same generator and seed as run.sh, so it is the
# first files of the benchmark corpus) in a temporary folder, runs GherkinBenchmark on it
# under callgrind with collection switched on only inside the parse+compile loop, and prints
# the instructions per source byte of one pass and the TOP (default 25) functions by
# exclusive cost.
# Set CALLGRIND_OUT=FILE to keep the profile (for callgrind_annotate --inclusive=yes).
set -euo pipefail
megabytes="${1:-4}"
top="${2:-25}"
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
cd "$benchmarks"
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }

languages="${GHERKIN_LANGUAGES_JSON:-$benchmarks/../../shared/conformance/gherkin/gherkin-languages.json}"
[ -f "$languages" ] || languages="$(cd "$benchmarks/.." && pwd)/../shared/conformance/gherkin/gherkin-languages.json"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 gherkin/generate_corpus.py "$scratch/corpus" "$megabytes" "$languages" > /dev/null
bytes="$(find "$scratch/corpus" -name '*.feature' -exec cat {} + | wc -c)"

# NB: no cached build plan (see run.sh).
swift build -c release --disable-build-manifest-caching --product GherkinBenchmark > /dev/null
# NB: valgrind cannot read the DWARF that swiftc emits; the symbol table is enough.
strip --strip-debug -o "$scratch/bench" "$(swift build -c release --show-bin-path)/GherkinBenchmark"
# The closure timed by ParseBenchmark.measure: the loop over every file of the corpus.
loop="$(nm "$scratch/bench" | awk '/GherkinBenchmark.*measure.*repetitions.*yyXEfU_$/ && !found++ { print $3 }')"
[ -n "$loop" ] || { echo "cannot find ParseBenchmark.measure's loop in the symbol table" >&2; exit 1; }

# The loop runs once for the warm-up and then REPETITIONS times. Counting with 1 and with 2
# repetitions and taking the difference leaves one steady-state pass over the corpus, without
# the one-time costs of the first pass (loading dialects, the parser table).
# NB: glibc copies large blocks with `rep movsb`, which callgrind counts byte by byte, so a
# 2 MB copy looked like 2 million instructions; the tunable keeps its vector loop instead, whose
# count reflects the cost. (Figures up to commit 477726f, 72.2 per byte, were counted without
# it; that code counts 71.8 with it.) Counts move by about half an instruction per byte from
# run to run, with the heap's layout: differences smaller than that are not measured.
count() {
    GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.cpu.x86_rep_movsb_threshold=4294967295}" valgrind --tool=callgrind --toggle-collect="$loop" --callgrind-out-file="$scratch/out$1" \
        "$scratch/bench" "$scratch/corpus" "$1" --parse-only > /dev/null 2> "$scratch/log$1"
    awk '/Collected :/ { print $NF }' "$scratch/log$1"
}
once="$(count 1)"
twice="$(count 2)"
awk -v a="$once" -v b="$twice" -v bytes="$bytes" 'BEGIN {
    printf "parse+compile: %d bytes, %.0f instructions per pass, %.1f instructions per byte\n", bytes, b - a, (b - a) / bytes }'
[ -n "${CALLGRIND_OUT:-}" ] && cp "$scratch/out2" "$CALLGRIND_OUT"
echo "top functions by exclusive cost over three passes (warm-up included):"
callgrind_annotate --inclusive=no "$scratch/out2" 2> /dev/null | swift demangle --simplified \
    | sed -n "/^Ir/,\$p" | head -n "$((top + 2))" || true
