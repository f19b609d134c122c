#!/usr/bin/env python3
"""Writes a deterministic corpus of varied, realistic Gherkin feature files for benchmarking.

Usage: generate_corpus.py OUTPUT_DIR [MEGABYTES] [LANGUAGES_JSON]

The same arguments always give byte-identical files. Features use outlines with several
tagged Examples blocks, data tables (with escaped pipes and backslashes), doc strings in both
delimiter styles (with and without media types), tags, comments, descriptions, backgrounds,
rules with their own backgrounds, and a dozen `# language:` dialects.
"""
import json
import os
import random
import sys

LANGUAGES = ["en", "en", "en", "fr", "de", "es", "it", "pt", "nl", "pl", "ru", "ja", "sv", "tr", "uk", "em"]
KINDS = ["feature", "rule", "background", "scenario", "scenarioOutline", "examples",
         "given", "when", "then", "and", "but"]

DOMAINS = {
    "checkout": (["customer", "guest", "cashier", "store manager"],
                 ["basket", "order", "voucher", "invoice", "refund", "gift card"]),
    "banking": (["account holder", "teller", "auditor", "fraud analyst"],
                ["transfer", "standing order", "overdraft", "statement", "card payment"]),
    "library": (["member", "librarian", "visitor"],
                ["loan", "reservation", "late fee", "catalogue entry", "e-book"]),
    "logistics": (["dispatcher", "driver", "warehouse clerk", "recipient"],
                  ["parcel", "pallet", "delivery slot", "route", "customs form"]),
    "clinic": (["patient", "nurse", "receptionist", "doctor"],
               ["appointment", "prescription", "referral", "lab result"]),
}
ACTIONS = ["creates", "cancels", "approves", "rejects", "updates", "archives", "exports",
           "imports", "reviews", "schedules", "pays for", "splits"]
OUTCOMES = ["is accepted", "is rejected with a clear message", "appears in the history",
            "is sent by e-mail", "is listed first", "costs nothing", "is locked for editing",
            "shows a warning", "is visible to the auditor"]
NAMES = ["Ada", "Grace", "Linus", "Zoë", "José", "Søren", "Łukasz", "Amélie", "Dmitri",
         "Ngozi", "Hiro", "Mei", "Olu", "Pål", "Renée"]
PLACES = ["Zürich", "Kraków", "São Paulo", "Reykjavík", "Montréal", "Tōkyō", "Lagos", "Oslo"]


def keywords(languages_json):
    with open(languages_json, encoding="utf-8") as f:
        data = json.load(f)
    result = {}
    for code in set(LANGUAGES):
        entry = data[code]
        result[code] = {kind: [k for k in entry[kind] if k != "* "] for kind in KINDS}
    return result


