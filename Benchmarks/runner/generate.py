#!/usr/bin/env python3
"""Writes the deterministic suite of the runner benchmark, for Verity and for behave.

Usage: generate.py DIRECTORY [SCENARIOS]

DIRECTORY/features/*.feature     SCENARIOS scenarios (default 20,000) of 8 steps each, 100 per
                                 file, over 500 step definitions; some steps carry a data table
                                 or a doc string. Both runners read these same files.
DIRECTORY/definitions.tsv        the 500 definitions, one per line:
                                 keyword, syntax (ce: Cucumber Expression, re: regex), shape
                                 (what the body takes) and the pattern, tab-separated.
DIRECTORY/features/steps/generated_steps.py, DIRECTORY/features/environment.py
                                 the same definitions for behave: Cucumber Expressions become
                                 behave's default `parse` patterns ({int} -> {:d}, {string} ->
                                 "{}", {word} -> {:w}), regexes stay as they are (matcher `re0`).
DIRECTORY/lookup/definitions.tsv 10,000 definitions of the same kinds (same format); the first
                                 10 are the small set of the lookup benchmark.
DIRECTORY/lookup/steps.txt       50,000 step texts, each an instance of one of those first 10.
DIRECTORY/manifest.txt           counts, read by both sides to check what ran.
"""
import random
import re
import sys
from pathlib import Path

SEED = 20261122
DEFAULT_SCENARIOS = 20_000
STEPS_PER_SCENARIO = 8
SCENARIOS_PER_FILE = 100
DEFINITION_COUNT = 500
LOOKUP_DEFINITION_COUNT = 10_000
LOOKUP_SMALL_COUNT = 10
LOOKUP_TEXT_COUNT = 50_000

SUBJECTS = ["I", "the user", "the admin", "a guest", "the customer", "the manager", "the system",
            "we", "the reviewer", "the owner", "the auditor", "the clerk"]
VERBS = ["added", "removed", "opened", "closed", "selected", "created", "deleted", "updated",
         "viewed", "submitted", "approved", "rejected", "shared", "archived", "restored",
         "downloaded", "uploaded", "renamed", "exported", "imported", "printed", "signed",
         "copied", "moved", "locked", "unlocked", "tagged", "flagged", "scheduled", "cancelled",
         "merged", "split"]
NOUNS = ["cucumber", "basket", "order", "invoice", "account", "report", "ticket", "message",
         "document", "project", "profile", "payment", "product", "review", "session", "coupon",
         "shipment", "contract", "budget", "task", "folder", "badge", "voucher", "parcel",
         "receipt", "license", "device", "recipe", "channel", "survey", "booking", "quote"]
WORDS = ["red", "green", "blue", "admin", "guest", "pending", "active", "closed", "draft",
         "final", "home", "settings", "checkout", "cart", "search", "north", "south", "urgent"]

# (keyword, syntax, shape, pattern with S, V and N standing for subject, verb and noun, weight).
# The shape names what the step body takes: the captured arguments in order, then a data
# table or doc string. Regexes are rare, as in real suites.
TEMPLATES = [
    ("given", "ce", "none", "S had already V the N", 10),
    ("given", "ce", "int", "S had V {int} Ns", 10),
    ("given", "ce", "string", "S had V the N named {string}", 10),
    ("given", "ce", "table", "S had V the following Ns:", 5),
    ("given", "re", "word_int", r"^S had V the (\w+) N (\d+) times$", 3),
    ("when", "ce", "word", "S V a N with {word} status", 10),
    ("when", "ce", "int_string", "S V {int} Ns to {string}", 10),
    ("when", "ce", "doc", "S V the N with this text:", 5),
    ("when", "re", "none", r"^S V every N at once$", 2),
    ("then", "ce", "int", "{int} Ns should be V by S", 10),
    ("then", "ce", "word_int", "S should see the {word} N V {int} times", 10),
    ("then", "ce", "string", "S should see the N V as {string}", 10),
]
KEYWORDS = {"given": ["Given", "And", "And"], "when": ["When", "And"], "then": ["Then", "And", "And"]}


