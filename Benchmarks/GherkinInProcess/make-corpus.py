#!/usr/bin/env python3
"""Writes a corpus of realistic feature files for GherkinInProcess: 400 files (~1.5 MB) with
tags, backgrounds, scenarios, outlines with examples, data tables and doc strings.
Usage: make-corpus.py <output folder> [files]"""
import os
import random
import sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 400
os.makedirs(out, exist_ok=True)
rng = random.Random(1)
words = ("user account order payment invoice customer product basket shipping address report "
         "admin email password token session").split()


def w(n):
    return " ".join(rng.choice(words) for _ in range(n))


for f in range(count):
    parts = [f"@feature{f} @smoke\nFeature: {w(4)}\n  As a {w(2)}\n  I want {w(5)}\n\n"
             f"  Background:\n    Given a {w(3)}\n    And the {w(4)}\n\n"]
    for s in range(12):
        k = rng.random()
        if k < 0.5:
            parts.append(f"  @tag{s} @slow\n  Scenario: {w(5)}\n    Given the {w(4)} with id {s}\n"
                         f"    When I {w(5)}\n    Then I should see \"{w(3)}\"\n    And the {w(6)}\n\n")
        elif k < 0.75:
            parts.append(f"  Scenario Outline: {w(3)} <name>\n    Given a <name> with <count> items\n"
                         f"    When I {w(4)}\n    Then the total is <total>\n\n    Examples:\n"
                         "      | name | count | total |\n")
            parts += [f"      | {rng.choice(words)} | {r} | {r * 3}.50 |\n" for r in range(5)]
            parts.append("\n")
        elif k < 0.9:
            parts.append(f"  Scenario: {w(4)}\n    Given the following {w(2)}:\n      | id | name | email |\n")
            parts += [f"      | {r} | {rng.choice(words)} | {rng.choice(words)}@example.com |\n" for r in range(6)]
            parts.append("    Then it works\n\n")
        else:
            parts.append(f"  Scenario: {w(4)}\n    Given a document:\n      \"\"\"json\n"
                         f"      {{\"key\": \"{w(2)}\",\n       \"value\": 42}}\n      \"\"\"\n    Then it parses\n\n")
    with open(os.path.join(out, f"f{f}.feature"), "w") as handle:
        handle.write("".join(parts))
