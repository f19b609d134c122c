#!/usr/bin/env python3
"""Writes a deterministic corpus for the expressions benchmark.

expressions.txt: 1,000 realistic Cucumber Expressions, one per line.
steps.txt:       100,000 step texts, one per line; about 95% are instances of the expressions
                 (random arguments, optional text and alternatives), the rest match nothing.
Both sides of the benchmark read the same files.
"""
import random
import sys
from pathlib import Path

SEED = 20261122
EXPRESSION_COUNT = 1000
STEP_COUNT = 100_000

SUBJECTS = ["I", "the user", "the admin", "a guest", "the customer", "the manager", "the system",
            "we", "the reviewer", "the owner"]
VERBS = ["add", "remove", "open", "close", "select", "create", "delete", "update", "view",
         "submit", "approve", "reject", "share", "archive", "restore", "download", "upload",
         "rename", "export", "import"]
NOUNS = ["cucumber", "basket", "order", "invoice", "account", "report", "ticket", "message",
         "document", "project", "profile", "payment", "product", "review", "session", "coupon",
         "shipment", "contract", "budget", "task"]
WORDS = ["red", "green", "blue", "admin", "guest", "pending", "active", "closed", "draft",
         "final", "home", "settings", "checkout", "cart", "search", "north", "south"]

# A template is a list of parts: ("lit", text), ("opt", text), ("alt", [choices]),
# ("param", type). S, V and N inside literal text are replaced per expression.
TEMPLATES = [
    [("lit", "S V "), ("param", "int"), ("lit", " N"), ("opt", "s")],
    [("lit", "S V the N named "), ("param", "string")],
    [("lit", "S should see "), ("param", "int"), ("lit", " N"), ("opt", "s"), ("lit", " in the list")],
    [("lit", "S V "), ("alt", ["a", "an"]), ("lit", " N with "), ("param", "word"), ("lit", " status")],
    [("lit", "the N total for S should be "), ("param", "float")],
    [("lit", "S V the N "), ("param", "string"), ("lit", " "), ("alt", ["in", "on", "at"]),
     ("lit", " the "), ("param", "word"), ("lit", " page")],
    [("lit", "S wait"), ("opt", "s"), ("lit", " "), ("param", "int"), ("lit", " second"), ("opt", "s"),
     ("lit", " before S V the N")],
    [("lit", "S V the N with id "), ("param", "int"), ("lit", " and priority "), ("param", "word")],
    [("lit", "there "), ("alt", ["is", "are"]), ("lit", " "), ("param", "int"), ("lit", " N"), ("opt", "s"),
     ("lit", " for S in the "), ("param", "string"), ("lit", " folder")],
    [("lit", "S V the N")],
    [("lit", "S "), ("alt", ["have", "has"]), ("lit", " "), ("param", "float"), ("lit", " "),
     ("param", "word"), ("lit", " left on the N")],
    [("param", "int"), ("lit", " N"), ("opt", "s"), ("lit", " should be V"), ("opt", "d"),
     ("lit", " by S")],
]


def substitute(text, subject, verb, noun):
    return text.replace("S", subject).replace("V", verb).replace("N", noun)


def instantiate(template, subject, verb, noun):
    return [(kind, substitute(value, subject, verb, noun) if kind in ("lit", "opt") else value)
            for kind, value in template]


def expression_of(parts):
    out = []
    for kind, value in parts:
        if kind == "lit":
            out.append(value)
        elif kind == "opt":
            out.append("(" + value + ")")
        elif kind == "alt":
            out.append("/".join(value))
        else:
            out.append("{" + value + "}")
    return "".join(out)


def text_of(parts, rng):
    out = []
    for kind, value in parts:
        if kind == "lit":
            out.append(value)
        elif kind == "opt":
            if rng.random() < 0.5:
                out.append(value)
        elif kind == "alt":
            out.append(rng.choice(value))
        elif value == "int":
            out.append(str(rng.randint(-5, 5000)))
        elif value == "float":
            out.append("%d.%02d" % (rng.randint(0, 999), rng.randint(0, 99)))
        elif value == "word":
            out.append(rng.choice(WORDS))
        else:
            out.append('"%s %s"' % (rng.choice(WORDS), rng.choice(WORDS)))
    return "".join(out)


def main(directory):
    rng = random.Random(SEED)
    combinations = [(t, s, v, n) for t in range(len(TEMPLATES)) for s in SUBJECTS for v in VERBS for n in NOUNS]
    rng.shuffle(combinations)
    seen = set()
    definitions = []
    for t, s, v, n in combinations:
        parts = instantiate(TEMPLATES[t], s, v, n)
        source = expression_of(parts)
        if source not in seen:
            seen.add(source)
            definitions.append((source, parts))
        if len(definitions) == EXPRESSION_COUNT:
            break
    steps = []
    for _ in range(STEP_COUNT):
        if rng.random() < 0.05:
            steps.append("%s %s %d unknown %s" % (rng.choice(SUBJECTS), rng.choice(VERBS),
                                                  rng.randint(0, 99), rng.choice(NOUNS)))
        else:
            steps.append(text_of(rng.choice(definitions)[1], rng))
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    (out / "expressions.txt").write_text("\n".join(d[0] for d in definitions) + "\n", encoding="utf-8")
    (out / "steps.txt").write_text("\n".join(steps) + "\n", encoding="utf-8")
    print("wrote %d expressions and %d step texts to %s" % (len(definitions), len(steps), out))


if __name__ == "__main__":
    main(sys.argv[1])