def make_definitions(count, rng, leading_templates=()):
    """`count` definitions with distinct (subject, verb, noun) triples, so that no step text
    matches two of them; the first ones use `leading_templates` (indices) in that order."""
    triples = [(s, v, n) for s in SUBJECTS for v in VERBS for n in NOUNS]
    rng.shuffle(triples)
    weights = [t[4] for t in TEMPLATES]
    definitions = []
    for position in range(count):
        if position < len(leading_templates):
            template = TEMPLATES[leading_templates[position]]
        else:
            template = rng.choices(TEMPLATES, weights=weights)[0]
        keyword, syntax, shape, pattern, _ = template
        subject, verb, noun = triples[position]
        source = pattern.replace("S", subject).replace("V", verb).replace("N", noun)
        definitions.append({"keyword": keyword, "syntax": syntax, "shape": shape, "source": source})
    return definitions


def instance(definition, rng):
    """A step text the definition matches, with random arguments."""
    def value(kind):
        if kind == "int":
            return str(rng.randint(0, 9999))
        if kind == "word":
            return rng.choice(WORDS)
        return '"%s %s"' % (rng.choice(WORDS), rng.choice(WORDS))
    source = definition["source"]
    if definition["syntax"] == "re":
        text = source[1:-1].replace(r"(\w+)", value("word"), 1).replace(r"(\d+)", value("int"), 1)
        return text
    return re.sub(r"\{(int|word|string)\}", lambda m: value(m.group(1)), source)


def python_regex(definition):
    """The definition as a Python regex with Cucumber semantics, to check the generated texts."""
    if definition["syntax"] == "re":
        return re.compile(definition["source"])
    parts = re.split(r"(\{(?:int|word|string)\})", definition["source"])
    body = {"{int}": r"-?\d+", "{word}": r"[^\s]+", "{string}": r'"[^"]*"'}
    return re.compile("^" + "".join(body.get(p, re.escape(p)) for p in parts) + "$")


def check_unambiguous(definitions, texts_by_definition):
    """Every sample text must match its own definition and no other."""
    regexes = [python_regex(d) for d in definitions]
    for own, text in texts_by_definition:
        matching = [i for i, r in enumerate(regexes) if r.match(text)]
        if matching != [own]:
            raise SystemExit("generator bug: %r matches definitions %r, expected [%d]" % (text, matching, own))


def table(rng):
    rows = [["name", "quantity", "colour"]]
    for _ in range(rng.randint(2, 4)):
        rows.append([rng.choice(NOUNS), str(rng.randint(1, 99)), rng.choice(WORDS)])
    return ["      | " + " | ".join(row) + " |" for row in rows]


def doc_string(rng):
    lines = ['      """']
    for _ in range(rng.randint(2, 5)):
        lines.append("      " + " ".join(rng.choice(WORDS + NOUNS) for _ in range(rng.randint(3, 8))))
    lines.append('      """')
    return lines


def write_features(directory, definitions, scenario_count, rng):
    by_keyword = {k: [d for d in definitions if d["keyword"] == k] for k in KEYWORDS}
    features = directory / "features"
    features.mkdir(parents=True, exist_ok=True)
    steps = 0
    for file_number in range((scenario_count + SCENARIOS_PER_FILE - 1) // SCENARIOS_PER_FILE):
        first = file_number * SCENARIOS_PER_FILE
        lines = ["Feature: Generated feature %d" % (file_number + 1), "",
                 "  Generated for the runner benchmark.", ""]
        for number in range(first, min(first + SCENARIOS_PER_FILE, scenario_count)):
            if rng.random() < 0.1:
                lines.append("  @smoke")
            lines.append("  Scenario: Generated scenario %d" % (number + 1))
            for keyword, words in KEYWORDS.items():
                for word in words:
                    definition = rng.choice(by_keyword[keyword])
                    lines.append("    %s %s" % (word, instance(definition, rng)))
                    if definition["shape"] == "table":
                        lines.extend(table(rng))
                    elif definition["shape"] == "doc":
                        lines.extend(doc_string(rng))
                    steps += 1
            lines.append("")
        (features / ("generated_%03d.feature" % (file_number + 1))).write_text("\n".join(lines), encoding="utf-8")
    return steps


def write_tsv(path, definitions):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join("%s\t%s\t%s\t%s\n" % (d["keyword"], d["syntax"], d["shape"], d["source"])
                            for d in definitions), encoding="utf-8")


