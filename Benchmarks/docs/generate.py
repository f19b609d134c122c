#!/usr/bin/env python3
"""Generates the living-documentation benchmark's input, deterministically.

  generate.py features FOLDER [COUNT]   writes COUNT feature files (default 1000) in 25 folders
  generate.py run GHERKIN.ndjson OUT    writes the message stream of a run over them, from the
                                        documents and pickles `verity gherkin` printed

The features have tags, descriptions, a Background, rules with descriptions (a few with no
example), scenarios and outlines with tagged Examples. The run matches each step to one of
300 step definitions (a few never used); about 90% of the examples pass, the others fail,
are undefined or pending; one scenario in fifty attaches a small screenshot.
"""
import json
import os
import random
import sys

VERBS = ["the customer", "the clerk", "the bank", "the auditor", "a partner", "the system"]
ACTIONS = [
    "opens account", "deposits into account", "withdraws from account", "checks balance of account",
    "transfers to account", "freezes account", "reviews statement of account", "closes account",
    "sets a limit on account", "disputes a charge on account",
]
AREAS = ["accounts", "cards", "loans", "payments", "statements", "alerts", "limits", "fraud", "branches",
         "savings", "mortgages", "transfers", "onboarding", "sign-in", "profile", "exports", "fees",
         "interest", "disputes", "currency", "cheques", "standing-orders", "direct-debits", "audits", "reports"]
WORDS = ("customer balance ledger overdraft approval charge merchant refund statement interest limit "
         "notice alert review daily monthly pending settled declined approved rule policy").split()
PNG = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")


def definitions():
    """(pattern, key) for 300 step definitions: 6 subjects x 10 actions x 5 qualifiers."""
    result = []
    for v in VERBS:
        for a in ACTIONS:
            for q in range(5):
                result.append(f"{v} {a} {{int}} in mode {q}")
    return result


def step_text(rng, pattern):
    return pattern.replace("{int}", str(rng.randint(1, 999)))


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def features(folder, count):
    rng = random.Random(20)
    patterns = definitions()[:285]  # the last 15 definitions are never used
    keywords = ["Given", "When", "Then", "And"]
    for number in range(count):
        area = AREAS[number % len(AREAS)]
        path = os.path.join(folder, area, f"{area}-{number:04d}.feature")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        lines = [f"@{area} @team-{number % 7}", f"Feature: {area.capitalize()} requirement {number}",
                 f"  {sentence(rng, 12)}", f"  {sentence(rng, 9)}", "",
                 "  Background:", f"    Given {step_text(rng, rng.choice(patterns))}", ""]
        for r in range(rng.randint(1, 2)):
            lines += [f"  @rule-{r}", f"  Rule: {sentence(rng, 5)[:-1]}", f"    {sentence(rng, 10)}", ""]
            if rng.random() < 0.05:
                continue  # a rule with no example yet
            for s in range(rng.randint(2, 3)):
                tags = " ".join(f"@{t}" for t in rng.sample(["smoke", "slow", "wip", "regression", "api", "ui"], 2))
                outline = rng.random() < 0.3
                lines += [f"    {tags}", f"    Scenario{' Outline' if outline else ''}: {sentence(rng, 6)[:-1]} {number}-{r}-{s}",
                          f"      {sentence(rng, 8)}"]
                for k in range(rng.randint(3, 5)):
                    text = step_text(rng, rng.choice(patterns))
                    if outline and k == 1:
                        text = text.rsplit(" in mode ", 1)[0].rsplit(" ", 1)[0] + " <amount> in mode " + text.rsplit(" in mode ", 1)[1]
                    lines.append(f"      {keywords[min(k, 3)]} {text}")
                if outline:
                    lines += ["", "      @examples", "      Examples: typical amounts", "        | amount | note |"]
                    for row in range(rng.randint(2, 4)):
                        lines.append(f"        | {rng.randint(1, 999)} | {rng.choice(WORDS)} |")
                lines.append("")
        with open(path, "w") as out:
            out.write("\n".join(lines))


