#!/usr/bin/env bash
# Runs the architecture benchmark: Source fan-out to 1, 100 and 10,000 subscribers and Action
# invocation, for Verity, the floor (an array of closures), OpenCombine's CurrentValueSubject
# and @Observable with Observations, in one release-build run; first for an Int with one action,
# then for a realistic model (a three-state login screen rebuilt with five actions per update).
#   Benchmarks/architecture/run.sh            # 7 samples per figure
#   SAMPLES=15 Benchmarks/architecture/run.sh
#   TIME=realistic-floor:1,realistic-verity:1,realistic-opencombine:1 Benchmarks/architecture/run.sh
#                                             # only those scenarios (name:subscribers), in turn
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product ArchitectureBenchmark
"$(swift build -c release --show-bin-path)/ArchitectureBenchmark"
