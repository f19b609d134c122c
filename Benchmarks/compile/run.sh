#!/usr/bin/env bash
# Compile time of step definitions: 100 and 1,000 definitions in the shape the snippets and
# README use, in one `Steps` builder and in builders of 50 joined with `include`, built in
# debug and in release.
#
# Usage: Benchmarks/compile/run.sh
# Environment:
#   COUNTS           how many definitions (default "100 1000")
#   CONFIGURATIONS   which builds (default "debug release")
#   RUNS             rebuilds per target; the median by CPU time counts (default 3)
#   DIAGNOSE=1       also rebuild the largest targets in debug with the type checker's timers
#                    on and print what it spent the time on
#
# Why: a team that pastes the snippets of a large suite keeps hundreds or thousands of
# definitions, and rebuilds them at every change. Target: at most 5 ms per definition in a debug
# build, whether in one builder or several, and a release build at most 3x the debug one.
#
# What it does:
# 1. Generates a scratch package (Benchmarks/compile/generate.py) into
#    Benchmarks/.build-compile/package, depending on Verity by path, with one library target per
#    variant: Empty (the world, no definition), OneN (N definitions in one builder closure, as
#    README writes it), FunctionN (one builder whose definitions a function registers:
#    `Steps(world: World.init, defineSteps)`), SplitN (builders of 50 joined with `include`). Every definition is a different step, and the
#    shapes cycle: no argument, Int, Double, String, a custom enum parameter type, two and three
#    arguments, a DataTable or DocString last, and the snippet's own shape.
# 2. Builds the package once per configuration (scratch paths Benchmarks/.build-compile/debug
#    and .../release), so Verity is built and only the definitions are timed after it.
# 3. For each target: one untimed build of it alone with nothing changed (SwiftPM plans it),
#    then RUNS times: touches its one file and rebuilds that target alone, timing the whole
#    `swift build` with /usr/bin/time (user + system CPU of it and the compiler it runs).
# 4. Prints CPU seconds per rebuild and milliseconds per definition: (target - Empty) / N, so
#    SwiftPM's own planning and the module's fixed cost are not charged to the definitions.
set -euo pipefail

counts="${COUNTS:-100 1000}"
configurations="${CONFIGURATIONS:-debug release}"
runs="${RUNS:-3}"
here="$(cd "$(dirname "$0")" && pwd)"
benchmarks="$(cd "$here/.." && pwd)"
root="$(cd "$benchmarks/.." && pwd)"
work="$benchmarks/.build-compile"
package="$work/package"

# shellcheck disable=SC2086
python3 "$here/generate.py" "$package" "$root" $counts
targets=(Empty)
for count in $counts; do targets+=("One$count" "Function$count" "Split$count" "SplitFunctions$count"); done

results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

build() {  # build CONFIGURATION ARGS...: swift build in the scratch package; the log on failure
    local configuration="$1"; shift
    local log="$results/build.log"
    if ! (cd "$package" && swift build -c "$configuration" --scratch-path "$work/$configuration" "$@" > "$log" 2>&1); then
        cat "$log" >&2
        exit 1
    fi
}

for configuration in $configurations; do
    echo "== $configuration: building Verity and every target once"
    build "$configuration"
    for target in "${targets[@]}"; do
        # NB: untimed and with nothing touched: the first build of a target on its own plans
        # that build (about a second), which is not the definitions' cost.
        build "$configuration" --target "$target"
        for run in $(seq 1 "$runs"); do
            touch "$package/Sources/$target/Definitions.swift"
            /usr/bin/time -f "%e %U %S" -o "$results/time" \
                bash -c "cd '$package' && swift build -c '$configuration' --scratch-path '$work/$configuration' --target '$target' > '$results/build.log' 2>&1" \
                || { cat "$results/build.log" >&2; exit 1; }
            awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$results/time"
        done | sort -k2 -n | awk -v m="$(( (runs + 1) / 2 ))" 'NR == m' > "$results/$configuration-$target"
        echo "$target: $(cat "$results/$configuration-$target") (wall, CPU s)"
    done
done

