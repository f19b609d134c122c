#!/usr/bin/env python3
"""Two demos on one database file: every charge that fits is approved, none spent twice.

Starts two demo processes on one SQLite file, signs in to each, and has clients post $0.01
charges through both at once (half of the clients to each instance), fewer than the account
can cover. Another instance's writes make the file busy now and then; the store must wait and
retry rather than decline. It checks that no charge was declined (402) or left undecided
(503), that the store holds exactly the acknowledged charges, and that both instances show
the same figures soon after (each looks for the other's writes every second).

Usage: two-instances.py DEMO_BINARY [CHARGES] [CLIENTS]
"""
import os
import signal
import sys
import tempfile
import threading
import time
from collections import Counter
from decimal import Decimal

from crash import all_pending, free_port, request, savings, sign_in, start


def main():
    demo = sys.argv[1]
    charges = int(sys.argv[2]) if len(sys.argv) > 2 else 1200
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    work = tempfile.mkdtemp(prefix="verity-two-")
    database = os.path.join(work, "bank.sqlite")
    log = open(os.path.join(work, "demo.log"), "ab")
    # NB: the first creates and seeds the file; the second opens it once it exists.
    first, first_base = start(demo, database, free_port(), log)
    second, second_base = start(demo, database, free_port(), log)
    instances = [(first_base, sign_in(first_base)), (second_base, sign_in(second_base))]
    account = savings(first_base, instances[0][1])
    spendable = Decimal(account["spendable"])
    if Decimal("0.01") * charges > spendable:
        raise SystemExit(f"{charges} charges of $0.01 do not fit in ${spendable}")
    answers = Counter()
    acknowledged = []
    lock = threading.Lock()

    def client(number):
        base, token = instances[number % 2]
        for sent in range(number, charges, clients):
            merchant = f"Two c{number} n{sent}"
            status, _ = request(base, "POST", f"/api/accounts/{account['id']}/charges",
                                {"amount": "0.01", "merchant": merchant}, token=token, timeout=30)
            with lock:
                answers[status] += 1
                if status == 201:
                    acknowledged.append(merchant)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    stored = [charge["merchant"] for charge in all_pending(first_base, instances[0][1], account["id"])
              if charge["merchant"].startswith("Two ")]
    # NB: each instance sees the other's charges at its next look at the file (every second).
    deadline = time.monotonic() + 5
    while True:
        figures = [savings(base, token) for base, token in instances]
        if all(f["pendingCount"] == figures[0]["pendingCount"] for f in figures) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    for process in (first, second):
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=10)

    pending_added = Decimal(figures[0]["pendingTotal"]) - Decimal(account["pendingTotal"])
    checks = [
        (f"all {charges} charges approved (201), none declined (402) or undecided (503): {dict(answers)}",
         answers[201] == charges),
        ("the store holds exactly the acknowledged charges", sorted(stored) == sorted(acknowledged)),
        ("the pending total grew by $0.01 per acknowledged charge", pending_added == Decimal("0.01") * len(acknowledged)),
        ("both instances show the same figures within 5 s",
         all(f["pendingCount"] == figures[0]["pendingCount"] and f["pendingTotal"] == figures[0]["pendingTotal"]
             for f in figures)),
    ]
    print(f"two demos on one file, {clients} clients: {charges} charges of $0.01 on Savings (${spendable} spendable)")
    for name, ok in checks:
        print(("  ok   " if ok else "  FAIL ") + name)
    ok = all(ok for _, ok in checks)
    print("PASS" if ok else "FAIL")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
