#!/usr/bin/env python3
"""The stdio driver of Benchmarks/lsp/run.sh: makes the workspace and times language servers.

Standard library only (the `gherkin-parse` command imports the official parser, which run.sh
installs into Benchmarks/.venv and runs this file with).

    lsp_bench.py generate DIR
        DIR/swift: 1,000 Swift files (about 100 lines each; 41 hold the 200 step definitions and
        the custom parameter type, the rest is ordinary app code) and Features/office.feature
        (about 6,000 lines: scenarios of 8 steps, data tables, outlines, 1 % undefined steps).
        DIR/python: the same definitions for pytest-bdd (the peer's language) in 1,000 Python
        files, and the same feature file.
    lsp_bench.py measure --label L --workspace DIR --kind verity|pytest-bdd [--runs 7] -- CMD…
        Starts CMD (a language server on stdio) --runs times; each time times the workspace scan
        (from `initialized` to the scan's end: Verity's `window/logMessage` line, the peer's
        `$/progress` end), then `didOpen` of the feature file until its `publishDiagnostics`,
        then four one-character `didChange`s, each until its `publishDiagnostics`. Prints JSON.
    lsp_bench.py gherkin-parse FILE [--runs 7]
        The official Python parser (gherkin-official) on FILE: the floor for the parsing part.
    lsp_bench.py table RESULT.json…
        The table run.sh prints.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

# MARK: The workspace

SUBJECTS = ["the customer", "the clerk", "the manager", "the auditor", "the courier",
            "the cashier", "the supplier", "the admin", "the guest", "the member"]
ACTIONS = [("orders", "parcels"), ("returns", "parcels"), ("opens", "accounts"),
           ("closes", "accounts"), ("approves", "invoices"), ("rejects", "invoices"),
           ("books", "rooms"), ("cancels", "bookings"), ("ships", "crates"), ("counts", "coins"),
           ("files", "reports"), ("signs", "contracts"), ("pays", "bills"), ("sends", "letters"),
           ("archives", "records"), ("reviews", "claims"), ("loads", "pallets"),
           ("prints", "labels"), ("renews", "licences"), ("checks", "tickets")]
COLOURS = ["red", "green", "blue", "amber"]
KEYWORDS = ["given", "when", "then"]
SWIFT_FILES = 1000
STEP_FILES = 40  # 5 definitions each, plus one file for the suite and the parameter type


class Definition:
    """One step definition, written for Verity (Swift) and for pytest-bdd (Python)."""

    def __init__(self, index: int):
        subject = SUBJECTS[index // len(ACTIONS)]
        verb, thing = ACTIONS[index % len(ACTIONS)]
        self.index, self.keyword = index, KEYWORDS[index % 3]
        self.form = index % 10
        base = f"{subject} {verb}"
        if self.form <= 4:
            self.swift = f'"{base} {{int}} {thing}"'
            self.python = f'parsers.parse("{base} {{count:d}} {thing}")'
            self.example = lambda r: f"{base} {r.randint(1, 99)} {thing}"
            self.outline = f"{base} <count> {thing}"
        elif self.form == 5:
            self.swift = f'"{base} the {thing} named {{string}}"'
            self.python = f'parsers.parse(\'{base} the {thing} named "{{name}}"\')'
            self.example = lambda r: f'{base} the {thing} named "{r.choice(["North", "Main", "Depot"])} {r.randint(1, 9)}"'
            self.outline = f'{base} the {thing} named "<name>"'
        elif self.form == 6:
            self.swift = f'"{base} {{int}} {thing} labelled {{colour}}"'
            self.python = f'parsers.re(r"{base} (?P<count>\\d+) {thing} labelled (?P<colour>red|green|blue|amber)")'
            self.example = lambda r: f"{base} {r.randint(1, 99)} {thing} labelled {r.choice(COLOURS)}"
            self.outline = f"{base} <count> {thing} labelled <colour>"
        elif self.form == 7:
            self.swift = f'"{base} {thing} worth {{float}} euros"'
            self.python = f'parsers.parse("{base} {thing} worth {{amount:g}} euros")'
            self.example = lambda r: f"{base} {thing} worth {r.randint(1, 999)}.{r.randint(0, 99):02d} euros"
            self.outline = f"{base} {thing} worth <amount> euros"
        elif self.form == 8:
            self.swift = f'.regex(#"^{base} (\\d+) {thing} today$"#)'
            self.python = f'parsers.re(r"^{base} (?P<count>\\d+) {thing} today$")'
            self.example = lambda r: f"{base} {r.randint(1, 99)} {thing} today"
            self.outline = f"{base} <count> {thing} today"
        else:
            self.swift = f'"{base} all {thing} now/today"'
            self.python = f'parsers.re(r"{base} all {thing} (?:now|today)")'
            self.example = lambda r: f"{base} all {thing} {r.choice(['now', 'today'])}"
            self.outline = f"{base} all {thing} now"
        self.argument = {0: "(office, count: Int)", 5: "(office, name: String)",
                         6: "(office, count: Int, colour: Colour)", 7: "(office, amount: Double)",
                         8: "(office, count: Int)", 9: "office"}[0 if self.form <= 4 else self.form]


DEFINITIONS = [Definition(i) for i in range(len(SUBJECTS) * len(ACTIONS))]


def words(r: random.Random, n: int) -> str:
    pool = ["ledger", "balance", "window", "session", "queue", "record", "draft", "limit",
            "region", "quota", "backlog", "status", "token", "digest", "cursor", "archive"]
    return " ".join(r.choice(pool) for _ in range(n))


def camel(text: str) -> str:
    parts = re.split(r"[^a-zA-Z0-9]+", text)
    return parts[0].lower() + "".join(p.capitalize() for p in parts[1:])


def swift_app_file(r: random.Random, n: int) -> str:
    """About 100 lines of ordinary Swift: a model, an enum, functions; no step definitions."""
    name = f"{r.choice(['Ledger', 'Invoice', 'Parcel', 'Route', 'Account', 'Shelf'])}{n}"
    out = ["import Foundation", "", f"/// {words(r, 6).capitalize()}.", f"public struct {name}: Sendable, Hashable {{"]
    fields = [f"field{i}" for i in range(r.randint(6, 9))]
    for f in fields:
        out.append(f"    /// The {words(r, 2)}.")
        out.append(f"    public var {f}: {r.choice(['Int', 'String', 'Double', '[String]'])}")
    out.append("")
    out.append(f"    public enum State: String, Sendable {{ case draft, open, given, closed }}")
    out.append("")
    while len(out) < 92:
        fn = camel(words(r, 2)) + str(len(out))
        out += [f"    /// Returns the {words(r, 3)} for `{fn}`.",
                f"    public func {fn}(_ input: Int, label: String = \"{words(r, 2)}\") -> String {{",
                f"        let total = input * {r.randint(2, 99)} + {r.randint(0, 9)}",
                f"        guard total > {r.randint(10, 500)} else {{ return \"{words(r, 3)}\" }}",
                f"        let parts = [label, String(total), \"{words(r, 1)}\"].filter {{ !$0.isEmpty }}",
                f"        // {words(r, 8)}",
                "        return parts.joined(separator: \" \")",
                "    }", ""]
    out += ["}", "", f"extension {name} {{", f"    static let sample = \"given {words(r, 3)}\"", "}", ""]
    return "\n".join(out)


def swift_steps_file(r: random.Random, group: int, defs: list[Definition]) -> str:
    """About 100 lines: five step definitions in a function, with doc comments and helpers."""
    out = ["import Foundation", "import Requirements", "", "extension Office {",
           f"    /// Steps of group {group}: {words(r, 4)}.",
           f"    static func group{group}(_ steps: inout Steps<Office>) {{"]
    for d in defs:
        if d.index % 2 == 0:
            out.append(f"        /// {words(r, 7).capitalize()}.")
        out.append(f"        steps.{d.keyword}({d.swift}) {{ {d.argument} in")
        out += [f"            office.log.append(\"{words(r, 2)}\")",
                f"            office.counter += {r.randint(1, 9)}",
                f"            try #require(office.counter > 0)",
                "        }"]
    out += ["    }", ""]
    while len(out) < 96:
        fn = camel(words(r, 2)) + str(len(out))
        out += [f"    /// Helper: {words(r, 5)}.",
                f"    func {fn}(_ value: Int) -> Int {{",
                f"        let scaled = value * {r.randint(2, 9)}",
                f"        return scaled > {r.randint(10, 99)} ? scaled : value",
                "    }", ""]
    out += ["}", ""]
    return "\n".join(out)


def swift_suite_file() -> str:
    calls = "\n".join(f"    Office.group{g}(&steps)" for g in range(STEP_FILES))
    return f"""import Foundation
