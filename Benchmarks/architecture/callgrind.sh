#!/usr/bin/env bash
# Instructions per update / invocation (for an Int with one action, and for the realistic
# three-state model rebuilt with five actions on each update), counted by valgrind's callgrind: unlike the timings of
# run.sh, these do not depend on what else the machine is doing. Each scenario runs twice (with
# 0 and with N operations) so that start-up and set-up cancel out.
#   Benchmarks/architecture/callgrind.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }
swift build -c release --product ArchitectureBenchmark > /dev/null
binary="$(mktemp)"
trap 'rm -f "$binary" "$binary".out' EXIT
# NB: valgrind cannot read the DWARF that swiftc emits; the symbol table is enough.
strip --strip-debug -o "$binary" "$(swift build -c release --show-bin-path)/ArchitectureBenchmark"

instructions() {
    PROFILE="$1" valgrind --tool=callgrind --callgrind-out-file="$binary.out" "$binary" 2>&1 \
        | awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}

printf "%-22s %12s %12s %12s %12s\n" "instructions per op" "floor" "Verity" "OpenCombine" "Observation"
row() {
    local label="$1" subscribers="$2" operations="$3"
    shift 3
    local cells=()
    for scenario in "$@"; do
        if [ "$scenario" = "-" ]; then cells+=("-"); continue; fi
        local base full
        base=$(instructions "$scenario:$subscribers:0")
        full=$(instructions "$scenario:$subscribers:$operations")
        cells+=("$(( (full - base) / operations ))")
    done
    printf "%-22s %12s %12s %12s %12s\n" "$label" "${cells[@]}"
}
row "update → 1"       1     100000 floor verity opencombine -
row "update → 100"     100   10000  floor verity opencombine -
row "update → 10000"   10000 100    floor verity opencombine -
row "action invocation" 1    1000000 floor-action verity-action opencombine-action observation-action
row "model → 1"        1     20000  realistic-floor realistic-verity realistic-opencombine -
row "model → 100"      100   2000   realistic-floor realistic-verity realistic-opencombine -
row "model → 10000"    10000 20     realistic-floor realistic-verity realistic-opencombine -
row "model's action"   1     1000000 realistic-floor-action realistic-verity-action realistic-opencombine-action realistic-observation-action
row "earlier model's action" 1 1000000 - realistic-verity-earlier - -
row "source made"      1     100000 - verity-creation - -
# NB: the same update, recorded: by model coverage (`ModelRecorder`) and by a session trace (`SessionRecorder`).
row "model → 1, coverage" 1  20000  - realistic-verity-recorded - -
row "model → 1, session"  1  2000   - realistic-verity-session - -
# NB: the floor is a hand-written accessor (`model.editing`); Verity's is `state(VerityLogin.editing)`.
row "state lookup"     1     100000 realistic-state-accessor realistic-state-reflected - -
echo "(Observations delivers on tasks, asynchronously; it is timed by run.sh only.)"
