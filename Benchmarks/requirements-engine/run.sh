#!/usr/bin/env bash
# The Requirements engine in process (no behave comparison; see the issue's benchmark script
# for that): 20,000 scenarios x 8 steps over 500 definitions, serial and parallel, with and
# without building the message stream, and step lookup against 10 and 10,000 definitions.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product RequirementsEngineBenchmark >/dev/null
bench=.build/release/RequirementsEngineBenchmark
echo "== 500 definitions, serial";                      "$bench" 500 20000
echo "== 500 definitions, parallel";                    "$bench" 500 20000 --parallel
echo "== 500 definitions, serial, every message built"; "$bench" 500 20000 --messages
echo "== 10 definitions";                               "$bench" 10 20000
echo "== 10,000 definitions";                           "$bench" 10000 20000
