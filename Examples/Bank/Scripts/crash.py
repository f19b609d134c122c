#!/usr/bin/env python3
"""Crash test of the demo: acknowledged charges must survive `kill -9`.

Each round starts the demo on one SQLite file, has several clients post $0.01 charges through
the JSON API (each with a merchant name of its own), kills the server with SIGKILL at a random
moment, restarts it on the same file and checks that every charge the server acknowledged
(201) is stored. Bounded: a fixed number of rounds, each at most a few seconds of charges.

Usage: crash.py DEMO_BINARY [ROUNDS] [CLIENTS]
"""
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(base, method, path, body=None, token=None, timeout=5):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    if body is not None:
        req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, None


def start(demo, database, port, log):
    process = subprocess.Popen([demo, "--database", database, "--port", str(port)], stdout=log, stderr=log)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            urllib.request.urlopen(base + "/sign-in", timeout=1).read()
            return process, base
        except OSError:
            if process.poll() is not None:
                raise SystemExit(f"the demo exited with {process.returncode}; see {log.name}")
            time.sleep(0.05)
    raise SystemExit("the demo did not start within 10 s")


def sign_in(base):
    status, answer = request(base, "POST", "/api/sessions", {"username": "ada", "password": "lovelace"})
    if status != 201 and status != 200:
        raise SystemExit(f"sign-in answered {status}")
    return answer["token"]


def savings(base, token):
    status, answer = request(base, "GET", "/api/accounts", token=token)
    if status != 200:
        raise SystemExit(f"/api/accounts answered {status}")
    return next(account for account in answer["accounts"] if account["name"] == "Savings")


def all_pending(base, token, account):
    """Every pending charge of the account, read a page at a time by following the older links."""
    charges = []
    path = f"/api/accounts/{account}/pending?limit=100"
    while path:
        status, page = request(base, "GET", path, token=token)
        if status != 200:
            raise SystemExit(f"{path} answered {status}")
        charges += page["charges"]
        path = page["older"]
    return charges


def charge_until(base, token, account, prefix, stop, acknowledged, lock, limit=None, timeout=5):
    """Posts $0.01 charges named `PREFIX nN` to `account` until `stop` is set, `limit` are sent
    or the server stops answering, and appends each acknowledged (201) merchant under `lock`."""
    sent = 0
    while not stop.is_set() and (limit is None or sent < limit):
        merchant = f"{prefix} n{sent}"
        sent += 1
        try:
            status, _ = request(base, "POST", f"/api/accounts/{account}/charges",
                                {"amount": "0.01", "merchant": merchant}, token=token, timeout=timeout)
        except OSError:
            return  # the server is gone
        if status == 201:
            with lock:
                acknowledged.append(merchant)


def main():
    demo = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    work = tempfile.mkdtemp(prefix="verity-crash-")
    database = os.path.join(work, "bank.sqlite")
    log = open(os.path.join(work, "demo.log"), "ab")
    acknowledged_total = lost_total = 0
    random_source = random.Random(int(os.environ.get("CRASH_SEED", "2026")))
    for round_number in range(1, rounds + 1):
        port = free_port()
        process, base = start(demo, database, port, log)
        token = sign_in(base)
        account = savings(base, token)["id"]
        acknowledged = []
        lock = threading.Lock()
        stop = threading.Event()

        def client(number):
            charge_until(base, token, account, f"Crash r{round_number} c{number}", stop, acknowledged, lock,
                         limit=2000, timeout=2)

        threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
        for thread in threads:
            thread.start()
        time.sleep(random_source.uniform(0.3, 2.0))
        process.send_signal(signal.SIGKILL)
        process.wait()
        stop.set()
        for thread in threads:
            thread.join()

        process, base = start(demo, database, free_port(), log)
        token = sign_in(base)
        stored = {charge["merchant"] for charge in all_pending(base, token, account)}
        lost = [merchant for merchant in acknowledged if merchant not in stored]
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=10)
        acknowledged_total += len(acknowledged)
        lost_total += len(lost)
        print(f"round {round_number}: {len(acknowledged)} acknowledged charges, {len(lost)} lost"
              + (f" (first: {lost[0]})" if lost else ""))
    print(f"{rounds} rounds: {acknowledged_total} acknowledged charges, {lost_total} lost")
    print("PASS" if lost_total == 0 and acknowledged_total > 0 else "FAIL")
    sys.exit(0 if lost_total == 0 and acknowledged_total > 0 else 1)


if __name__ == "__main__":
    main()
