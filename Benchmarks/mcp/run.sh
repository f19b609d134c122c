#!/usr/bin/env bash
# Benchmarks/mcp/run.sh: how fast `verity mcp` answers an agent on a 1,500-file suite (issue 31's
# goal: list_scenarios, find_undefined_steps and find_step_definition in at most 200 ms in
# release once the index is built), debug and release side by side.
#
#   bash Benchmarks/mcp/run.sh            # builds both
#   MCP_BENCH_RUNS=15 bash Benchmarks/mcp/run.sh
#   VERITY_DEBUG_BIN=… VERITY_RELEASE_BIN=… bash Benchmarks/mcp/run.sh   # skip the builds
#
# mcp_bench.py (standard library only) writes the package (the LSP benchmark's 200 step
# definitions; 1,500 feature files, 9,000 scenarios) and drives each binary's `verity mcp` over
# stdio; the figures are medians of MCP_BENCH_RUNS calls (default 7) after the first
# list_scenarios, which is shown on its own. No other MCP server reads Cucumber suites, so the
# goal stands in for a peer.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
runs="${MCP_BENCH_RUNS:-7}"
cd "$repo"
if [ -z "${VERITY_DEBUG_BIN:-}" ]; then
  echo "== swift build --product verity (debug)"
  swift build --product verity 2>&1 | tail -1
  VERITY_DEBUG_BIN="$repo/.build/debug/verity"
fi
if [ -z "${VERITY_RELEASE_BIN:-}" ]; then
  echo "== swift build -c release --product verity"
  swift build -c release --product verity 2>&1 | tail -1
  VERITY_RELEASE_BIN="$repo/.build/release/verity"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/mcp_bench.py" generate "$work/package"
python3 "$here/mcp_bench.py" measure "$work/package" "$VERITY_DEBUG_BIN" debug "$runs" > "$work/debug.json"
python3 "$here/mcp_bench.py" measure "$work/package" "$VERITY_RELEASE_BIN" release "$runs" > "$work/release.json"
python3 "$here/mcp_bench.py" table "$work/debug.json" "$work/release.json"
