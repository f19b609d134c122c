#!/usr/bin/env bash
# Expressions benchmark: step lookup throughput of Verity's Cucumber Expressions next to the
# official Python implementation (cucumber-expressions from PyPI), on the same generated data.
#
# Usage: Benchmarks/expressions/run.sh
# Environment:
#   PYTHON_STEPS   step texts the Python side times (default: all 100,000)
#   ENGINE_SAMPLE  texts for the regex-engine comparison (default: 300)
#   LINEAR_STEPS   texts for Verity's unindexed scan (default: all 100,000)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
benchmarks="$(cd "$here/.." && pwd)"
corpus="$benchmarks/corpus/expressions"
venv="$benchmarks/.venv"

python_steps="${PYTHON_STEPS:-100000}"
engine_sample="${ENGINE_SAMPLE:-300}"
linear_steps="${LINEAR_STEPS:-100000}"

echo "== Preparing"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check cucumber-expressions
python3 "$here/generate.py" "$corpus"
build_log="$(mktemp)"
if ! (cd "$benchmarks" && swift build -c release --product ExpressionsBenchmark > "$build_log" 2>&1); then
    cat "$build_log"
    exit 1
fi
tail -1 "$build_log"
rm -f "$build_log"
binary="$(cd "$benchmarks" && swift build -c release --show-bin-path)/ExpressionsBenchmark"

echo "== Python cucumber-expressions $("$venv/bin/python" -m pip show cucumber-expressions | sed -n 's/^Version: //p'): every text against every expression"
python_line="$("$venv/bin/python" "$here/python_bench.py" "$corpus" "$python_steps")"
echo "$python_line"

echo "== Verity (release build)"
verity_output="$("$binary" "$corpus" "$engine_sample" "$linear_steps")"
echo "$verity_output"

field() { sed -n "s/.* $1=\([0-9.]*\).*/\1/p"; }
summary() {
    local key="$1" label="$2"
    local p i l
    p="$(echo "$python_line" | field "$key")"
    i="$(echo "$verity_output" | grep '^verity-indexed' | field "$key")"
    l="$(echo "$verity_output" | grep '^verity-linear' | field "$key")"
    echo "== Summary: step texts per $label (1,000 expressions, $python_steps Python texts)"
    awk -v p="$p" -v i="$i" -v l="$l" 'BEGIN {
        printf "Python (linear scan, official API):  %12.0f\n", p
        printf "Verity StepPatternIndex:             %12.0f   %.1fx Python\n", i, i / p
        printf "Verity linear scan (same as Python): %12.0f   %.1fx Python\n", l, l / p
    }'
}
summary rate "wall-clock second"
summary cpurate "CPU second (steadier on a shared machine)"
