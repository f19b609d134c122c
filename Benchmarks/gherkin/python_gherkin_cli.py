#!/usr/bin/env python3
"""The official Python Gherkin implementation driven like its reference CLI.

Usage: python_gherkin_cli.py [--no-source] [--no-ast] [--no-pickles] FILE...

The PyPI package `gherkin-official` ships the library but no command; upstream's own command
is a repository script. This one does the same: it feeds each file through the package's
`SourceEvents` and `GherkinEvents` streams and prints every envelope as one JSON line.
"""
import json
import sys
from pathlib import Path

from gherkin.stream.gherkin_events import GherkinEvents
from gherkin.stream.source_events import SourceEvents


def main():
    flags = {arg for arg in sys.argv[1:] if arg.startswith("--")}
    paths = [Path(arg) for arg in sys.argv[1:] if not arg.startswith("--")]
    events = GherkinEvents(GherkinEvents.Options(
        print_source="--no-source" not in flags,
        print_ast="--no-ast" not in flags,
        print_pickles="--no-pickles" not in flags,
    ))
    write = sys.stdout.write
    for source_event in SourceEvents(paths).enum():
        for event in events.enum(source_event):
            write(json.dumps(event))
            write("\n")


if __name__ == "__main__":
    main()
