"""Writes RegexFuzzer seeds: a length byte, a pattern, then a text (see RegexFuzzer.swift).

Usage: python3 regex_seeds.py TESTDATA CORPUS  (prints how many seeds it wrote)

The patterns are the conformance data's regular expressions with their texts, and patterns of
the kinds step definitions use, with texts they match and texts they almost match.
"""
import pathlib
import sys

testdata, corpus = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
pairs = []
for path in sorted((testdata / "regular-expression" / "matching").glob("*.yaml")):
    fields = {}
    for line in path.read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("expression", "text"):
            value = value.strip()
            if value.startswith('"') and value.endswith('"'):
                value = value[1:-1].replace('\\\\', '\\')
            fields[key] = value
    if "expression" in fields and "text" in fields:
        pairs.append((fields["expression"], fields["text"]))

pairs += [
    (r"^I have (\d+) cukes? in my (\w+)$", "I have 42 cukes in my belly"),
    (r"^I have (-?\d+) cukes$", "I have -3 cukes"),
    (r'^I press "([^"]*)"$', 'I press "coffee"'),
    (r"^the (?:first|second) (\w+) is (.*)$", "the second item is a b c"),
    (r"^(?<count>\d+) items?( left)?$", "1 item"),
    (r"^a (b )?c$", "a c"),
    (r"^(a|ab)(c|bcd)(d*)$", "abcd"),
    (r"^\s*(\S+)\s*$", "  word \t"),
    (r"^[A-Z][a-z]*\b.*$", "Hello world"),
    (r"^(\d+(?:\.\d+)?) (\.{3})$", "3.25 ..."),
    (r"^([^,]+)(?:, ([^,]+))*$", "a, b, c"),
    (r"^.*?(\d{2,4}).*$", "year 2026 or 26"),
    (r"^(a*?)(a+)$", "aaaa"),
    (r"\bend\B", "endless end"),
]
count = 0
for pattern, text in pairs:
    encoded = pattern.encode()
    if len(encoded) > 127:
        continue
    (corpus / f"seed-{count}").write_bytes(bytes([len(encoded)]) + encoded + text.encode())
    count += 1
print(count)
