#!/usr/bin/env python3
"""Differential test of `verity gherkin` against the official Python Gherkin parser.

Mutates the official Gherkin test files (deletions, insertions of Gherkin fragments, splices,
odd whitespace, CRLF, non-ASCII), parses every mutant with both implementations and compares
the envelopes (AST, pickles or parse errors) as canonical JSON, file by file.

Run it through Scripts/gherkin-differential.sh, which prepares a virtual environment with
`gherkin-official` and builds `verity`. Known, intended differences are normalised or skipped:
  * a file starting with a UTF-8 byte-order mark (Verity ignores the mark; Python rejects it),
    so no mutant gets one;
  * Python gives an outline step that starts with And/But the type null; Verity gives
    "Unknown", as the JavaScript reference does and as the schema allows;
  * Python fails on an examples value containing a backslash escape that its regex
    replacement rejects (e.g. `\\p`); those files are skipped;
  * the `en-tx` dialect: older gherkin-official releases spell its Rule keyword "Rule ".
"""
import argparse
import glob
import json
import os
import random
import subprocess
import sys
from pathlib import Path

FRAGMENTS = [
    "\n", "\r\n", "|", "\\", '"""', "```", "````", "@", " @a", "#", " ", "\t", "<", ">", "<a>",
    "Feature:", "Rule:", "Scenario:", "Scenario Outline:", "Examples:", "Background:", "Given ",
    "When ", "Then ", "And ", "* ", "# language: fr\n", "# language: em\n", "# language: xx\n",
    "é", "\u00a0", "😂", "## Scenario: ", "# Feature: ", "- Given ", "  | a | b |\n", "| --- |",
    "`@t`", "\n  | x |\n", '\n    """\n', "\\|", "\\n", "\x1c", "\u2028", "\u3000", "\x85", "\r",
    "@a b", "@@", "Scenario Outline: <a>\n  Given <a>\n  Examples:\n  | a |\n  | 1 |\n",
]


def mutants(testdata, count, seed, out_dir):
    rng = random.Random(seed)
    seeds = [Path(p).read_text(encoding="utf8") for p in sorted(
        glob.glob(f"{testdata}/*/*.feature") + glob.glob(f"{testdata}/*/*.feature.md"))]
    paths = []
    for index in range(count):
        text = rng.choice(seeds).lstrip("\ufeff")
        for _ in range(rng.randint(1, 8)):
            at = rng.randint(0, len(text))
            kind = rng.randint(0, 4)
            if kind == 0:
                text = text[:at] + text[at + 1:]
            elif kind == 1:
                text = text[:at] + rng.choice(FRAGMENTS) + text[at:]
            elif kind == 2:
                other = rng.choice(seeds)
                start = rng.randint(0, len(other))
                text = text[:at] + other[start:start + rng.randint(0, 200)] + text[at:]
            elif kind == 3:
                text = text[:at] + text[at + rng.randint(0, 50):]
            else:
                text = text[:at] + rng.choice(FRAGMENTS) * rng.randint(1, 3) + text[at:]
        text = text.lstrip("\ufeff")
        path = out_dir / f"{index:05d}{'.feature.md' if index % 3 == 0 else '.feature'}"
        path.write_text(text, encoding="utf8", newline="")
        paths.append(str(path))
    return paths


def canonical(envelope):
    return json.dumps(envelope, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def reference(paths):
    from gherkin.stream.gherkin_events import GherkinEvents
    from gherkin.stream.source_events import source_event

    results = {}
    for path in paths:
        events = GherkinEvents(GherkinEvents.Options(print_source=False, print_ast=True, print_pickles=True))
        try:
            envelopes = list(events.enum(source_event(Path(path))))
        except Exception as error:  # Python's own failures are reported, not compared
            results[path] = f"EXCEPTION {type(error).__name__}: {error}"
            continue
        for envelope in envelopes:
            for step in envelope.get("pickle", {}).get("steps", []):
                if step.get("type", "") is None:
                    step["type"] = "Unknown"
        results[path] = [canonical(e) for e in envelopes]
    return results


def uri_of(envelope):
    for kind in ("gherkinDocument", "pickle"):
        if kind in envelope:
            return envelope[kind]["uri"]
    return envelope["parseError"]["source"]["uri"]


def verity(binary, paths):
    results = {path: [] for path in paths}
    for start in range(0, len(paths), 500):
        batch = paths[start:start + 500]
        output = subprocess.run([binary, "gherkin", "--no-source", "--predictable-ids", *batch],
                                capture_output=True, text=True, encoding="utf8")
        for line in output.stdout.split("\n"):  # NB: not splitlines(), which also splits at U+2028
            if line.strip():
                envelope = json.loads(line)
                results[uri_of(envelope)].append(canonical(envelope))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--verity", required=True, help="path of the verity executable")
    parser.add_argument("--testdata", required=True, help="the conformance gherkin/testdata folder")
    parser.add_argument("--work", required=True, help="scratch folder for the mutants")
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=5, help="differences to print")
    args = parser.parse_args()

    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    for old in work.glob("*.feature*"):
        old.unlink()
    paths = mutants(args.testdata, args.count, args.seed, work)
    expected = reference(paths)
    actual = verity(args.verity, paths)

    skipped = differing = 0
    for path in paths:
        want = expected[path]
        if isinstance(want, str) or "en-tx" in Path(path).read_text(encoding="utf8"):
            skipped += 1
            continue
        if want != actual[path]:
            differing += 1
            if differing <= args.show:
                print(f"DIFF {path}")
                for index in range(max(len(want), len(actual[path]))):
                    ref = want[index] if index < len(want) else "<none>"
                    our = actual[path][index] if index < len(actual[path]) else "<none>"
                    if ref != our:
                        print(f"  reference: {ref[:400]}\n  verity:    {our[:400]}")
                        break
    print(f"mutants: {len(paths)}, compared: {len(paths) - skipped}, skipped: {skipped}, differing: {differing}")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
