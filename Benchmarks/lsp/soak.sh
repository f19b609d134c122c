#!/usr/bin/env bash
# Benchmarks/lsp/soak.sh: `verity lsp` under 10,000 random edits and requests (issue 35).
#
#   bash Benchmarks/lsp/soak.sh                       # builds verity in release first
#   VERITY_BIN=.build/debug/verity bash Benchmarks/lsp/soak.sh
#   SOAK_OPERATIONS=2000 SOAK_SEED=7 bash Benchmarks/lsp/soak.sh
#
# The workspace is lsp_bench.py's (1,000 Swift files, 200 step definitions, a feature file of
# about 6,000 lines); soak.py opens the feature file and performs the operations one after the
# other, each waited for: edits timed until their diagnostics, requests until their answer. It
# prints the server's resident memory and its peak after 1,000 operations and at the end, the
# median, p99 and maximum latencies, and the exit status after shutdown and exit, as JSON.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
if [ -z "${VERITY_BIN:-}" ]; then
  echo "== swift build -c release --product verity" >&2
  swift build -c release --product verity 2>&1 | tail -1 >&2
  VERITY_BIN="$repo/.build/release/verity"
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/verity-lsp-soak.XXXXXX")"
trap 'rm -rf "$work"' EXIT
python3 "$here/lsp_bench.py" generate "$work/corpus" >&2
echo "== soak: ${SOAK_OPERATIONS:-10000} operations (load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores)" >&2
python3 "$here/soak.py" --workspace "$work/corpus/swift" --operations "${SOAK_OPERATIONS:-10000}" \
  --seed "${SOAK_SEED:-35}" -- "$VERITY_BIN" lsp
