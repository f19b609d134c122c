#!/usr/bin/env python3
"""Times the official Python cucumber-expressions on the benchmark corpus.

Each step text is looked up the way a runner does it: matched against every expression,
keeping the matching definitions and converting their arguments. Prints one line of
`key=value` pairs for run.sh.
"""
import sys
import time
from pathlib import Path

from cucumber_expressions.expression import CucumberExpression
from cucumber_expressions.parameter_type_registry import ParameterTypeRegistry


def main(directory, limit):
    corpus = Path(directory)
    sources = corpus.joinpath("expressions.txt").read_text(encoding="utf-8").splitlines()
    steps = corpus.joinpath("steps.txt").read_text(encoding="utf-8").splitlines()[:limit]
    registry = ParameterTypeRegistry()
    expressions = [CucumberExpression(source, registry) for source in sources]

    matched = 0
    cpu_started = time.process_time()
    started = time.perf_counter()
    for text in steps:
        for expression in expressions:
            arguments = expression.match(text)
            if arguments is not None:
                [argument.value for argument in arguments]
                matched += 1
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    print("steps=%d expressions=%d matched=%d seconds=%.4f rate=%.1f cpu=%.4f cpurate=%.1f"
          % (len(steps), len(expressions), matched, elapsed, len(steps) / elapsed, cpu, len(steps) / cpu))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
