#!/usr/bin/env bash
# Load test of the demo's JSON API: many concurrent $1.00 charges on one account through one
# session, then a check that the balances add up (no charge lost, none overspent).
#
# Usage: Examples/Bank/Scripts/load.sh [ACCOUNT] [DURATION]
#   ACCOUNT   the demo account to charge: Everyday ($1,250.00, runs out during a run) or
#             Savings ($5,000.00); default Everyday
#   DURATION  wrk's -d, default 30s
# Environment: THREADS (default 2), CONNECTIONS (default 16), SKIP_BUILD=1 to reuse the build.
set -euo pipefail

ACCOUNT_NAME="${1:-Everyday}"
DURATION="${2:-30s}"
THREADS="${THREADS:-2}"
CONNECTIONS="${CONNECTIONS:-16}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
WORK="$(mktemp -d)"
DEMO_PID=""

cleanup() {
  if [[ -n "$DEMO_PID" ]] && kill -0 "$DEMO_PID" 2>/dev/null; then
    kill -TERM "$DEMO_PID" 2>/dev/null || true
    wait "$DEMO_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

if ! command -v wrk >/dev/null 2>&1; then
  echo "wrk is missing; installing the Debian package…"
  if [[ "$(id -u)" == 0 ]]; then apt-get update -qq && apt-get install -y -qq wrk; else sudo apt-get update -qq && sudo apt-get install -y -qq wrk; fi
fi
for tool in curl python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is needed" >&2; exit 2; }
done

cd "$ROOT"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  echo "Building demo (release)…"
  swift build --package-path Examples/Bank -c release --product demo >"$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; exit 2; }
fi
DEMO="$(swift build --package-path Examples/Bank -c release --show-bin-path)/demo"

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
BASE="http://127.0.0.1:$PORT"
"$DEMO" --in-memory --port "$PORT" >"$WORK/demo.log" 2>&1 &
DEMO_PID=$!
for _ in $(seq 1 100); do
  curl -fs -o /dev/null "$BASE/sign-in" && break
  sleep 0.1
done
head -1 "$WORK/demo.log"

TOKEN="$(curl -fs -X POST "$BASE/api/sessions" -H 'Content-Type: application/json' \
  -d '{"username": "ada", "password": "lovelace"}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')"

accounts() {
  curl -fs "$BASE/api/accounts" -H "Authorization: Bearer $TOKEN"
}
# Prints: id available pendingTotal pendingCount loadCharges
account_figures() {
  python3 -c '
import json, sys
from decimal import Decimal
name = sys.argv[1]
account = next(a for a in json.load(sys.stdin)["accounts"] if a["name"] == name)
load = [t for t in account["pending"] if t["merchant"] == "Load Test"]
assert all(Decimal(t["amount"]) == Decimal("1.00") for t in load), "a load charge is not $1.00"
print(account["id"], account["available"], account["pendingTotal"], len(account["pending"]), len(load))
' "$ACCOUNT_NAME"
}

read -r ACCOUNT_ID AVAILABLE PENDING_BEFORE _ LOAD_BEFORE < <(accounts | account_figures)
echo "Account $ACCOUNT_NAME ($ACCOUNT_ID): available \$$AVAILABLE, pending \$$PENDING_BEFORE before the run"

cat >"$WORK/charge.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"amount": "1.00", "merchant": "Load Test"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("TOKEN")

local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) approved = 0; declined = 0; other = 0 end
function response(status, headers, body)
  if status == 201 then approved = approved + 1
  elseif status == 402 then declined = declined + 1
  else other = other + 1 end
end
function done(summary, latency, requests)
  local a, d, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    a = a + thread:get("approved"); d = d + thread:get("declined"); o = o + thread:get("other")
  end
  io.write(string.format("COUNTS %d %d %d\n", a, d, o))
end
LUA

echo "Running wrk -t$THREADS -c$CONNECTIONS -d$DURATION --latency: \$1.00 charges on $ACCOUNT_NAME…"
TOKEN="$TOKEN" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s "$WORK/charge.lua" \
  "$BASE/api/accounts/$ACCOUNT_ID/charges" | tee "$WORK/wrk.txt"

read -r _ APPROVED DECLINED OTHER < <(grep '^COUNTS' "$WORK/wrk.txt")
RPS="$(awk '/^Requests\/sec:/ {print $2}' "$WORK/wrk.txt")"
P50="$(awk '/^ +50%/ {print $2}' "$WORK/wrk.txt")"
P99="$(awk '/^ +99%/ {print $2}' "$WORK/wrk.txt")"
read -r _ AVAILABLE_AFTER PENDING_AFTER _ LOAD_AFTER < <(accounts | account_figures)
STORED=$((LOAD_AFTER - LOAD_BEFORE))

echo
echo "requests/s: $RPS   latency p50: $P50   p99: $P99"
echo "wrk saw: $APPROVED approved (201), $DECLINED declined (402), $OTHER other"
echo "store has: $STORED load charges; pending \$$PENDING_BEFORE → \$$PENDING_AFTER of \$$AVAILABLE_AFTER available"

python3 - "$AVAILABLE" "$AVAILABLE_AFTER" "$PENDING_BEFORE" "$PENDING_AFTER" "$STORED" "$APPROVED" "$OTHER" "$CONNECTIONS" <<'PY'
import sys
from decimal import Decimal
available, available_after, before, after = (Decimal(x) for x in sys.argv[1:5])
stored, approved, other, connections = (int(x) for x in sys.argv[5:9])
checks = [
    ("available balance unchanged by charges", available_after == available),
    ("pending total = before + stored charges x $1.00", after == before + stored * Decimal("1.00")),
    ("pending total <= available (never overspent)", after <= available),
    ("stored charges >= 201s wrk counted", stored >= approved),
    ("stored charges <= 201s + connections in flight", stored <= approved + connections),
    ("no answer other than 201 or 402", other == 0),
]
for name, ok in checks:
    print(("  ok   " if ok else "  FAIL ") + name)
ran_out = available - after < Decimal("1.00")
print("the account ran out during the run" if ran_out else "the account did not run out during the run")
ok = all(ok for _, ok in checks)
print("PASS: balances add up" if ok else "FAIL: balances do not add up")
sys.exit(0 if ok else 1)
PY
