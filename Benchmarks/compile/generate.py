#!/usr/bin/env python3
"""Writes the scratch package of the compile benchmark: step definitions in the shape the
snippets and README use, for timing how long the type checker takes over them.

Usage: generate.py DIRECTORY VERITY_ROOT [COUNT ...]   (default counts: 100 1000)

DIRECTORY/Package.swift   a package depending on Verity by path (VERITY_ROOT), one library
                          target per variant below; with VERITY_COMPILE_DIAGNOSTICS=1 in the
                          environment its targets (not Verity) are compiled with
                          -debug-time-function-bodies, -debug-time-expression-type-checking and
                          -warn-long-expression-type-checking=50.
DIRECTORY/Sources/Empty   the world and a builder with no definitions: what compiling the
                          module costs anyway, subtracted from the others.
DIRECTORY/Sources/OneN    N definitions in one `Steps` builder closure (README's shape).
DIRECTORY/Sources/FunctionN  the same in one builder whose definitions a function registers:
                          `Steps(world: World.init, defineSteps)`,
                          `func defineSteps(_ steps: inout Steps<World>) { ... }`.
DIRECTORY/Sources/SplitN  the same N definitions in builder closures of 50, joined with `include`.
DIRECTORY/Sources/SplitFunctionsN  the same in builders of 50 whose definitions functions
                          register, joined with `include`.

Every definition is a different step (fixed seed), cycling through the shapes a suite has:
no argument, Int, Double, String, a custom enum parameter type, two and three arguments, a
DataTable or a DocString last, and the snippet's own shape (`throw Pending()`). Closure
parameters are written as the snippets write them: the world untyped, each argument typed.
"""
import random
import sys
from pathlib import Path

SEED = 20261124
GROUP = 50
SUBJECTS = ["I", "the user", "the admin", "a guest", "the customer", "the manager", "the clerk", "we"]
VERBS = ["added", "removed", "opened", "closed", "selected", "created", "deleted", "updated",
         "viewed", "submitted", "approved", "rejected", "shared", "archived", "restored", "renamed"]
NOUNS = ["cucumber", "basket", "order", "invoice", "account", "report", "ticket", "message",
         "document", "project", "profile", "payment", "product", "review", "session", "coupon"]

# (pattern with S, V and N standing for subject, verb and noun; closure parameters; body lines)
SHAPES = [
    ("S had already V the N", "world", ["world.count += 1"]),
    ("S had V {int} Ns", "(world, count: Int)", ["world.total += count"]),
    ("S V a N worth {float}", "(world, amount: Double)", ["world.amount += amount"]),
    ("S V the N named {string}", "(world, name: String)", ["world.last = name"]),
    ("S V a {colour} N", "(world, colour: Colour)", ["world.colour = colour"]),
    ("S V {int} Ns named {string}", "(world, count: Int, name: String)",
     ["world.total += count", "world.last = name"]),
    ("S V the following Ns:", "(world, table: DataTable)", ["world.count += table.body.count"]),
    ("S V the N with this text:", "(world, docString: DocString)",
     ["world.characters += docString.content.count"]),
    ("S V {int} {colour} Ns worth {float}", "(world, count: Int, colour: Colour, amount: Double)",
     ["world.total += count", "world.colour = colour", "world.amount += amount * Double(count)"]),
    ("S V the N {string} with:", "(world, name: String, table: DataTable)",
     ["world.last = name", "world.count += table.rows.count"]),
    ("S should see {int} Ns", "(world, count: Int)", ["try #require(world.total >= count)"]),
    ("S V the N {int} times", "(world, int: Int)", ["throw Pending()"]),
]
KEYWORDS = ["given", "when", "then"]

WORLD = """import Requirements
import Testing

/// The state of one scenario.
struct CompileWorld: Sendable {
    var total = 0
    var count = 0
    var amount = 0.0
    var characters = 0
    var last = ""
    var colour = Colour.red
}

/// A custom parameter type's value.
enum Colour: String, Sendable {
    case red, green, blue
}
"""
PARAMETER_TYPE = '    steps.parameterType("colour", regexp: "red|green|blue") { Colour(rawValue: $0) }'


