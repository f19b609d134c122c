#!/usr/bin/env python3
"""Soaks a language server: thousands of random edits and requests against one large feature file.

    soak.py --workspace DIR [--operations 10000] [--seed 35] -- CMD...

DIR is lsp_bench.py's Swift workspace (1,000 Swift files, 200 step definitions, a feature file
of about 6,000 lines). Starts CMD on stdio, waits for the workspace scan, opens the feature
file, then performs --operations random operations, each waited for before the next:
  - an edit (about 60 %): a `didChange` with one ranged change on a step line (a character
    typed or deleted, a word typed, the line's text replaced, a line break added or joined),
    timed until the `publishDiagnostics` of its version arrives;
  - a request (about 40 %): completion, hover or definition at a step, document symbols, code
    actions over a few lines, or formatting, timed until its response, which must have a result
    or an error.
The client keeps its own copy of the text, so every position it sends lies in the document.
Reads the server's resident memory (VmRSS) and peak (VmHWM) from /proc after 1,000 operations
and at the end, then shuts it down and checks it exits with 0. Prints the figures as JSON.
Standard library only.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lsp_bench import SCAN_LINE, Server  # noqa: E402

STEP = re.compile(r"^(\s*)(Given|When|Then|And|But|\*) (.*)$")


def memory(pid: int) -> dict:
    """The process's resident set and its peak so far, in MiB."""
    figures = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            figures[name] = int(value.split()[0]) / 1024
    return {"rss_mib": round(figures["VmRSS"], 1), "peak_rss_mib": round(figures["VmHWM"], 1)}


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def summary(values: list[float]) -> dict:
    return {"count": len(values), "median_ms": round(statistics.median(values), 2),
            "p99_ms": round(percentile(values, 0.99), 2), "max_ms": round(max(values), 2)}


def edit(rng: random.Random, lines: list[str]) -> tuple[dict, dict, str]:
    """A random ranged change on a step line: (start, end, new text), lines updated in place."""
    steps = [index for index, line in enumerate(lines) if STEP.match(line)]
    line = rng.choice(steps)
    text = lines[line]
    kind = rng.random()
    if kind < 0.35:  # a character typed
        column = rng.randint(len(STEP.match(text).group(1)), len(text))
        insert = rng.choice("abcdefghijklmnopqrstuvwxyz 0123456789\"<>")
        lines[line] = text[:column] + insert + text[column:]
        return {"line": line, "character": column}, {"line": line, "character": column}, insert
    if kind < 0.6 and len(text) > 12:  # a character deleted
        column = rng.randint(len(STEP.match(text).group(1)) + 6, len(text) - 1)
        lines[line] = text[:column] + text[column + 1:]
        return {"line": line, "character": column}, {"line": line, "character": column + 1}, ""
    if kind < 0.8:  # a word typed at the end
        insert = " " + rng.choice(["again", "today", "twice", "now", "42", "\"quoted\""])
        lines[line] = text + insert
        end = {"line": line, "character": utf16_length(text)}
        return end, end, insert
    if kind < 0.9:  # the step's text replaced
        match = STEP.match(text)
        start = utf16_length(match.group(1) + match.group(2) + " ")
        new = rng.choice([match.group(3), "the customer orders 3 parcels", "an undefined step", "I wait"])
        lines[line] = match.group(1) + match.group(2) + " " + new
        return {"line": line, "character": start}, {"line": line, "character": utf16_length(text)}, new
    # a line break added after the step, then (next time this kind comes) the blank line joined
    if line + 1 < len(lines) and lines[line + 1] == "":
        del lines[line + 1]
        return {"line": line, "character": utf16_length(text)}, {"line": line + 1, "character": 0}, ""
    lines.insert(line + 1, "")
    end = {"line": line, "character": utf16_length(text)}
    return end, end, "\n"


