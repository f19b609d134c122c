#!/usr/bin/env python3
"""Checks the HTML report and the living documentation in headless Chromium, as a product owner
reads them, and saves screenshots to look at.

    swift build --product verity
    python3 Scripts/report-browser-check.py            # screenshots in .build/reports/browser-check/

It renders the fixture streams (Tests/Fixtures/Streams) with one outline row made to fail, with
`verity report --title Coffee` and `verity docs --title Coffee`, then drives Chromium over
WebDriver (chromedriver, started here on a free port) and checks: the page leads with the
failures summary; a failure's link lands on its outline row, in view, its steps open; the
switch hides step definitions and durations and shows them again; the environment comes last.
It needs `chromium` and `chromedriver` (Debian: apt-get install chromium chromium-driver) and
nothing beyond Python's standard library. The exit status is 1 when a check fails.
"""
import argparse, base64, json, os, socket, subprocess, sys, tempfile, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STREAMS = os.path.join(ROOT, "Tests", "Fixtures", "Streams")


def failing_row_stream(path):
    """The `arguments` stream with the row "3 books, 1500 grams" failing at its last step."""
    with open(os.path.join(STREAMS, "arguments", "arguments.ndjson")) as source:
        messages = [json.loads(line) for line in source if line.strip()]
    pickle = next(m["pickle"] for m in messages if "pickle" in m
                  and any(s["text"] == "the scale shows 1500 grams" for s in m["pickle"]["steps"]))
    test_case = next(m["testCase"] for m in messages if "testCase" in m and m["testCase"]["pickleId"] == pickle["id"])
    step = next(s["id"] for s in test_case["testSteps"] if s.get("pickleStepId") == pickle["steps"][-1]["id"])
    for message in messages:
        finished = message.get("testStepFinished")
        if finished and finished["testStepId"] == step:
            finished["testStepResult"].update(status="FAILED", message="Expected 1500 grams, the scale shows 1499")
        if "testRunFinished" in message:
            message["testRunFinished"]["success"] = False
    with open(path, "w") as target:
        target.writelines(json.dumps(m) + "\n" for m in messages)


class Browser:
    """A WebDriver session on a chromedriver of its own."""

    def __init__(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.driver = subprocess.Popen(["chromedriver", f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        options = {"args": ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"]}
        self.session = "/session/" + self.call("POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request) as response:
            return json.loads(response.read())["value"]

    def go(self, url): self.call("POST", self.session + "/url", {"url": url})
    def js(self, script, *args): return self.call("POST", self.session + "/execute/sync", {"script": script, "args": list(args)})

    def click(self, css):
        element = list(self.call("POST", self.session + "/element", {"using": "css selector", "value": css}).values())[0]
        self.call("POST", self.session + f"/element/{element}/click", {})

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.call("GET", self.session + "/screenshot")))
        print("  screenshot", path)

    def close(self):
        try:
            self.call("DELETE", self.session)
        finally:
            self.driver.terminate()
            self.driver.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--verity", default=os.path.join(ROOT, ".build", "debug", "verity"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "reports", "browser-check"))
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="verity-browser-check-")
    failing = os.path.join(work, "arguments.ndjson")
    failing_row_stream(failing)
    stream = os.path.join(work, "coffee.ndjson")
    verity = arguments.verity
    subprocess.run([verity, "merge", failing, os.path.join(STREAMS, "failures", "failures.ndjson"),
                    os.path.join(STREAMS, "undefined", "undefined.ndjson"), "--output", stream], check=True)
    report = os.path.join(arguments.out, "report.html")
    docs = os.path.join(arguments.out, "docs")
    subprocess.run([verity, "report", stream, "--html", report, "--title", "Coffee"], check=True)
    subprocess.run([verity, "docs", STREAMS, "--messages", stream, "--title", "Coffee", "--output", docs], check=True, stdout=subprocess.DEVNULL)

    failed = []

    def check(condition, what):
        print(("  ok   " if condition else "  FAIL ") + what)
        if not condition:
            failed.append(what)

    def shot(name): browser.screenshot(os.path.join(arguments.out, name))

    shown = "return Array.from(document.querySelectorAll(arguments[0])).filter(e => e.getClientRects().length > 0).length"
    first_section = "return document.querySelector('main > section').id"
    last_section = "var s = document.querySelectorAll('main > section'); return s[s.length - 1].className"
    target = "var t = document.querySelector(':target'); return t ? {id: t.id, tag: t.tagName, status: t.getAttribute('data-status'), " \
             "top: t.getBoundingClientRect().top, open: !!t.querySelector('details[open]')} : null"
    browser = Browser()
    try:
        print("HTML report")
        browser.go("file://" + report)
        shot("report-top.png")
        check(browser.js("return document.querySelector('h1').textContent") == "Coffee", "the page is titled with the project's name")
        check(browser.js(first_section) == "failures", "the page leads with the failures summary")
        durations, definitions = browser.js(shown, ".duration"), browser.js(shown, "a.definition")
        check(durations > 0 and definitions > 0, f"{durations} durations and {definitions} step definitions shown at first")
        browser.click("label.details-toggle")
        check(all(browser.js(shown, css) == 0 for css in [".duration", "a.definition", "section.definitions"]),
              "the switch hides every duration, step definition and the step-definition section")
        check(browser.js(shown, "li.failure") == browser.js("return document.querySelectorAll('li.failure').length"), "the failures stay shown")
        browser.js("window.scrollTo(0, document.querySelector('.examples-table').getBoundingClientRect().top + window.scrollY - 120)")
        shot("report-details-hidden.png")
        browser.click("label.details-toggle")
        check(browser.js(shown, ".duration") == durations, "the switch shows them again")
        browser.js("window.scrollTo(0, 0)")
        browser.click("li.failure a.failure-link")
        landed = browser.js(target)
        check(landed is not None and landed["tag"] == "TBODY" and 0 <= landed["top"] < 400 and landed["open"],
              f"the first failure's link lands on its outline row, in view, its steps open: {landed}")
        shot("report-after-failure-link.png")
        browser.js("window.scrollTo(0, document.body.scrollHeight)")
        check(browser.js(last_section) == "environment", "the environment comes last")
        shot("report-bottom.png")

        print("Living documentation")
        browser.go("file://" + os.path.join(docs, "index.html"))
        shot("docs-index.png")
        check(browser.js(first_section) == "failures", "the index leads with the failures summary")
        check(browser.js(last_section) == "environment", "the index ends with the environment")
        browser.click("li.failure a.failure-link")
        landed = browser.js(target)
        check(landed is not None and landed["status"] == "failed" and 0 <= landed["top"] < 600,
              f"the first failure's link opens the feature's page at the failing row: {landed}")
        shot("docs-feature-after-failure-link.png")
        browser.js("window.scrollTo(0, 0)")
        check(browser.js(first_section) == "failures", "the feature's page leads with its own failures")
        shot("docs-feature-top.png")
    finally:
        browser.close()
    print(f"{len(failed)} of the checks failed" if failed else "every check passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