class FeatureWriter:
    def __init__(self, rng, lang, kw):
        self.rng = rng
        self.lang = lang
        self.kw = kw
        self.lines = []
        self.domain = rng.choice(sorted(DOMAINS))
        self.actors, self.things = DOMAINS[self.domain]

    def k(self, kind):
        return self.rng.choice(self.kw[kind])

    def emit(self, depth, text=""):
        self.lines.append(("  " * depth + text) if text else "")

    def maybe_comment(self, depth, chance=0.15):
        if self.rng.random() < chance:
            self.emit(depth, "# " + self.rng.choice([
                "TODO: confirm with the product owner",
                "see ticket " + str(self.rng.randint(100, 9999)),
                "regression guard for the " + self.rng.choice(self.things) + " bug",
                "kept deliberately vague",
            ]))

    def tags(self, depth, chance=0.6):
        if self.rng.random() < chance:
            pool = ["@smoke", "@regression", "@slow", "@wip", "@" + self.domain,
                    "@jira-" + str(self.rng.randint(1, 999)), "@owner:" + self.rng.choice(NAMES).lower(),
                    "@priority-" + str(self.rng.randint(1, 3))]
            count = self.rng.randint(1, 4)
            self.emit(depth, " ".join(self.rng.sample(pool, count)))

    def description(self, depth, chance=0.5):
        if self.rng.random() < chance:
            actor = self.rng.choice(self.actors)
            thing = self.rng.choice(self.things)
            for line in self.rng.sample([
                "In order to keep every " + thing + " consistent",
                "As a " + actor,
                "We want the system to explain what happens to a " + thing,
                "So that nobody in " + self.rng.choice(PLACES) + " is surprised",
                "Rules agreed with " + self.rng.choice(NAMES) + " on " + str(self.rng.randint(1, 28)) + " March",
            ], self.rng.randint(1, 4)):
                self.emit(depth, line)
            self.emit(0)

    def step_text(self, placeholders=()):
        actor = self.rng.choice(self.actors)
        thing = self.rng.choice(self.things)
        if placeholders and self.rng.random() < 0.7:
            p = self.rng.choice(placeholders)
            return "the " + actor + " " + self.rng.choice(ACTIONS) + " a " + thing + " with <" + p + ">"
        options = [
            "a " + actor + " named \"" + self.rng.choice(NAMES) + "\"",
            "the " + actor + " " + self.rng.choice(ACTIONS) + " the " + thing,
            "the " + thing + " " + self.rng.choice(OUTCOMES),
            "there are " + str(self.rng.randint(0, 500)) + " " + thing + "s in " + self.rng.choice(PLACES),
            "the " + thing + " total is " + str(self.rng.randint(1, 9999)) + "." + str(self.rng.randint(10, 99)) + " EUR",
        ]
        return self.rng.choice(options)

    def table(self, depth, rows):
        # Aligned columns, as editors and formatters leave them.
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        for row in rows:
            self.emit(depth, "| " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths)) + " |")

    def data_table(self, depth):
        columns = self.rng.sample(["name", "city", "amount", "status", "note", "code"], self.rng.randint(2, 5))
        rows = [columns]
        for _ in range(self.rng.randint(1, 8)):
            cells = []
            for column in columns:
                if column == "name":
                    cells.append(self.rng.choice(NAMES))
                elif column == "city":
                    cells.append(self.rng.choice(PLACES))
                elif column == "amount":
                    cells.append(str(self.rng.randint(0, 100000)))
                elif column == "status":
                    cells.append(self.rng.choice(["open", "closed", "on hold", ""]))
                elif column == "note":
                    cells.append(self.rng.choice(["a \\| b", "C:\\\\temp", "line\\nbreak", "plain", "ok"]))
                else:
                    cells.append("X-" + str(self.rng.randint(100, 999)))
            rows.append(cells)
        self.table(depth, rows)

    def doc_string(self, depth, placeholders=()):
        fence = self.rng.choice(['"""', '"""', "```"])
        media = self.rng.choice(["", "", "json", "text/plain", "xml"])
        self.emit(depth, fence + media)
        if media == "json":
            body = json.dumps({"id": self.rng.randint(1, 10**6), "owner": self.rng.choice(NAMES),
                               "items": [self.rng.choice(self.things) for _ in range(self.rng.randint(1, 4))]},
                              ensure_ascii=False, indent=2).split("\n")
        elif media == "xml":
            body = ["<" + self.domain + ">", "  <who>" + self.rng.choice(NAMES) + "</who>", "</" + self.domain + ">"]
        else:
            body = ["Dear " + self.rng.choice(NAMES) + ",",
                    "",
                    "your " + self.rng.choice(self.things) + " " + self.rng.choice(OUTCOMES) + ".",
                    "  (indented line kept as written)"]
            if placeholders:
                body.append("Reference: <" + placeholders[0] + ">")
            if fence == '"""' and self.rng.random() < 0.3:
                body.append('an escaped delimiter: \\"\\"\\"')
        for line in body:
            self.emit(depth, line)
        self.emit(depth, fence)

    def steps(self, depth, count, placeholders=()):
        order = ["given"] + ["and"] * self.rng.randint(0, 2) + ["when"] + ["then"] + \
            self.rng.sample(["and", "but", "and"], self.rng.randint(0, 2))
        for kind in order[:max(count, 1)]:
            self.maybe_comment(depth, 0.05)
            self.emit(depth, self.k(kind) + self.step_text(placeholders))
            roll = self.rng.random()
            if roll < 0.12:
                self.data_table(depth + 1)
            elif roll < 0.2:
                self.doc_string(depth + 1, placeholders)
            elif roll < 0.22:
                self.data_table(depth + 1)
                self.doc_string(depth + 1, placeholders)

    def background(self, depth):
        self.emit(depth, self.k("background") + ": " + self.rng.choice(["", "shared setup", "a known " + self.rng.choice(self.things)]))
        self.steps(depth + 1, self.rng.randint(1, 3))
        self.emit(0)

    def scenario(self, depth):
        self.maybe_comment(depth)
        self.tags(depth, 0.5)
        title = "the " + self.rng.choice(self.actors) + " " + self.rng.choice(ACTIONS) + " a " + self.rng.choice(self.things)
        if self.rng.random() < 0.35:
            placeholders = self.rng.sample(["amount", "status", "city", "code"], self.rng.randint(1, 3))
            self.emit(depth, self.k("scenarioOutline") + ": " + title + " for <" + placeholders[0] + ">")
            self.description(depth + 1, 0.2)
            self.steps(depth + 1, self.rng.randint(3, 7), placeholders)
            for _ in range(self.rng.randint(1, 3)):
                self.emit(0)
                self.tags(depth + 1, 0.5)
                self.emit(depth + 1, self.k("examples") + ": " + self.rng.choice(["", "typical values", "edge cases"]))
                rows = [placeholders]
                for _ in range(self.rng.randint(1, 10)):
                    row = [str(self.rng.randint(0, 9999)) if p in ("amount", "code") else
                           self.rng.choice(PLACES) if p == "city" else self.rng.choice(["open", "closed", "a \\| b"])
                           for p in placeholders]
                    rows.append(row)
                self.table(depth + 2, rows)
        else:
            self.emit(depth, self.k("scenario") + ": " + title)
            self.description(depth + 1, 0.15)
            self.steps(depth + 1, self.rng.randint(3, 7))
        self.emit(0)

    def feature(self, explicit_language):
        if explicit_language:
            self.emit(0, "# language: " + self.lang)
        self.maybe_comment(0, 0.3)
        self.tags(0, 0.7)
        self.emit(0, self.k("feature") + ": " + self.domain.capitalize() + " " + self.rng.choice(self.things) + "s")
        self.description(1, 0.8)
        if self.rng.random() < 0.5:
            self.background(1)
        if self.rng.random() < 0.3:
            for _ in range(self.rng.randint(1, 3)):
                self.tags(1, 0.4)
                self.emit(1, self.k("rule") + ": " + self.rng.choice(self.things) + " " + self.rng.choice(OUTCOMES))
                self.description(2, 0.3)
                if self.rng.random() < 0.4:
                    self.background(2)
                for _ in range(self.rng.randint(1, 6)):
                    self.scenario(2)
        else:
            for _ in range(self.rng.randint(2, 14)):
                self.scenario(1)
        return "\n".join(self.lines).rstrip("\n") + "\n"


def main():
    output = sys.argv[1]
    megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 52
    languages_json = sys.argv[3] if len(sys.argv) > 3 else None
    if languages_json is None:
        import gherkin
        languages_json = os.path.join(os.path.dirname(gherkin.__file__), "gherkin-languages.json")
    kw = keywords(languages_json)
    rng = random.Random(20260101)
    total = 0
    index = 0
    os.makedirs(output, exist_ok=True)
    while total < megabytes * 1_000_000:
        lang = rng.choice(LANGUAGES)
        explicit = lang != "en" or rng.random() < 0.2
        writer = FeatureWriter(rng, lang, kw[lang])
        text = writer.feature(explicit)
        folder = os.path.join(output, lang)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "f%05d.feature" % index)
        data = text.encode("utf-8")
        with open(path, "wb") as f:
            f.write(data)
        total += len(data)
        index += 1
    print("%d files, %.1f MB in %s" % (index, total / 1e6, output))


if __name__ == "__main__":
    main()