import Requirements

/// The office every scenario works in.
struct Office {{
    var counter = 0
    var log: [String] = []
}}

enum Colour: String, Sendable {{ case red, green, blue, amber }}

let officeSteps = Steps<Office>(world: Office.init) {{ steps in
    /// A label's colour.
    steps.parameterType("colour", regexp: "red|green|blue|amber") {{ Colour(rawValue: $0) }}
{calls}
}}

let features = FeatureSuite(officeSteps, resourcesIn: .module)
"""


def python_app_file(r: random.Random, n: int) -> str:
    out = ['"""' + words(r, 6).capitalize() + '."""', "", "from dataclasses import dataclass", "", "",
           "@dataclass", f"class Model{n}:", f'    """{words(r, 4).capitalize()}."""', ""]
    for i in range(r.randint(6, 9)):
        out.append(f"    field{i}: {r.choice(['int', 'str', 'float', 'list[str]'])} = None")
    out.append("")
    while len(out) < 96:
        fn = camel(words(r, 2)) + str(len(out))
        out += [f"    def {fn}(self, value: int, label: str = \"{words(r, 2)}\") -> str:",
                f'        """Return the {words(r, 3)}."""',
                f"        total = value * {r.randint(2, 99)} + {r.randint(0, 9)}",
                f"        if total <= {r.randint(10, 500)}:",
                f'            return "{words(r, 3)}"',
                f"        # {words(r, 8)}",
                '        return " ".join([label, str(total)])', ""]
    return "\n".join(out) + "\n"


def python_steps_file(r: random.Random, group: int, defs: list[Definition]) -> str:
    out = [f'"""Steps of group {group}: {words(r, 4)}."""', "", "from pytest_bdd import given, parsers, then, when", ""]
    for d in defs:
        params = {0: "count", 5: "name", 6: "count, colour", 7: "amount", 8: "count", 9: ""}[d.form if d.form >= 5 else 0]
        out += ["", f"@{d.keyword}({d.python})", f"def step_{d.index}(office{', ' if params else ''}{params}):"]
        out.append(f'    """{words(r, 7).capitalize()}."""' if d.index % 2 == 0 else "    # no doc comment")
        out += [f'    office.log.append("{words(r, 2)}")', f"    office.counter += {r.randint(1, 9)}",
                "    assert office.counter > 0"]
    while len(out) < 96:
        fn = camel(words(r, 2)) + str(len(out))
        out += ["", "", f"def {fn}(value: int) -> int:", f'    """Helper: {words(r, 5)}."""',
                f"    scaled = value * {r.randint(2, 9)}", f"    return scaled if scaled > {r.randint(10, 99)} else value"]
    return "\n".join(out) + "\n"


# A scenario's eight steps: three Givens, two Whens, three Thens (pytest-bdd, the peer, matches a
# step only to definitions of its keyword; And and But take the one before them).
PLAN = ["given"] * 3 + ["when"] * 2 + ["then"] * 3
PRINTED = ["Given", "And", "And", "When", "And", "Then", "And", "But"]
BY_KEYWORD = {k: [d for d in DEFINITIONS if d.keyword == k] for k in KEYWORDS}


def feature_file(r: random.Random) -> tuple[str, int]:
    """About 6,000 lines; returns the text and how many of its steps are undefined."""
    out = ["@office", "Feature: The office at work", "",
           "  The generated feature file of the language-server benchmark: every step but a few",
           "  matches one of the 200 definitions.", ""]
    undefined = 0
    plain, outlines = 500, 40
    for s in range(plain + outlines):
        if s % 7 == 0:
            out.append(f"  @group{s % 40}")
        if s >= plain:
            out.append(f"  Scenario Outline: {words(r, 3)} {s}")
            for keyword, plan in zip(PRINTED, PLAN):
                out.append(f"    {keyword} {r.choice(BY_KEYWORD[plan]).outline}")
            out += ["", "    Examples:", "      | count | name     | colour | amount |"]
            for _ in range(4):
                out.append(f"      | {r.randint(1, 99):<5} | Main {r.randint(1, 9)}   | {r.choice(COLOURS):<6} | {r.randint(1, 99)}.5   |")
            out.append("")
            continue
        out.append(f"  Scenario: {words(r, 3)} {s}")
        for i, (keyword, plan) in enumerate(zip(PRINTED, PLAN)):
            text = r.choice(BY_KEYWORD[plan]).example(r)
            if r.random() < 0.01:
                text, undefined = text + " twice over", undefined + 1
            out.append(f"    {keyword} {text}")
            if i == 3 and s % 5 == 0:
                out += ["      | item   | count |", f"      | {words(r, 1):<6} | {r.randint(1, 9)}     |"]
        out.append("")
    return "\n".join(out), undefined


def generate(directory: Path) -> None:
    r = random.Random(21)
    swift, python = directory / "swift", directory / "python"
    feature, undefined = feature_file(r)
    groups = [DEFINITIONS[i:i + 5] for i in range(0, len(DEFINITIONS), 5)]
    assert len(groups) == STEP_FILES
    for root in (swift, python):
        (root / "Features").mkdir(parents=True, exist_ok=True)
        (root / "Features" / "office.feature").write_text(feature)
    (swift / "Tests" / "OfficeRequirements").mkdir(parents=True, exist_ok=True)
    (swift / "Tests" / "OfficeRequirements" / "OfficeSteps.swift").write_text(swift_suite_file())
    (python / "tests").mkdir(parents=True, exist_ok=True)
    (python / "tests" / "conftest.py").write_text('"""The office."""\n\nimport pytest\n')
    for g, defs in enumerate(groups):
        (swift / "Tests" / "OfficeRequirements" / f"OfficeSteps+Group{g}.swift").write_text(swift_steps_file(r, g, defs))
        (python / "tests" / f"test_steps_group{g}.py").write_text(python_steps_file(r, g, defs))
    for n in range(SWIFT_FILES - STEP_FILES - 1):
        module = f"Module{n // 100}"
        (swift / "Sources" / module).mkdir(parents=True, exist_ok=True)
        (swift / "Sources" / module / f"File{n}.swift").write_text(swift_app_file(r, n))
        (python / "app" / f"module{n // 100}").mkdir(parents=True, exist_ok=True)
        (python / "app" / f"module{n // 100}" / f"file{n}.py").write_text(python_app_file(r, n))
    (directory / "expected.json").write_text(json.dumps({
        "undefined": undefined, "definitions": len(DEFINITIONS), "parameter_types": 1,
        "feature_lines": feature.count("\n") + 1}))
    swift_lines = sum(p.read_text().count("\n") for p in swift.rglob("*.swift"))
    print(f"generated {directory}: {sum(1 for _ in swift.rglob('*.swift'))} Swift files ({swift_lines} lines), "
          f"{sum(1 for _ in python.rglob('*.py'))} Python files, a feature file of "
          f"{feature.count(chr(10)) + 1} lines with {undefined} undefined steps")


# MARK: A language-server client


class Server:
    """A language server on stdio; messages arrive on a queue stamped with their arrival time."""

    def __init__(self, command: list[str], cwd: Path, stderr):
        self.process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=stderr)
        self.inbox: queue.Queue = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.inbox.put((time.perf_counter(), None))
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            self.inbox.put((time.perf_counter(), json.loads(body)))

    def send(self, message: dict) -> float:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        started = time.perf_counter()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return started

    def request(self, method: str, params) -> int:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method: str, params) -> float:
        return self.send({"method": method, "params": params})

    def wait(self, predicate, what: str, timeout: float = 60.0):
        """The first message for which `predicate` is true, with its arrival time; answers the
        server's own requests (progress tokens, registrations) on the way."""
        deadline = time.perf_counter() + timeout
        while True:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise TimeoutError(f"no {what} within {timeout:.0f} s")
            try:
                arrived, message = self.inbox.get(timeout=remaining)
            except queue.Empty:
                continue
            if message is None:
                raise RuntimeError(f"the server exited (status {self.process.wait()}) while waiting for {what}")
            if "id" in message and "method" in message:
                self.send({"id": message["id"], "result": None})
            if predicate(message):
                return arrived, message

    def stop(self) -> None:
        try:
            request = self.request("shutdown", None)
            self.wait(lambda m: m.get("id") == request and "method" not in m, "shutdown answer", 10)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()


