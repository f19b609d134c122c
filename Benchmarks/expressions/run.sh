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
(cd "$benchmarks" && swift build -c release --product ExpressionsBenchmark 2>&1 | tail -1)
binary="$(cd "$benchmarks" && swift build -c release --show-bin-path)/ExpressionsBenchmark"

echo "== Python cucumber-expressions $("$venv/bin/python" -m pip show cucumber-expressions | sed -n 's/^Version: //p'): every text against every expression"
python_line="$("$venv/bin/python" "$here/python_bench.py" "$corpus" "$python_steps")"
echo "$python_line"

echo "== Verity (release build)"
verity_output="$("$binary" "$corpus" "$engine_sample" "$linear_steps")"
echo "$verity_output"

rate_of() { sed -n 's/.*rate=\([0-9.]*\).*/\1/p'; }
python_rate="$(echo "$python_line" | rate_of)"
indexed_rate="$(echo "$verity_output" | grep '^verity-indexed' | rate_of)"
linear_rate="$(echo "$verity_output" | grep '^verity-linear' | rate_of)"

echo "== Summary (step texts per second, 1,000 expressions)"
awk -v p="$python_rate" -v i="$indexed_rate" -v l="$linear_rate" 'BEGIN {
    printf "Python (linear scan, official API):  %12.0f\n", p
    printf "Verity StepPatternIndex:             %12.0f   %.1fx Python\n", i, i / p
    printf "Verity linear scan (same as Python): %12.0f   %.1fx Python\n", l, l / p
}'
