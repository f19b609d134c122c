#!/usr/bin/env bash
# Instructions of the whole `verity gherkin` command, counted by valgrind's callgrind: start-up,
# reading the files, parse+compile and writing the messages, so that a change outside the
# parser shows as plainly as one inside it (callgrind.sh counts the parser alone).
#
# Usage: Benchmarks/gherkin/command-callgrind.sh [FILES] [CORPUS]
#
# Runs `verity gherkin --no-source --no-ast --predictable-ids` on the first FILES (default 600)
# feature files of CORPUS (a folder, searched in `LC_ALL=C sort` order; default: a 4 MB corpus
# made by generate_corpus.py, as callgrind.sh does) under callgrind, and prints the instructions
# of the whole command, of `FileBytes.read` (every file read, system calls excluded: callgrind
# counts user-space instructions), of `GherkinParser.compile(bytes:…)` (parse+compile), of
# `GherkinMessagesWriter.encode` (the NDJSON of the pickles) and of the rest (start-up, threads,
# ids, output), each in all and per file. Exits 1 when reading
# costs more than parse+compile.
#
# BUILD=debug measures a debug build (Benchmarks/.build-debug-verity, shared with debug.sh)
# instead of release (the root package's .build). VERITY=PATH measures that binary instead of
# building one (a binary built from another commit; FileBytes.read may then be inlined and
# show as 0). Set CALLGRIND_OUT=FILE to keep the profile (callgrind_annotate --inclusive=yes).
set -euo pipefail
files="${1:-600}"
corpus="${2:-}"
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$benchmarks/.." && pwd)"
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

if [ -z "$corpus" ]; then
    languages="${GHERKIN_LANGUAGES_JSON:-$root/../shared/conformance/gherkin/gherkin-languages.json}"
    corpus="$scratch/corpus"
    python3 "$benchmarks/gherkin/generate_corpus.py" "$corpus" 4 "$languages" > /dev/null
fi
mapfile -t paths < <(find "$corpus" -name '*.feature' | LC_ALL=C sort | head -n "$files")
[ "${#paths[@]}" -gt 0 ] || { echo "no .feature files in $corpus" >&2; exit 1; }
bytes="$(cat "${paths[@]}" | wc -c)"

if [ -n "${VERITY:-}" ]; then
    binary="$VERITY"
elif [ "${BUILD:-release}" = debug ]; then
    swift build --package-path "$root" --scratch-path "$benchmarks/.build-debug-verity" \
        --disable-build-manifest-caching --product verity 2>&1 | tail -1 >&2
    binary="$(swift build --package-path "$root" --scratch-path "$benchmarks/.build-debug-verity" --show-bin-path)/verity"
else
    swift build -c release --package-path "$root" --product verity 2>&1 | tail -1 >&2
    binary="$(swift build -c release --package-path "$root" --show-bin-path)/verity"
fi
# NB: valgrind cannot read the DWARF that swiftc emits; the symbol table is enough.
strip --strip-debug -o "$scratch/verity" "$binary"

# NB: glibc copies large blocks with `rep movsb`, which callgrind counts byte by byte; the
# tunable keeps its vector loop (see callgrind.sh).
GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.cpu.x86_rep_movsb_threshold=4294967295}" valgrind --tool=callgrind \
    --callgrind-out-file="$scratch/out" "$scratch/verity" gherkin --no-source --no-ast --predictable-ids \
    "${paths[@]}" > "$scratch/messages.ndjson" 2> "$scratch/log"
pickles="$(grep -c '^{"pickle"' "$scratch/messages.ndjson" || true)"
errors="$(grep -c '^{"parseError"' "$scratch/messages.ndjson" || true)"
[ -n "${CALLGRIND_OUT:-}" ] && cp "$scratch/out" "$CALLGRIND_OUT"

callgrind_annotate --inclusive=yes --threshold=100 "$scratch/out" 2> /dev/null | swift demangle --simplified \
    > "$scratch/inclusive.txt"
total="$(awk '/Collected :/ { print $NF }' "$scratch/log")"
# inclusive PATTERN: the inclusive count of the first function whose name matches PATTERN.
inclusive() {
    awk -v pattern="$1" 'index($0, pattern) { gsub(/,/, "", $1); print $1; found = 1; exit }
        END { if (!found) print 0 }' "$scratch/inclusive.txt"
}
reading="$(inclusive "FileBytes.read(_:limit:)")"
[ "$reading" = 0 ] && reading="$(inclusive "FileBytes.read(_:)")"
parsing="$(inclusive "GherkinParser.compile(bytes:uri:mediaType:ids:)")"
writing="$(inclusive "GherkinMessagesWriter.encode(_:)")"

awk -v total="$total" -v reading="$reading" -v parsing="$parsing" -v writing="$writing" -v files="${#paths[@]}" \
    -v bytes="$bytes" -v pickles="$pickles" -v errors="$errors" -v build="${VERITY:+given binary}" \
    -v kind="${BUILD:-release}" 'BEGIN {
    if (build == "") build = kind
    printf "verity gherkin --no-source --no-ast --predictable-ids, %s: %d files, %d bytes, %d pickles, %d parse errors\n",
        build, files, bytes, pickles, errors
    printf "%-52s %14s %12s %8s\n", "instructions (callgrind)", "all", "per file", "share"
    row("whole command", total)
    row("reading the files (FileBytes.read)", reading)
    row("parse+compile (GherkinParser.compile)", parsing)
    row("encoding the messages (GherkinMessagesWriter.encode)", writing)
    row("the rest: start-up, threads, ids, output", total - reading - parsing - writing)
    verdict = reading < parsing ? "below parse+compile" : "NOT below parse+compile"
    printf "reading: %.2f of parse+compile, %s\n", (parsing > 0 ? reading / parsing : 0), verdict
    exit (reading < parsing) ? 0 : 1
}
function row(label, count) {
    printf "%-52s %14.0f %12.0f %7.1f%%\n", label, count, count / files, 100 * count / total
}'
