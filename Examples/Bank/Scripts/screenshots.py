#!/usr/bin/env python3
"""Takes the demo's screenshots through chromedriver (WebDriver over HTTP, standard library only).

Usage: screenshots.py BASE_URL REPORT_HTML OUTPUT_FOLDER

Signs in as ada / lovelace, makes one approved and one declined charge, and saves the accounts
page (accounts.png); asks to sign out and saves the confirmation (sign-out.png); opens the HTML
requirements report and saves it (requirements-report.png). Elements are found by id only.
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Driver:
    def __init__(self):
        executable = os.environ.get("VERITY_CHROMEDRIVER") or shutil.which("chromedriver")
        if not executable:
            sys.exit("chromedriver not found: apt-get install chromium chromium-driver (or set VERITY_CHROMEDRIVER)")
        self.port = free_port()
        self.process = subprocess.Popen([executable, f"--port={self.port}"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while True:
            try:
                if self.call("GET", "/status")["ready"]:
                    break
            except (OSError, urllib.error.URLError):
                pass
            if time.monotonic() > deadline:
                self.process.kill()
                sys.exit("chromedriver did not become ready")
            time.sleep(0.05)

    def call(self, method, path, body=None):
        data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return json.load(answer)["value"]
        except urllib.error.HTTPError as error:
            value = json.load(error)["value"]
            raise RuntimeError(f"{method} {path}: {value.get('error')}: {value.get('message', '').splitlines()[0]}")

    def stop(self):
        try:
            self.call("GET", "/shutdown")
        except (OSError, urllib.error.URLError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Browser:
    def __init__(self, driver, width, height):
        chromium = os.environ.get("VERITY_CHROMIUM") or shutil.which("chromium") or shutil.which("google-chrome")
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            f"--window-size={width},{height}", "--hide-scrollbars"]}
        if chromium:
            options["binary"] = chromium
        self.driver = driver
        capabilities = {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}
        self.session = driver.call("POST", "/session", {"capabilities": capabilities})["sessionId"]

    def call(self, method, path, body=None):
        return self.driver.call(method, f"/session/{self.session}{path}", body)

    def go(self, url):
        self.call("POST", "/url", {"url": url})

    def element(self, element_id, timeout=5):
        deadline = time.monotonic() + timeout
        while True:
            try:
                found = self.call("POST", "/element", {"using": "css selector", "value": f'[id="{element_id}"]'})
                return next(iter(found.values()))
            except RuntimeError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def type(self, element_id, text):
        element = self.element(element_id)
        self.call("POST", f"/element/{element}/clear")
        self.call("POST", f"/element/{element}/value", {"text": text})

    def click(self, element_id):
        self.call("POST", f"/element/{self.element(element_id)}/click")

    def text(self, element_id):
        return self.call("GET", f"/element/{self.element(element_id)}/text")

    def screenshot(self, path):
        Path(path).write_bytes(base64.b64decode(self.call("GET", "/screenshot")))
        print(f"wrote {path}")

    def close(self):
        self.call("DELETE", "")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    base, report, folder = sys.argv[1].rstrip("/"), Path(sys.argv[2]).resolve(), Path(sys.argv[3])
    folder.mkdir(parents=True, exist_ok=True)
    driver = Driver()
    try:
        browser = Browser(driver, 1280, 900)
        browser.go(f"{base}/sign-in")
        browser.type("sign-in-username", "ada")
        browser.type("sign-in-password", "lovelace")
        browser.click("sign-in-submit")
        customer = browser.text("signed-in-customer")
        if customer != "ada":
            sys.exit(f"not signed in as ada: {customer!r}")
        browser.type("charge-amount", "24.90")
        browser.type("charge-merchant", "Corner Shop")
        browser.click("charge-submit")
        print("first charge:", browser.text("charge-result"))
        browser.type("charge-amount", "5000.00")
        browser.type("charge-merchant", "Piano Gallery")
        browser.click("charge-submit")
        print("second charge:", browser.text("charge-result"))
        browser.screenshot(folder / "accounts.png")
        browser.click("sign-out")
        browser.element("sign-out-confirmation")
        browser.screenshot(folder / "sign-out.png")
        browser.click("sign-out-cancel")
        browser.close()

        report_browser = Browser(driver, 1280, 1100)
        report_browser.go(report.as_uri())
        time.sleep(0.5)  # the report lays itself out with a script; no element id to wait for
        report_browser.screenshot(folder / "requirements-report.png")
        report_browser.close()
    finally:
        driver.stop()


if __name__ == "__main__":
    main()
