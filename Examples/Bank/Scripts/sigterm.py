#!/usr/bin/env python3
"""Shutdown test of the demo: SIGTERM under load, with live pages open.

Each round starts the demo on one SQLite file, opens several /events streams (as open pages
would), has several clients post $0.01 charges through the JSON API, and sends SIGTERM at a
random moment. It measures how long the process takes to exit (the goal is 2 s), checks that
it exited cleanly and that every stream was ended, then restarts the demo on the same file
and checks that every charge the server acknowledged (201) is stored.

Usage: sigterm.py DEMO_BINARY [ROUNDS] [CLIENTS] [STREAMS]
"""
import os
import random
import signal
import sys
import tempfile
import threading
import time
import urllib.request

from crash import all_pending, charge_until, free_port, savings, sign_in, start

GOAL_SECONDS = 2.0


def open_stream(base, token, ended, number):
    """Reads an /events stream until the server ends it; records that it ended."""
    req = urllib.request.Request(base + "/events", headers={"Authorization": "Bearer " + token})
    try:
        with urllib.request.urlopen(req, timeout=30) as answer:
            while answer.readline():
                pass
    except OSError:
        pass
    ended[number] = time.monotonic()


def main():
    demo = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    streams = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    work = tempfile.mkdtemp(prefix="verity-sigterm-")
    database = os.path.join(work, "bank.sqlite")
    log = open(os.path.join(work, "demo.log"), "ab")
    random_source = random.Random(int(os.environ.get("SIGTERM_SEED", "2026")))
    acknowledged_total = lost_total = 0
    slowest = 0.0
    failures = []
    for round_number in range(1, rounds + 1):
        process, base = start(demo, database, free_port(), log)
        token = sign_in(base)
        account = savings(base, token)["id"]
        # NB: a session keeps at most four streams, so the streams are spread over sessions.
        stream_tokens = [sign_in(base) for _ in range((streams + 3) // 4)]
        ended = [None] * streams
        readers = [threading.Thread(target=open_stream, args=(base, stream_tokens[n // 4], ended, n), daemon=True)
                   for n in range(streams)]
        for reader in readers:
            reader.start()
        acknowledged = []
        lock = threading.Lock()
        stop = threading.Event()

        def client(number):
            charge_until(base, token, account, f"Term r{round_number} c{number}", stop, acknowledged, lock)

        charging = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
        for thread in charging:
            thread.start()
        time.sleep(random_source.uniform(1.0, 3.0))
        with lock:
            before = len(acknowledged)
        sent_at = time.monotonic()
        process.send_signal(signal.SIGTERM)
        try:
            code = process.wait(timeout=30)
        except Exception:
            process.kill()
            code = process.wait()
            failures.append(f"round {round_number}: still running 30 s after SIGTERM; killed")
        took = time.monotonic() - sent_at
        slowest = max(slowest, took)
        stop.set()
        for thread in charging:
            thread.join()
        for reader in readers:
            reader.join(timeout=5)
        open_streams = sum(1 for moment in ended if moment is None)
        if code != 0:
            failures.append(f"round {round_number}: exit status {code}")
        if took > GOAL_SECONDS:
            failures.append(f"round {round_number}: exited {took:.2f} s after SIGTERM (goal {GOAL_SECONDS} s)")
        if open_streams:
            failures.append(f"round {round_number}: {open_streams} streams were not ended")
        if before == 0:
            failures.append(f"round {round_number}: no charge was acknowledged before SIGTERM, so nothing was under load")

        process, base = start(demo, database, free_port(), log)
        token = sign_in(base)
        stored = {charge["merchant"] for charge in all_pending(base, token, account)}
        lost = [merchant for merchant in acknowledged if merchant not in stored]
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=10)
        acknowledged_total += len(acknowledged)
        lost_total += len(lost)
        if lost:
            failures.append(f"round {round_number}: {len(lost)} acknowledged charges lost (first: {lost[0]})")
        print(f"round {round_number}: SIGTERM with {streams} streams open and {clients} clients charging; "
              f"exited {took:.2f} s later with status {code}; {len(acknowledged)} acknowledged charges, {len(lost)} lost")
    print(f"{rounds} rounds: slowest exit {slowest:.2f} s after SIGTERM (goal {GOAL_SECONDS} s); "
          f"{acknowledged_total} acknowledged charges, {lost_total} lost")
    for failure in failures:
        print("  " + failure)
    print("PASS" if not failures else "FAIL")
    sys.exit(0 if not failures else 1)


if __name__ == "__main__":
    main()
