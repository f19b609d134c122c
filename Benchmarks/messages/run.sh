#!/usr/bin/env bash
# Runs the messages benchmark: NDJSON encoding of a run's execution messages through
# NDJSONEncoder's direct writers and through the generic Encodable path, for a synthetic run
# of STEPS steps (default 100,000) and for every CCK sample stream repeated to the same size.
#   Benchmarks/messages/run.sh                 # 100,000 steps, best of 5
#   Benchmarks/messages/run.sh 20000 9
# Timings on a shared machine are noisy; Benchmarks/messages/callgrind.sh counts instructions.
set -euo pipefail
cd "$(dirname "$0")/.."
samples="${VERITY_CONFORMANCE_DIR:-$(cd .. && pwd)/../shared/conformance}/cck/devkit/samples"
swift build -c release --product MessagesBenchmark
"$(swift build -c release --show-bin-path)/MessagesBenchmark" "${1:-100000}" "${2:-5}" --cck "$samples"