echo
echo "== Results: CPU seconds (user + system) of rebuilding one target after touching its file, median of $runs;"
echo "   per definition: (target - Empty) / definitions"
header="$(printf '%-20s %6s' "target" "defs")"
for configuration in $configurations; do
    header+="$(printf ' %11s %11s' "$configuration s" "ms/def")"
done
[ "$configurations" = "debug release" ] && header+="$(printf ' %16s' "release/debug")"
echo "$header"
verdict=0
over=()
for target in "${targets[@]}"; do
    definitions=0
    [ "$target" != Empty ] && definitions="${target//[!0-9]/}"
    line="$(printf '%-20s %6s' "$target" "$definitions")"
    for configuration in $configurations; do
        cpu="$(awk '{ print $2 }' "$results/$configuration-$target")"
        empty="$(awk '{ print $2 }' "$results/$configuration-Empty")"
        line+="$(awk -v c="$cpu" -v e="$empty" -v n="$definitions" 'BEGIN {
            if (n > 0) printf " %11.2f %11.2f", c, 1000 * (c - e) / n; else printf " %11.2f %11s", c, "" }')"
        if [ "$configuration" = debug ] && [ "$definitions" -gt 0 ]; then
            if awk -v c="$cpu" -v e="$empty" -v n="$definitions" 'BEGIN { exit !(1000 * (c - e) / n > 5) }'; then
                verdict=1
                over+=("$target")
            fi
        fi
    done
    if [ "$configurations" = "debug release" ] && [ "$definitions" -gt 0 ]; then
        line+="$(awk -v d="$(awk '{ print $2 }' "$results/debug-$target")" -v r="$(awk '{ print $2 }' "$results/release-$target")" \
            -v de="$(awk '{ print $2 }' "$results/debug-Empty")" -v re="$(awk '{ print $2 }' "$results/release-Empty")" 'BEGIN {
            printf " %6.2fx (%.2fx)", r / d, (r - re) / (d - de) }')"
    fi
    echo "$line"
done
[ "$configurations" = "debug release" ] && echo "release/debug: whole rebuilds (in parentheses: the definitions' part alone)"
echo
if [ "$verdict" = 0 ]; then
    echo "target (debug: at most 5 ms per definition): met by every layout"
else
    echo "target (debug: at most 5 ms per definition): NOT MET by ${over[*]}"
fi

if [ "${DIAGNOSE:-0}" = 1 ]; then
    largest="$(echo "$counts" | tr ' ' '\n' | sort -n | tail -1)"
    for target in "One$largest" "Function$largest" "Split$largest" "SplitFunctions$largest"; do
        echo
        echo "== what the type checker spends the time on: $target, debug"
        touch "$package/Sources/$target/Definitions.swift"
        (cd "$package" && VERITY_COMPILE_DIAGNOSTICS=1 swift build --scratch-path "$work/debug" --target "$target" \
            > "$results/diagnose.log" 2>&1) || { cat "$results/diagnose.log" >&2; exit 1; }
        # NB: a debug build type-checks twice what a global's initializer holds: once in the job
        # that emits the module's interface and once in the job that compiles the file; a
        # function's body only in the second. Each timer line is counted as it comes.
        # -debug-time-function-bodies: "TIMEms<TAB>LOCATION<TAB>DECLARATION";
        # -debug-time-expression-type-checking: "TIMEms<TAB>LOCATION".
        awk -F '\t' '/^[0-9.]+ms\t/ { t = $1; sub(/ms/, "", t)
                if (NF >= 3) { bodies += t; nb++ } else { expressions += t; ne++ } }
            END { printf "function bodies: %d timed, %.0f ms; expressions: %d timed, %.0f ms\n", nb, bodies, ne, expressions }' \
            "$results/diagnose.log"
        echo "slowest expressions (line:column in Definitions.swift):"
        awk -F '\t' '/^[0-9.]+ms\t/ && NF == 2' "$results/diagnose.log" | sort -rn | head -5 \
            | sed 's|\t.*/Definitions.swift:|  line |' || true
        echo "expressions over 50 ms (-warn-long-expression-type-checking=50): $(grep -c '^/.*warning: expression took' "$results/diagnose.log" || true)"
    done
    # NB: the next timed build of these targets must not reuse the diagnostic flags' objects.
    (cd "$package" && swift build --scratch-path "$work/debug" > /dev/null 2>&1) || true
fi