SCAN_LINE = re.compile(r"Verity: scanned (\d+) Swift files? in ([\d.]+) ms: (\d+) step definitions?, (\d+) parameter types?")


def one_run(command: list[str], workspace: Path, kind: str, stderr) -> dict:
    server = Server(command, workspace, stderr)
    try:
        root = workspace.resolve().as_uri()
        capabilities = {"window": {"workDoneProgress": True},
                        "textDocument": {"publishDiagnostics": {"versionSupport": True},
                                         "synchronization": {"didSave": True}}}
        request = server.request("initialize", {"processId": os.getpid(), "rootUri": root, "capabilities": capabilities,
                                                "workspaceFolders": [{"uri": root, "name": workspace.name}]})
        _, answer = server.wait(lambda m: m.get("id") == request and "method" not in m, "initialize answer", 30)
        sync = answer["result"]["capabilities"].get("textDocumentSync", 1)
        change_kind = sync.get("change", 1) if isinstance(sync, dict) else sync
        run: dict = {}

        progress_titles: dict = {}
        scan_ended: set = set()

        def scan_done(message) -> bool:
            if kind == "verity":
                match = message.get("method") == "window/logMessage" and SCAN_LINE.search(message["params"]["message"])
                if match:
                    run["scan_line"] = message["params"]["message"]
                    run["scan_reported_ms"] = float(match.group(2))
                    run["scan_files"], run["definitions"] = int(match.group(1)), int(match.group(3))
                    run["parameter_types"] = int(match.group(4))
                return bool(match)
            if message.get("method") == "$/progress":
                token, value = message["params"]["token"], message["params"]["value"]
                if value.get("kind") == "begin":
                    progress_titles[token] = value.get("title", "")
                elif value.get("kind") == "end":
                    title = progress_titles.get(token, "")
                    scan_ended.add(title)
                    if "step definitions" in title:
                        run["definitions"] = int(re.match(r"\d+", value.get("message", "0")).group())
                        run["scan_wall_ms"] = (time.perf_counter() - initialized_at) * 1000
                    return len(scan_ended) == 3  # step definitions, step usages, symbols
            return False

        initialized_at = server.notify("initialized", {})
        arrived, _ = server.wait(scan_done, "end of the workspace scan", 120)
        if kind == "verity":
            run["scan_wall_ms"] = (arrived - initialized_at) * 1000

        path = (workspace / "Features" / "office.feature").resolve()
        uri, text = path.as_uri(), path.read_text()

        def diagnostics_for(version):
            def predicate(message):
                if message.get("method") != "textDocument/publishDiagnostics" or message["params"]["uri"] != uri:
                    return False
                got = message["params"].get("version")
                return got is None or got == version
            return predicate

        sent = server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "cucumber", "version": 1, "text": text}})
        arrived, message = server.wait(diagnostics_for(1), "diagnostics after didOpen")
        run["open_ms"] = (arrived - sent) * 1000
        run["open_diagnostics"] = len(message["params"]["diagnostics"])
        run["open_messages"] = sorted({d["message"].split(":")[0] for d in message["params"]["diagnostics"]})

        # Four one-character edits on a step in the middle: a digit typed after its number
        # (the step stays defined) and taken back, then a letter (undefined) and taken back.
        lines = text.split("\n")
        target = next(i for i in range(len(lines) // 2, len(lines)) if re.search(r"^    When .* \d+ \w+$", lines[i]))
        column = re.search(r"\d+ \w+$", lines[target]).end() - len(lines[target].split()[-1]) - 1
        run["change_ms"], run["change_diagnostics"] = [], []
        for version, (insert, character) in enumerate([("7", column), ("", column), ("x", column), ("", column)], start=2):
            removed = 0 if insert else 1
            start = {"line": target, "character": character}
            end = {"line": target, "character": character + removed}
            lines[target] = lines[target][:character] + insert + lines[target][character + removed:]
            change = ({"range": {"start": start, "end": end}, "text": insert} if change_kind == 2
                      else {"text": "\n".join(lines)})
            sent = server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            arrived, message = server.wait(diagnostics_for(version), f"diagnostics after didChange {version}")
            run["change_ms"].append((arrived - sent) * 1000)
            run["change_diagnostics"].append(len(message["params"]["diagnostics"]))
        return run
    finally:
        server.stop()


def measure(args) -> None:
    workspace = Path(args.workspace)
    runs = []
    with open(args.stderr or os.devnull, "ab") as stderr:
        for _ in range(args.runs):
            runs.append(one_run(args.command, workspace, args.kind, stderr))
    expected = json.loads((workspace.parent / "expected.json").read_text())
    print(json.dumps({"label": args.label, "kind": args.kind, "runs": runs, "expected": expected,
                      "load": os.getloadavg()}))


def gherkin_parse(args) -> None:
    from gherkin.parser import Parser  # gherkin-official, in Benchmarks/.venv
    from gherkin.token_scanner import TokenScanner
    text = Path(args.file).read_text()
    times = []
    for _ in range(args.runs):
        started = time.perf_counter()
        Parser().parse(TokenScanner(text))
        times.append((time.perf_counter() - started) * 1000)
    import importlib.metadata
    print(json.dumps({"label": "gherkin-official " + importlib.metadata.version("gherkin-official"),
                      "kind": "gherkin-parse", "parse_ms": times}))


# MARK: The table

def table(args) -> None:
    results = [json.loads(Path(p).read_text()) for p in args.results]
    servers = [r for r in results if r["kind"] != "gherkin-parse"]
    floors = [r for r in results if r["kind"] == "gherkin-parse"]

    def median(values):
        values = [v for v in values if v is not None]
        return statistics.median(values) if values else None

    def cell(value):
        return "—" if value is None else (f"{value:,.0f} ms" if value >= 10 else f"{value:.1f} ms")

    rows = [
        ("workspace scan, the server's own figure", lambda r: median(x.get("scan_reported_ms") for x in r["runs"]), "1 s"),
        ("workspace scan, `initialized` → its end", lambda r: median(x["scan_wall_ms"] for x in r["runs"]), "1 s"),
        ("diagnostics, `didOpen` → publishDiagnostics", lambda r: median(x["open_ms"] for x in r["runs"]), "100 ms"),
        ("diagnostics, 1-char `didChange` → publish", lambda r: median(v for x in r["runs"] for v in x["change_ms"]), "100 ms"),
    ]
    labels = [r["label"] for r in servers] + [f["label"] for f in floors]
    width = max(len(r[0]) for r in rows) + 2
    columns = [max(len(label), 9) + 2 for label in labels]
    print("figure".ljust(width) + "".join(l.rjust(c) for l, c in zip(labels, columns)) + "   goal")
    for name, figure, goal in rows:
        cells = [cell(figure(r)) for r in servers] + ["—"] * len(floors)
        print(name.ljust(width) + "".join(v.rjust(c) for v, c in zip(cells, columns)) + "   " + goal)
    if floors:
        cells = ["—"] * len(servers) + [cell(median(f["parse_ms"])) for f in floors]
        print("parse of the feature file alone (floor)".ljust(width) + "".join(v.rjust(c) for v, c in zip(cells, columns)) + "   —")
    print()
    for r in servers:
        first, expected = r["runs"][0], r["expected"]
        changes = ",".join(str(n) for n in first["change_diagnostics"])
        print(f"{r['label']}: {len(r['runs'])} runs (medians above; load average {r['load'][0]:.1f}); "
              f"{first.get('definitions')} definitions found (of {expected['definitions']}); "
              f"{first['open_diagnostics']} diagnostics on opening ({expected['undefined']} undefined steps written: "
              f"{', '.join(first['open_messages']) or 'none'}), after the edits {changes}"
              + (f"; log: {first['scan_line']}" if first.get("scan_line") else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command_name", required=True)
    g = commands.add_parser("generate")
    g.add_argument("directory")
    m = commands.add_parser("measure")
    m.add_argument("--label", required=True)
    m.add_argument("--workspace", required=True)
    m.add_argument("--kind", choices=["verity", "pytest-bdd"], required=True)
    m.add_argument("--runs", type=int, default=7)
    m.add_argument("--stderr", help="append the server's stderr to this file")
    m.add_argument("command", nargs="+")
    p = commands.add_parser("gherkin-parse")
    p.add_argument("file")
    p.add_argument("--runs", type=int, default=7)
    t = commands.add_parser("table")
    t.add_argument("results", nargs="+")
    args = parser.parse_args()
    {"generate": lambda: generate(Path(args.directory)), "measure": lambda: measure(args),
     "gherkin-parse": lambda: gherkin_parse(args), "table": lambda: table(args)}[args.command_name]()


if __name__ == "__main__":
    main()
