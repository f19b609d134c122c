#!/usr/bin/env bash
# Crash test: bounded charges from several clients, `kill -9` of the demo at a random moment,
# restart on the same database, and a check that every acknowledged charge is stored; several
# rounds. Usage: Examples/Bank/Scripts/crash.sh [ROUNDS] [CLIENTS]   (defaults 5 and 4)
# CRASH_SEED picks the kill moments (default 2026); SKIP_BUILD=1 reuses the build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$root"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  echo "== building the demo"
  swift build --package-path Examples/Bank --product demo > /dev/null
fi
demo="$(swift build --package-path Examples/Bank --show-bin-path)/demo"
python3 Examples/Bank/Scripts/crash.py "$demo" "${1:-5}" "${2:-4}"
