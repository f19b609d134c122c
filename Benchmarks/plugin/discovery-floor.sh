#!/usr/bin/env bash
# What SwiftPM's XCTest discovery on Linux costs to compile, the floor under the XCTest shape's
# cost per scenario: SwiftPM lists every XCTest test of a test target in one generated file (an
# `__allTests__` array per class, a `testCase(…)` per class in one function) and compiles it,
# whole, whenever the target's tests change. This writes that file as SwiftPM writes it for
# TESTS tests split into classes of several sizes, compiles it (debug, -Onone) against a module
# of the classes, and prints CPU seconds (user + system) for the list beside the classes'
# own compile, and milliseconds per test for each.
# Usage: Benchmarks/plugin/discovery-floor.sh        TESTS=2000, SIZES="3 5 10 20 100" by default
set -euo pipefail
tests="${TESTS:-2000}"
sizes="${SIZES:-3 5 10 20 100}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# cpu COMMAND...: runs COMMAND quietly and prints its user + system CPU seconds.
cpu() {
  /usr/bin/time -f "%U %S" -o "$work/time" "$@" > "$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
  awk '{ printf "%.2f", $1 + $2 }' "$work/time"
}

printf '%-26s %14s %14s %12s %12s\n' "$tests tests in classes of" "list CPU s" "classes CPU s" "list ms/test" "classes ms/test"
for size in $sizes; do
  dir="$work/$size"
  mkdir -p "$dir"
  python3 - "$dir" "$tests" "$size" <<'PY'
import sys
dir, tests, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
classes = (tests + size - 1) // size
module = ["import XCTest", "func runScenario(_ test: XCTestCase, _ line: Int) throws {}"]
listing = ["import XCTest", "@testable import Classes", ""]
for c in range(classes):
    names = [f"test_paying_in_{n}_then_taking_out_{n}_in_feature_{c}_L{6 * n + 3}" for n in range(size)]
    module.append(f"final class Feature_{c}: XCTestCase {{")
    module += [f"    func {name}() throws {{ try runScenario(self, {6 * n + 3}) }}" for n, name in enumerate(names)]
    module.append("}")
    # NB: what SwiftPM 6.3's test discovery writes for each class.
    listing.append(f"fileprivate extension Feature_{c} {{")
    listing.append('    @available(*, deprecated, message: "Not actually deprecated.")')
    listing.append(f"    static nonisolated(unsafe) let __allTests__Feature_{c} = [")
    listing.append(",\n".join(f'        ("{name}", {name})' for name in names))
    listing += ["    ]", "}", ""]
listing.append("func __Classes__allTests() -> [XCTestCaseEntry] {\n    return [")
listing.append(",\n".join(f"        testCase(Feature_{c}.__allTests__Feature_{c})" for c in range(classes)))
listing.append("    ]\n}")
open(f"{dir}/Classes.swift", "w").write("\n".join(module) + "\n")
open(f"{dir}/List.swift", "w").write("\n".join(listing) + "\n")
PY
  classes_cpu=$(cpu swiftc -swift-version 6 -Onone -enable-testing -parse-as-library -module-name Classes \
    -emit-module -emit-module-path "$dir/Classes.swiftmodule" -c "$dir/Classes.swift" -o "$dir/Classes.o")
  list_cpu=$(cpu swiftc -swift-version 6 -Onone -parse-as-library -module-name List -I "$dir" \
    -c "$dir/List.swift" -o "$dir/List.o")
  awk -v n="$tests" -v size="$size" -v list="$list_cpu" -v classes="$classes_cpu" 'BEGIN {
    printf "%-26s %14.2f %14.2f %12.2f %12.2f\n", size " tests (" int((n + size - 1) / size) " classes)", list, classes, 1000 * list / n, 1000 * classes / n }'
done
