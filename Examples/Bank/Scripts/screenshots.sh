#!/usr/bin/env bash
# The demo's screenshots for the README, taken in headless Chromium through chromedriver:
#   Examples/Bank/Screenshots/accounts.png            ada's accounts after an approved and a declined charge
#   Examples/Bank/Screenshots/sign-out.png            the sign-out confirmation
#   Examples/Bank/Screenshots/requirements-report.png the HTML report of the API requirements
# Needs chromium and chromedriver (Debian: apt-get install chromium chromium-driver) and python3.
set -euo pipefail
cd "$(dirname "$0")/../../.."

out=Examples/Bank/Screenshots
report=Examples/Bank/.build/reports/bank-requirements-api.html
mkdir -p "$out"

if [ ! -f "$report" ]; then
  echo "== $report is missing: running the API requirements"
  swift test --package-path Examples/Bank --filter BankRequirementsAtTheAPI
fi

echo "== building the demo"
swift build --package-path Examples/Bank --product demo
demo="$(swift build --package-path Examples/Bank --show-bin-path)/demo"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log=$(mktemp)
"$demo" --in-memory --port "$port" > "$log" 2>&1 &
demo_pid=$!
trap 'kill "$demo_pid" 2> /dev/null || true; wait "$demo_pid" 2> /dev/null || true; rm -f "$log"' EXIT

for _ in $(seq 1 100); do
  if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/sign-in', timeout=1)" 2> /dev/null; then
    break
  fi
  if ! kill -0 "$demo_pid" 2> /dev/null; then
    echo "the demo stopped:" >&2
    cat "$log" >&2
    exit 1
  fi
  sleep 0.1
done
cat "$log"

python3 Examples/Bank/Scripts/screenshots.py "http://127.0.0.1:$port" "$report" "$out"
