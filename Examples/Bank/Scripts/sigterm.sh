#!/usr/bin/env bash
# Shutdown test: SIGTERM to the demo while clients charge and live pages (/events streams) are
# open; checks that it exits cleanly within 2 s, that every open page sees its stream end and
# that every acknowledged charge is kept; several rounds.
# Usage: Examples/Bank/Scripts/sigterm.sh [ROUNDS] [CLIENTS] [STREAMS]   (defaults 5, 4 and 8)
# SIGTERM_SEED picks the signal moments (default 2026); SKIP_BUILD=1 reuses the build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$root"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  echo "== building the demo"
  swift build --package-path Examples/Bank --product demo > /dev/null
fi
demo="$(swift build --package-path Examples/Bank --show-bin-path)/demo"
python3 Examples/Bank/Scripts/sigterm.py "$demo" "${1:-5}" "${2:-4}" "${3:-8}"
