#!/usr/bin/env python3
"""Writes seeds for LanguageServerFuzzer: editor sessions over real feature files.

    lsp_seeds.py CORPUS FEATURE...

For each feature file, one session in the program format SessionScript.swift reads
(initialize, initialized, didOpen of the file, requests at its steps, typing into a step and
taking it back, shutdown, exit), written to CORPUS/seed-session-N. Prints how many.
"""

import random
import sys
from pathlib import Path

# The step kinds (byte % 12) and request methods, as SessionScript.swift numbers them.
REQUEST, DID_OPEN, DID_CHANGE, DID_CLOSE, NOTIFICATION = 0, 1, 2, 3, 5
INITIALIZE, SHUTDOWN, COMPLETION, HOVER, DEFINITION, SYMBOLS, FORMATTING, CODE_ACTION, EXECUTE = range(9)
INITIALIZED, EXIT = 0, 1


def chunk(data: bytes) -> bytes:
    data = data[:65535]
    if len(data) < 255:
        return bytes([len(data)]) + data
    return bytes([255, len(data) & 0xFF, len(data) >> 8]) + data


def number(value: int) -> bytes:
    return bytes([min(value, 239)])


def request(method: int, line: int = 0, character: int = 0, argument: bytes = b"") -> bytes:
    if method == INITIALIZE:
        return bytes([REQUEST, method, 3])
    # params style 0 (an object), document 0, position, range over the line, a quickfix
    # context, verity.copySnippet, and an argument.
    params = bytes([0, 0]) + number(line) + number(character) + number(line) + number(0) + number(line) + number(200)
    return bytes([REQUEST, method]) + params + bytes([0, 1, 1]) + chunk(argument)


def change(line: int, start: int, end: int, text: bytes, version: int) -> bytes:
    # document 0, a version, one ranged change, then "contentChanges is an array".
    return (bytes([DID_CHANGE, 0, 1, version & 0xFF, 1, 1]) + chunk(text)
            + number(line) + number(start) + number(line) + number(end) + bytes([1]))


def session(text: bytes, rng: random.Random) -> bytes:
    lines = text.split(b"\n")
    steps = [index for index, line in enumerate(lines)
             if line.strip().split(b" ", 1)[0] in (b"Given", b"When", b"Then", b"And", b"But", b"*")]
    program = request(INITIALIZE) + bytes([NOTIFICATION, INITIALIZED])
    program += bytes([DID_OPEN, 0, 1, 1, 1]) + chunk(text)
    version = 2
    for line in rng.sample(steps, min(3, len(steps))):
        width = len(lines[line].decode("utf-8", "replace").encode("utf-16-le")) // 2
        for method in (COMPLETION, HOVER, DEFINITION, CODE_ACTION):
            program += request(method, line, width)
        program += change(line, width, width, b"s", version)
        program += request(COMPLETION, line, width + 1)
        program += change(line, width, width + 1, b"", version + 1)
        version += 2
    program += request(SYMBOLS) + request(FORMATTING) + request(EXECUTE, argument=b"steps.given(\"x\") { _ in }")
    program += request(SHUTDOWN) + bytes([NOTIFICATION, EXIT])
    return program


def main() -> None:
    corpus = Path(sys.argv[1])
    rng = random.Random(35)
    count = 0
    for name in sys.argv[2:]:
        text = Path(name).read_bytes()
        if len(text) > 60000:
            continue
        (corpus / f"seed-session-{count}").write_bytes(session(text, rng))
        count += 1
    print(count)


main()
