#!/usr/bin/env bash
# What one Swift Testing `@Test` costs to compile, the floor under the plugin's cost per
# scenario: swiftc (debug, -Onone) compiles one file of COUNT functions four ways, each the
# shape a generated test could take, and prints CPU seconds (user + system, the macro plugin
# server included) and milliseconds per function:
#   - "plain function": `func s_N() async { await run("f.feature", N) }`, no macro at all;
#   - "bare @Test": the same function under `@Test`;
#   - "@Test with a name": `@Test("Scenario N")`;
#   - "as generated": `@Test("…", .enabled(if: …, "…"))`, the shape the plugin writes today.
# Usage: Benchmarks/plugin/test-floor.sh        COUNT=200 by default
set -euo pipefail
count="${COUNT:-200}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$count" <<'PY'
import sys
work, count = sys.argv[1], int(sys.argv[2])
shapes = {
    "plain": lambda i: f'    func s_{i}() async {{ await run("f.feature", {i}) }}',
    "bare": lambda i: f'    @Test func s_{i}() async {{ await run("f.feature", {i}) }}',
    "named": lambda i: f'    @Test("Scenario number {i}") func s_{i}() async {{ await run("f.feature", {i}) }}',
    "generated": lambda i: f'    @Test("Scenario number {i}", .enabled(if: selects("f.feature", {i}), "left out by the run\'s selection"))\n'
    f'    func s_{i}() async {{ await run("f.feature", {i}) }}',
}
for name, shape in shapes.items():
    lines = ["import Testing", "struct Suite {"] + [shape(i) for i in range(count)] + ["}"]
    lines += ['func selects(_ path: String, _ line: Int) -> Bool { true }', 'func run(_ path: String, _ line: Int) async {}']
    open(f"{work}/{name}.swift", "w").write("\n".join(lines) + "\n")
PY

printf '%-20s %10s %14s\n' "shape ($count functions)" "CPU s" "ms per function"
for shape in plain bare named generated; do
  /usr/bin/time -f "%U %S" -o "$work/time" swiftc -parse-as-library -Onone -c "$work/$shape.swift" \
    -module-name Floor -o "$work/$shape.o" 2> "$work/log" || { cat "$work/log"; exit 1; }
  read -r user system < "$work/time"
  python3 -c "import sys; u, s, n = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]); print(f'{sys.argv[4]:<20} {u + s:>10.2f} {1000 * (u + s) / n:>14.1f}')" \
    "$user" "$system" "$count" "$shape"
done