def soak(command: list[str], workspace: Path, operations: int, seed: int) -> dict:
    rng = random.Random(seed)
    server = Server(command, workspace, sys.stderr)
    root = workspace.resolve().as_uri()
    request = server.request("initialize", {"processId": None, "rootUri": root, "capabilities": {
        "textDocument": {"completion": {"completionItem": {"snippetSupport": True}}}}})
    server.wait(lambda m: m.get("id") == request and "method" not in m, "initialize answer", 60)
    server.notify("initialized", {})
    _, scan = server.wait(lambda m: m.get("method") == "window/logMessage"
                          and SCAN_LINE.search(m["params"]["message"]), "the scan's log line", 300)
    path = (workspace / "Features" / "office.feature").resolve()
    uri, text = path.as_uri(), path.read_text()
    lines = text.split("\n")
    version = 1

    def diagnostics(expected: int):
        return lambda m: (m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                          and m["params"].get("version") == expected)

    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "cucumber",
                                                            "version": version, "text": text}})
    server.wait(diagnostics(version), "diagnostics after didOpen", 120)
    result = {"scan": scan["params"]["message"], "operations": operations, "seed": seed,
              "feature_lines": len(lines), "start": memory(server.process.pid)}
    edit_ms: list[float] = []
    request_ms: dict[str, list[float]] = {}
    last_diagnostics = 0
    for number in range(1, operations + 1):
        if rng.random() < 0.6:
            start, end, insert = edit(rng, lines)
            version += 1
            sent = server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": start, "end": end}, "text": insert}]})
            arrived, message = server.wait(diagnostics(version), f"diagnostics of version {version}", 120)
            edit_ms.append((arrived - sent) * 1000)
            last_diagnostics = len(message["params"]["diagnostics"])
        else:
            steps = [index for index, line in enumerate(lines) if STEP.match(line)]
            line = rng.choice(steps)
            position = {"line": line, "character": utf16_length(lines[line])}
            method, params = rng.choice([
                ("textDocument/completion", {"position": position}),
                ("textDocument/hover", {"position": {"line": line, "character": 6}}),
                ("textDocument/definition", {"position": {"line": line, "character": 6}}),
                ("textDocument/documentSymbol", {}),
                ("textDocument/codeAction", {"range": {"start": {"line": line, "character": 0},
                                                       "end": {"line": line + 3, "character": 0}},
                                             "context": {"diagnostics": []}}),
                ("textDocument/formatting", {"options": {"tabSize": 2, "insertSpaces": True}}),
            ])
            params = {"textDocument": {"uri": uri}, **params}
            sent = time.perf_counter()
            identifier = server.request(method, params)
            arrived, message = server.wait(lambda m: m.get("id") == identifier and "method" not in m,
                                           f"the answer to {method}", 120)
            if ("result" in message) == ("error" in message):
                raise RuntimeError(f"{method}: an answer with neither or both of result and error: {message}")
            request_ms.setdefault(method.split("/")[-1], []).append((arrived - sent) * 1000)
        if number == 1000:
            result["after_1000"] = memory(server.process.pid)
        if number % 1000 == 0:
            # NB: the figures so far, so that a run stopped early still reports them.
            print(json.dumps({"operations": number, "memory": memory(server.process.pid),
                              "diagnostics_after_edit": summary(edit_ms),
                              "requests": {name: summary(values) for name, values in sorted(request_ms.items())}}),
                  file=sys.stderr, flush=True)
    result["after_all"] = memory(server.process.pid)
    result["diagnostics_after_edit"] = summary(edit_ms)
    result["requests"] = {name: summary(values) for name, values in sorted(request_ms.items())}
    result["final_diagnostics"] = last_diagnostics
    shutdown = server.request("shutdown", None)
    server.wait(lambda m: m.get("id") == shutdown and "method" not in m, "the answer to shutdown", 60)
    server.notify("exit", None)
    result["exit_status"] = server.process.wait(timeout=60)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--workspace", type=Path, required=True)
    parser.add_argument("--operations", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("command", nargs="+")
    arguments = parser.parse_args()
    print(json.dumps(soak(arguments.command, arguments.workspace, arguments.operations, arguments.seed), indent=2))


main()
