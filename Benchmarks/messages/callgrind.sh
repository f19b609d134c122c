#!/usr/bin/env bash
# Instructions per message of NDJSON encoding of a run's execution messages, direct writers
# versus the generic Encodable path, counted by valgrind's callgrind: unlike the timings of
# MessagesBenchmark, these do not depend on what else the machine is doing.
#
# Usage: Benchmarks/messages/callgrind.sh [STEPS] [TOP]
#
# Runs MessagesBenchmark on a synthetic run of STEPS steps (default 20,000) three times under
# callgrind: building the stream only, then also encoding it generically, then also encoding
# it directly. The differences are the instructions of one encoding pass. Prints them per
# message and per byte, then the TOP (default 0) functions of the direct pass by exclusive cost.
set -euo pipefail
steps="${1:-20000}"
top="${2:-0}"
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
cd "$benchmarks"
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

swift build -c release --product MessagesBenchmark > /dev/null
# NB: valgrind cannot read the DWARF that swiftc emits; the symbol table is enough.
strip --strip-debug -o "$scratch/bench" "$(swift build -c release --show-bin-path)/MessagesBenchmark"

count() {
    valgrind --tool=callgrind --callgrind-out-file="$scratch/out.$1" \
        "$scratch/bench" "$steps" --only "$1" > "$scratch/stdout.$1" 2> "$scratch/log.$1"
    awk '/Collected :/ { print $NF }' "$scratch/log.$1"
}
none="$(count none)"
generic="$(count generic)"
direct="$(count direct)"
read -r bytes _ messages _ < "$scratch/stdout.direct"
awk -v n="$none" -v g="$generic" -v d="$direct" -v bytes="$bytes" -v messages="$messages" 'BEGIN {
    printf "%d messages, %d bytes of NDJSON\n", messages, bytes
    printf "generic: %.0f instructions, %.0f per message, %.1f per byte\n", g - n, (g - n) / messages, (g - n) / bytes
    printf "direct:  %.0f instructions, %.0f per message, %.1f per byte\n", d - n, (d - n) / messages, (d - n) / bytes
    printf "direct executes %.1fx fewer instructions\n", (g - n) / (d - n) }'
if [ "$top" -gt 0 ]; then
    echo "top functions of the direct run by exclusive cost (stream building included):"
    callgrind_annotate --inclusive=no "$scratch/out.direct" 2> /dev/null | swift demangle --simplified \
        | sed -n "/^Ir/,\$p" | head -n "$((top + 2))" || true
fi