def definitions(count, rng):
    triples = [(s, v, n) for s in SUBJECTS for v in VERBS for n in NOUNS]
    rng.shuffle(triples)
    result = []
    for index in range(count):
        pattern, parameters, body = SHAPES[index % len(SHAPES)]
        subject, verb, noun = triples[index % len(triples)]
        text = pattern.replace("S", subject).replace("V", verb).replace("N", noun)
        # NB: past the 2,048 triples, a word keeps the texts distinct without a parameter.
        text += " again" * (index // len(triples))
        keyword = KEYWORDS[index % len(KEYWORDS)]
        lines = ['    steps.%s("%s") { %s in' % (keyword, text, parameters)]
        lines += ["        " + line for line in body]
        lines.append("    }")
        result.append(lines)
    return result


def one_builder(name, defs):
    lines = [WORLD, "/// Every definition in one builder.",
             "let %s = Steps<CompileWorld>(world: CompileWorld.init) { steps in" % name, PARAMETER_TYPE]
    for d in defs:
        lines += d
    lines.append("}")
    return "\n".join(lines) + "\n"


def one_function(name, defs):
    lines = [WORLD, "/// Every definition in one builder, registered by a function rather than a closure literal.",
             "let %s = Steps<CompileWorld>(world: CompileWorld.init, defineSteps)" % name, "",
             "/// Registers every definition.",
             "func defineSteps(_ steps: inout Steps<CompileWorld>) {", PARAMETER_TYPE]
    for d in defs:
        lines += d
    lines.append("}")
    return "\n".join(lines) + "\n"


def split_builders(name, defs):
    lines = [WORLD]
    groups = [defs[i:i + GROUP] for i in range(0, len(defs), GROUP)]
    for number, group in enumerate(groups):
        lines += ["/// Definitions %d to %d." % (number * GROUP + 1, number * GROUP + len(group)),
                  "let part%d = Steps<CompileWorld>(world: CompileWorld.init) { steps in" % number]
        for d in group:
            lines += d
        lines += ["}", ""]
    lines += ["/// Every part, joined.",
              "let %s = Steps<CompileWorld>(world: CompileWorld.init) { steps in" % name, PARAMETER_TYPE]
    lines += ["    steps.include(part%d)" % number for number in range(len(groups))]
    lines.append("}")
    return "\n".join(lines) + "\n"


def split_functions(name, defs):
    lines = [WORLD]
    groups = [defs[i:i + GROUP] for i in range(0, len(defs), GROUP)]
    for number, group in enumerate(groups):
        lines += ["/// Definitions %d to %d." % (number * GROUP + 1, number * GROUP + len(group)),
                  "let part%d = Steps<CompileWorld>(world: CompileWorld.init, definePart%d)" % (number, number), "",
                  "/// Registers definitions %d to %d." % (number * GROUP + 1, number * GROUP + len(group)),
                  "func definePart%d(_ steps: inout Steps<CompileWorld>) {" % number]
        for d in group:
            lines += d
        lines += ["}", ""]
    lines += ["/// Every part, joined.",
              "let %s = Steps<CompileWorld>(world: CompileWorld.init) { steps in" % name, PARAMETER_TYPE]
    lines += ["    steps.include(part%d)" % number for number in range(len(groups))]
    lines.append("}")
    return "\n".join(lines) + "\n"


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    # NB: unchanged files keep their time stamps, so that the warm-up build stays warm.
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def main():
    directory = Path(sys.argv[1])
    root = sys.argv[2]
    counts = [int(c) for c in sys.argv[3:]] or [100, 1000]
    targets = {"Empty": one_builder("steps", [])}
    for count in counts:
        defs = definitions(count, random.Random(SEED))
        targets["One%d" % count] = one_builder("steps", defs)
        targets["Function%d" % count] = one_function("steps", defs)
        targets["Split%d" % count] = split_builders("steps", defs)
        targets["SplitFunctions%d" % count] = split_functions("steps", defs)
    for target, text in targets.items():
        write(directory / "Sources" / target / "Definitions.swift", text)
    target_list = ",\n".join(
        '        .target(name: "%s", dependencies: [.product(name: "Requirements", package: "verity")], '
        "swiftSettings: settings)" % t for t in targets)
    write(directory / "Package.swift", """// swift-tools-version: 6.1
// Generated by Benchmarks/compile/generate.py: step definitions to time the compiler on.
import Foundation
import PackageDescription

let diagnostics = ProcessInfo.processInfo.environment["VERITY_COMPILE_DIAGNOSTICS"] == "1"
let settings: [SwiftSetting] = diagnostics ? [.unsafeFlags([
    "-Xfrontend", "-debug-time-function-bodies",
    "-Xfrontend", "-debug-time-expression-type-checking",
    "-Xfrontend", "-warn-long-expression-type-checking=50",
])] : []

let package = Package(
    name: "verity-compile-benchmark",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "verity", path: "%s")],
    targets: [
%s
    ],
    swiftLanguageModes: [.v6]
)
""" % (root, target_list))
    print("wrote %s: %s" % (directory, ", ".join(targets)))


if __name__ == "__main__":
    main()