def run(gherkin_path, out_path):
    rng = random.Random(21)
    patterns = definitions()
    index = {p.replace(" {int} ", " # "): i for i, p in enumerate(patterns)}
    counter = [0]

    def next_id():
        counter[0] += 1
        return f"r{counter[0]}"

    def stamp(t):
        return {"seconds": int(t), "nanos": int((t % 1) * 1e9)}

    out = open(out_path, "w")

    def emit(kind, value):
        out.write(json.dumps({kind: value}, separators=(",", ":")) + "\n")

    emit("meta", {"protocolVersion": "32.0.0", "implementation": {"name": "verity", "version": "0.1.0"},
                  "runtime": {"name": "swift", "version": "6.2"}, "os": {"name": "linux", "version": "benchmark"},
                  "cpu": {"name": "x64"},
                  "ci": {"name": "Benchmark CI", "buildNumber": "1", "git": {"remote": "https://example.com/bank.git",
                                                                            "revision": "0123456789abcdef", "branch": "main"}}})
    pickles = []
    with open(gherkin_path) as source:
        for line in source:
            envelope = json.loads(line)
            if "gherkinDocument" in envelope:
                out.write(line)
            elif "pickle" in envelope:
                out.write(line)
                pickles.append(envelope["pickle"])
    definition_ids = []
    for i, pattern in enumerate(patterns):
        definition_ids.append(f"d{i}")
        emit("stepDefinition", {"id": f"d{i}", "pattern": {"source": pattern, "type": "CUCUMBER_EXPRESSION"},
                                "sourceReference": {"uri": f"Tests/BankRequirements/Steps{i // 50}.swift",
                                                    "location": {"line": 10 + (i % 50) * 6}}})
    run_id = next_id()
    clock = 1_764_000_000.0
    emit("testRunStarted", {"id": run_id, "timestamp": stamp(clock)})
    for pickle in pickles:
        roll = rng.random()
        fate = "passed" if roll < 0.9 else "failed" if roll < 0.96 else "undefined" if roll < 0.98 else "pending"
        bad_step = rng.randrange(len(pickle["steps"]))
        steps = []
        for k, step in enumerate(pickle["steps"]):
            words = step["text"].split(" ")
            key = " ".join(words[:-4] + ["#"] + words[-3:])
            undefined = fate == "undefined" and k == bad_step
            steps.append({"id": next_id(), "pickleStepId": step["id"],
                          "stepDefinitionIds": [] if undefined or key not in index else [definition_ids[index[key]]]})
        case_id = next_id()
        emit("testCase", {"id": case_id, "pickleId": pickle["id"], "testSteps": steps, "testRunStartedId": run_id})
        started = next_id()
        emit("testCaseStarted", {"id": started, "testCaseId": case_id, "attempt": 0, "timestamp": stamp(clock)})
        broken = False
        for k, step in enumerate(steps):
            emit("testStepStarted", {"testCaseStartedId": started, "testStepId": step["id"], "timestamp": stamp(clock)})
            seconds = rng.random() * 0.02
            status, message = "PASSED", None
            if broken:
                status, seconds = "SKIPPED", 0
            elif not step["stepDefinitionIds"]:
                status, broken = "UNDEFINED", True
                emit("suggestion", {"id": next_id(), "pickleStepId": step["pickleStepId"],
                                    "snippets": [{"language": "swift", "code": "steps.given(\"...\") { world in\n    throw Pending()\n}"}]})
            elif k == bad_step and fate in ("failed", "pending"):
                status, broken = fate.upper(), True
                message = "Expected balance 120 but was 80\n  at Steps.swift:42" if fate == "failed" else "TODO"
            if k == len(steps) - 1 and rng.random() < 0.02:
                emit("attachment", {"testCaseStartedId": started, "testStepId": step["id"], "body": PNG,
                                    "contentEncoding": "BASE64", "mediaType": "image/png", "fileName": "page.png"})
            clock += seconds
            result = {"status": status, "duration": stamp(seconds)}
            if message:
                result["message"] = message
            emit("testStepFinished", {"testCaseStartedId": started, "testStepId": step["id"], "testStepResult": result,
                                      "timestamp": stamp(clock)})
        emit("testCaseFinished", {"testCaseStartedId": started, "timestamp": stamp(clock), "willBeRetried": False})
    emit("testRunFinished", {"testRunStartedId": run_id, "timestamp": stamp(clock), "success": False})
    out.close()


if __name__ == "__main__":
    if sys.argv[1] == "features":
        features(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1000)
    else:
        run(sys.argv[2], sys.argv[3])