PYTHON_BODIES = {
    "none": ("", ["context.count += 1"]),
    "int": (", number", ["context.total += number"]),
    "string": (", text", ["context.characters += len(text)"]),
    "word": (", word", ["context.last = word"]),
    "int_string": (", number, text", ["context.total += number", "context.characters += len(text)"]),
    "word_int": (", word, number", ["context.last = word", "context.total += int(number)"]),
    "table": ("", ["context.count += len(context.table.rows)"]),
    "doc": ("", ["context.characters += len(context.text)"]),
}


def parse_pattern(source):
    return source.replace("{int}", "{:d}").replace("{string}", '"{}"').replace("{word}", "{:w}")


def write_behave(directory, definitions):
    steps = directory / "features" / "steps"
    steps.mkdir(parents=True, exist_ok=True)
    lines = ["# Generated by Benchmarks/runner/generate.py: the benchmark's step definitions for behave.",
             "from behave import given, when, then, use_step_matcher", ""]
    matcher = "parse"
    for number, definition in enumerate(definitions):
        wanted = "re0" if definition["syntax"] == "re" else "parse"
        if wanted != matcher:
            lines += ['use_step_matcher("%s")' % wanted, ""]
            matcher = wanted
        pattern = definition["source"] if wanted == "re0" else parse_pattern(definition["source"])
        parameters, body = PYTHON_BODIES[definition["shape"]]
        # Parse converts {:d} to int itself; regex groups arrive as text.
        if wanted == "parse":
            body = [b.replace("int(number)", "number") for b in body]
        lines.append("@%s(%r)" % (definition["keyword"], pattern))
        lines.append("def step_%d(context%s):" % (number, parameters))
        lines += ["    " + b for b in body]
        lines.append("")
    (steps / "generated_steps.py").write_text("\n".join(lines), encoding="utf-8")
    (directory / "features" / "environment.py").write_text(
        "# The world of each scenario, as Verity's benchmark world starts it.\n"
        "def before_scenario(context, scenario):\n"
        "    context.total = 0\n"
        "    context.count = 0\n"
        "    context.characters = 0\n"
        "    context.last = \"\"\n", encoding="utf-8")


def main():
    directory = Path(sys.argv[1])
    scenario_count = int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_SCENARIOS
    rng = random.Random(SEED)

    definitions = make_definitions(DEFINITION_COUNT, rng)
    check_unambiguous(definitions, [(i, instance(d, rng)) for i, d in enumerate(definitions)])
    write_tsv(directory / "definitions.tsv", definitions)
    step_count = write_features(directory, definitions, scenario_count, rng)
    write_behave(directory, definitions)

    # The lookup sets: the small one is the first 10 lines of the large one (one per template
    # kind), so the same texts find the same definition in both.
    lookup = make_definitions(LOOKUP_DEFINITION_COUNT, rng, leading_templates=list(range(LOOKUP_SMALL_COUNT)))
    samples = [(i, instance(lookup[i], rng)) for i in range(LOOKUP_SMALL_COUNT) for _ in range(5)]
    check_unambiguous(lookup, samples)
    write_tsv(directory / "lookup" / "definitions.tsv", lookup)
    texts = [instance(lookup[rng.randrange(LOOKUP_SMALL_COUNT)], rng) for _ in range(LOOKUP_TEXT_COUNT)]
    (directory / "lookup" / "steps.txt").write_text("\n".join(texts) + "\n", encoding="utf-8")

    (directory / "manifest.txt").write_text(
        "scenarios %d\nsteps %d\ndefinitions %d\nlookup_definitions %d\nlookup_small %d\nlookup_texts %d\n"
        % (scenario_count, step_count, len(definitions), len(lookup), LOOKUP_SMALL_COUNT, len(texts)),
        encoding="utf-8")
    print("wrote %d scenarios (%d steps, %d files) over %d definitions, and %d lookup definitions with %d texts, to %s"
          % (scenario_count, step_count, (scenario_count + SCENARIOS_PER_FILE - 1) // SCENARIOS_PER_FILE,
             len(definitions), len(lookup), len(texts), directory))


if __name__ == "__main__":
    main()
