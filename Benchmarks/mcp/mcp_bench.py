"""The `verity mcp` benchmark: a 1,500-file suite, and how fast the read-only tools answer.

Usage: mcp_bench.py generate DIR
       mcp_bench.py measure DIR VERITY_BIN LABEL RUNS
       mcp_bench.py table RESULTS.json...

`generate` writes a Swift package: the language-server benchmark's 200 step definitions (41
Swift files, from lsp_bench.py) and 1,500 feature files of 6 scenarios of 4 steps (9,000
scenarios), a few steps undefined. `measure` starts `verity mcp --package-path DIR` over stdio
(standard library only: newline-delimited JSON-RPC), initializes it, and times from sending a
`tools/call` to its answer: the first `list_scenarios` (which builds the index), then RUNS times
each of `list_scenarios`, `find_undefined_steps` and `find_step_definition` (the index built),
and prints medians as JSON.
"""
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lsp"))
import lsp_bench  # noqa: E402  (the step definitions and Swift files of the LSP benchmark)

FEATURES = 1500
SCENARIOS = 6
GOAL_MS = 200


def generate(directory: Path) -> None:
    r = random.Random(31)
    tests = directory / "Tests" / "OfficeRequirements"
    (tests / "Features").mkdir(parents=True, exist_ok=True)
    (directory / "Package.swift").write_text(
        "// swift-tools-version: 6.1\nimport PackageDescription\n\n"
        'let package = Package(name: "Office", targets: [.testTarget(name: "OfficeRequirements")])\n')
    (tests / "OfficeSteps.swift").write_text(lsp_bench.swift_suite_file())
    groups = [lsp_bench.DEFINITIONS[i:i + 5] for i in range(0, len(lsp_bench.DEFINITIONS), 5)]
    for g, definitions in enumerate(groups):
        (tests / f"OfficeSteps+Group{g}.swift").write_text(lsp_bench.swift_steps_file(r, g, definitions))
    by_keyword = {k: [d for d in lsp_bench.DEFINITIONS if d.keyword == k] for k in lsp_bench.KEYWORDS}
    for n in range(FEATURES):
        folder = tests / "Features" / f"area{n // 100}"
        folder.mkdir(parents=True, exist_ok=True)
        lines = [f"@area{n // 100}", f"Feature: {lsp_bench.words(r, 3)} {n}", ""]
        for s in range(SCENARIOS):
            lines.append(f"  Scenario: {lsp_bench.words(r, 3)} {n}-{s}")
            for printed, keyword in (("Given", "given"), ("When", "when"), ("Then", "then"), ("And", "then")):
                text = r.choice(by_keyword[keyword]).example(r)
                if r.random() < 0.005:
                    text += " twice over"
                lines.append(f"    {printed} {text}")
            lines.append("")
        (folder / f"feature{n}.feature").write_text("\n".join(lines))
    print(f"generated {directory}: {FEATURES} feature files, {FEATURES * SCENARIOS} scenarios, "
          f"{len(lsp_bench.DEFINITIONS)} step definitions")


class Client:
    def __init__(self, binary: str, package: Path):
        self.process = subprocess.Popen([binary, "mcp", "--package-path", str(package)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.next_id = 0

    def request(self, method: str, params: dict) -> tuple[dict, float]:
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        start = time.perf_counter()
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit(f"verity mcp ended before answering {method}")
            answer = json.loads(line)
            if answer.get("id") == self.next_id:
                return answer, (time.perf_counter() - start) * 1000

    def call(self, tool: str, arguments: dict) -> tuple[dict, float]:
        answer, ms = self.request("tools/call", {"name": tool, "arguments": arguments})
        result = answer.get("result", {})
        if "error" in answer or result.get("isError"):
            raise SystemExit(f"{tool} failed: {json.dumps(answer)[:400]}")
        return result, ms

    def stop(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=30)


def measure(package: Path, binary: str, label: str, runs: int) -> None:
    client = Client(binary, package)
    client.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                  "clientInfo": {"name": "mcp_bench", "version": "1"}})
    client.process.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    first, first_ms = client.call("list_scenarios", {})
    features = first["structuredContent"].get("features", [])
    scenarios = sum(len(f.get("scenarios", [])) + sum(len(r.get("scenarios", [])) for r in f.get("rules", []))
                    for f in features)
    text = lsp_bench.DEFINITIONS[3].example(random.Random(1))
    times = {"list_scenarios": [], "find_undefined_steps": [], "find_step_definition": []}
    for _ in range(runs):
        times["list_scenarios"].append(client.call("list_scenarios", {})[1])
        undefined, ms = client.call("find_undefined_steps", {})
        times["find_undefined_steps"].append(ms)
        times["find_step_definition"].append(client.call("find_step_definition", {"text": text})[1])
    client.stop()
    print(json.dumps({"label": label, "first_list_ms": first_ms, "scenarios": scenarios,
                      "undefined": len(undefined["structuredContent"].get("undefined", [])),
                      **{name: statistics.median(values) for name, values in times.items()}}))


def table(paths: list[str]) -> None:
    results = [json.loads(Path(p).read_text()) for p in paths]
    print(f"{'':28}" + "".join(f"{r['label']:>12}" for r in results) + f"{'goal':>10}")
    print(f"{'scenarios listed':28}" + "".join(f"{r['scenarios']:>12}" for r in results))
    print(f"{'undefined step texts':28}" + "".join(f"{r['undefined']:>12}" for r in results))
    print(f"{'first list_scenarios (ms)':28}" + "".join(f"{r['first_list_ms']:>12.0f}" for r in results))
    for name in ("list_scenarios", "find_undefined_steps", "find_step_definition"):
        print(f"{name + ' (ms)':28}" + "".join(f"{r[name]:>12.1f}" for r in results) + f"{'≤ ' + str(GOAL_MS):>10}")


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "generate":
        generate(Path(sys.argv[2]))
    elif command == "measure":
        measure(Path(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5]))
    else:
        table(sys.argv[2:])
