#!/usr/bin/env bash
# Two demo instances on one database file: charges through both at once are all approved
# when they fit (none declined because the other instance held the file), and none is stored
# twice or lost. Usage: Examples/Bank/Scripts/two-instances.sh [CHARGES] [CLIENTS]
# (defaults 1200 and 4); SKIP_BUILD=1 reuses the build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$root"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  echo "== building the demo"
  swift build --package-path Examples/Bank --product demo > /dev/null
fi
demo="$(swift build --package-path Examples/Bank --show-bin-path)/demo"
python3 Examples/Bank/Scripts/two-instances.py "$demo" "${1:-1200}" "${2:-4}"
