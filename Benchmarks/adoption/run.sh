#!/usr/bin/env bash
# What adopting the runner costs a new user, for the two setups README offers, side by side:
#   - "parameterized": a test target that depends on `Requirements` and runs its scenarios as
#     the cases of one parameterized `@Test` (no plugin);
#   - "plugin": the same target with the `VerityFeatureTests` build-tool plugin, one generated
#     test per scenario, the target declaring `let features = FeatureSuite(steps)`.
# Each is a scratch package with a path dependency on this checkout, as a clone beside a project
# would be. For each it prints, in one run:
#   - the packages SwiftPM fetched, and the size of their checkouts;
#   - the cold debug build (`swift build --build-tests`, nothing cached in its build folder);
#   - the rebuild after nothing changed, after an unrelated environment variable changed
#     (`FOO=…`) and after a run option changed (`VERITY_TAGS=…`): each option of a run is an
#     environment variable, so this is what choosing scenarios costs;
#   - the rebuild after `verity run`'s options changed, which reach the runner through a file;
#   - that the feature files run and pass under `swift test`;
#   - where the parameterized cold build's CPU goes: the same build again from nothing, with the
#     compiler's own timers (`-stats-output-dir`), summed per module.
# Usage: Benchmarks/adoption/run.sh [WORK_DIR]   (default: a new temporary folder, removed after)
# Goals on this 2-core machine, quiet: a cold build in at most 45 s (parameterized) and 60 s
# (plugin); a rebuild after a changed variable at most 1 s above the unchanged one.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="${1:-}"
if [[ -z "$work" ]]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

# make_package NAME PLUGIN(0|1): a scratch package in $work/NAME.
make_package() {
  local name="$1" plugin="$2" dir="$work/$1"
  rm -rf "$dir"
  mkdir -p "$dir/Sources/Shop" "$dir/Tests/ShopTests/Features"
  local target_extras='exclude: ["Features"]'
  if [[ "$plugin" == 1 ]]; then
    target_extras='resources: [.copy("Features")],
            plugins: [.plugin(name: "VerityFeatureTests", package: "verity")]'
  fi
  # NB: SwiftPM names a path dependency after its folder, which is not always `verity`.
  cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "$name",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "verity", path: "$root")],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopTests",
            dependencies: ["Shop", .product(name: "Requirements", package: "verity")],
            $target_extras
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

  cat > "$dir/Sources/Shop/Basket.swift" <<'SWIFT'
/// A shop's basket: the code the requirements are about.
public struct Basket: Sendable {
    public private(set) var items: [String: Int] = [:]
    public init() {}
    public mutating func add(_ count: Int, of item: String) { items[item, default: 0] += count }
    public var count: Int { items.values.reduce(0, +) }
}
SWIFT

  cat > "$dir/Tests/ShopTests/Features/basket.feature" <<'GHERKIN'
@basket
Feature: Basket
  Rule: a basket counts every item added to it

    Scenario: two kinds of fruit
      Given an empty basket
      When I add 3 "apples"
      And I add 2 "pears"
      Then the basket holds 5 items

    Scenario Outline: one kind of fruit
      Given an empty basket
      When I add <count> "<fruit>"
      Then the basket holds <count> items

      Examples:
        | count | fruit   |
        | 1     | apples  |
        | 4     | cherries |
GHERKIN

  cat > "$dir/Tests/ShopTests/BasketSteps.swift" <<'SWIFT'
import Requirements
import Shop
import Testing

func basketSteps(_ steps: inout Steps<Basket>) {
    steps.given("an empty basket") { context in context.world = Basket() }
    steps.when("I add {int} {string}") { (context, count: Int, item: String) in context.world.add(count, of: item) }
    steps.then("the basket holds {int} items") { (basket, count: Int) in #expect(basket.count == count) }
}
SWIFT

  if [[ "$plugin" == 1 ]]; then
    cat > "$dir/Tests/ShopTests/Features.swift" <<'SWIFT'
import Requirements
import Shop

let features = FeatureSuite(Steps<Basket>(world: Basket.init) { basketSteps(&$0) }, resourcesIn: .module)
SWIFT
  else
    cat > "$dir/Tests/ShopTests/BasketRequirements.swift" <<'SWIFT'
import Requirements
import Shop
import Testing

let basket = FeatureSuite(Steps<Basket>(world: Basket.init) { basketSteps(&$0) })

@Suite(.features(basket))
struct BasketRequirements {
    @Test(arguments: basket.scenarios)
    func scenario(_ scenario: ScenarioCase) async { await scenario.run() }
}
SWIFT
  fi
}

seconds() { printf '%d.%d s' $(($1 / 1000)) $(($1 % 1000 / 100)); }

# timed VAR COMMAND...: runs COMMAND in this shell, sets VAR to its wall time in milliseconds.
# NB: every build runs from this same shell, with the same environment but for the variable a
# step changes on purpose: SwiftPM recompiles every plugin of the package graph whenever the
# environment differs from the last build's, so a build run through `bash -c` (another SHLVL)
# would not be an unchanged rebuild.
timed() {
  local var="$1"; shift
  local start end
  start=$(date +%s%N)
  "$@" > /dev/null 2>&1
  end=$(date +%s%N)
  printf -v "$var" '%d' $(((end - start) / 1000000))
}

declare -A result
for setup in parameterized plugin; do
  plugin=0
  [[ "$setup" == plugin ]] && plugin=1
  make_package "$setup" "$plugin"
  dir="$work/$setup"
  cd "$dir"
  echo "== $setup: resolving (scratch package at $dir)"
  swift package resolve > "$work/$setup-resolve.log" 2>&1 || { cat "$work/$setup-resolve.log"; exit 1; }
  result[$setup,packages]="$(ls .build/checkouts 2> /dev/null | wc -l) ($(ls .build/checkouts 2> /dev/null | tr '\n' ' ' | sed 's/ $//'))"
  result[$setup,size]="$(du -sh .build/checkouts 2> /dev/null | cut -f1)"

  echo "== $setup: cold debug build"
  start=$(date +%s%N)
  swift build --build-tests > "$work/$setup-build.log" 2>&1 || { tail -40 "$work/$setup-build.log"; exit 1; }
  result[$setup,cold]=$((($(date +%s%N) - start) / 1000000))

  echo "== $setup: rebuilds"
  # NB: the first rebuild settles anything the cold build left to do; the next ones are timed.
  # Each goes through `env`, so that `$_`, which a shell sets to the program it starts, is the
  # same for all of them.
  env swift build --build-tests > /dev/null 2>&1
  timed ms env swift build --build-tests; result[$setup,unchanged]=$ms
  timed ms env FOO=$RANDOM swift build --build-tests; result[$setup,foo]=$ms
  # NB: back to the unchanged environment first, so the next step changes one variable only.
  env swift build --build-tests > /dev/null 2>&1
  timed ms env VERITY_TAGS="@basket and not @slow$RANDOM" swift build --build-tests; result[$setup,tags]=$ms
  # `verity run --tags …` writes its options to one file and names it in VERITY_RUN_OPTIONS, the
  # same every time: what a change of its options costs the build (RunCommandTests checks that
  # the environment it gives `swift test` is the same whatever the options).
  options="$dir/.build/verity/run-options"
  mkdir -p "$(dirname "$options")"
  echo "VERITY_TAGS=@basket" > "$options"
  env VERITY_RUN_OPTIONS="$options" swift build --build-tests > /dev/null 2>&1
  echo "VERITY_TAGS=@basket and not @slow$RANDOM" > "$options"
  timed ms env VERITY_RUN_OPTIONS="$options" swift build --build-tests; result[$setup,run]=$ms

  echo "== $setup: swift test"
  swift test --skip-build > "$work/$setup-test.log" 2>&1 || { tail -40 "$work/$setup-test.log"; exit 1; }
  result[$setup,test]="$(grep -E "Test run with .* passed" "$work/$setup-test.log" | tail -1 | sed 's/^[^T]*//')"
  cd "$root"
done

echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (the goals are for a quiet machine)"
printf '\n%-34s %-28s %s\n' "" "parameterized" "plugin"
printf '%-34s %-28s %s\n' "packages fetched:" "${result[parameterized,packages]}" "${result[plugin,packages]}"
printf '%-34s %-28s %s\n' "checkout size:" "${result[parameterized,size]}" "${result[plugin,size]}"
printf '%-34s %-28s %s\n' "cold debug build (with tests):" \
  "$(seconds "${result[parameterized,cold]}") (goal <= 45 s)" "$(seconds "${result[plugin,cold]}") (goal <= 60 s)"
printf '%-34s %-28s %s\n' "rebuild, nothing changed:" \
  "$(seconds "${result[parameterized,unchanged]}")" "$(seconds "${result[plugin,unchanged]}")"
printf '%-34s %-28s %s\n' "rebuild, FOO=… changed:" \
  "$(seconds "${result[parameterized,foo]}")" "$(seconds "${result[plugin,foo]}") (goal <= unchanged + 1 s)"
printf '%-34s %-28s %s\n' "rebuild, VERITY_TAGS=… changed:" \
  "$(seconds "${result[parameterized,tags]}")" "$(seconds "${result[plugin,tags]}") (goal <= unchanged + 1 s)"
printf '%-34s %-28s %s\n' "rebuild, verity run --tags … changed:" \
  "$(seconds "${result[parameterized,run]}")" "$(seconds "${result[plugin,run]}") (goal <= unchanged + 1 s)"
printf '%-34s %-28s %s\n' "swift test:" "${result[parameterized,test]:-see $work}" "${result[plugin,test]:-see $work}"

# NB: a build of its own, after the timed ones, so that writing the timers costs them nothing.
echo
echo "== parameterized: cold debug build again, with the compiler's timers (user CPU s per module)"
stats="$work/stats"
rm -rf "$stats" "$work/parameterized/.build/debug" "$work/parameterized/.build/"*-linux-gnu "$work/parameterized/.build/"*-apple-*
mkdir -p "$stats"
(cd "$work/parameterized" && swift build --build-tests -Xswiftc -stats-output-dir -Xswiftc "$stats" > "$work/stats-build.log" 2>&1) \
  || { tail -40 "$work/stats-build.log"; exit 1; }
python3 - "$stats" <<'PYTHON'
import collections, glob, json, re, sys

# Each frontend job writes one file; its `time.swift-frontend.MODULE-…-KIND-Onone.user` is the
# job's whole CPU time, KIND `swiftmodule` (the module's interface) or `o` (a batch of files).
per_module = collections.defaultdict(float)
phases = collections.Counter()
for path in glob.glob(sys.argv[1] + "/*.json"):
    with open(path) as file:
        stats = json.load(file)
    for key, value in stats.items():
        job = re.match(r"time\.swift-frontend\.(.+?)-.+-(swiftmodule|o)-Onone\.user$", key)
        if job:
            per_module[job.group(1)] += value
        phase = re.match(r"time\.swift\.(perform-sema|SILGen|IRGen|SIL optimization|parse-and-resolve-imports)\.user$", key)
        if phase:
            phases[phase.group(1)] += value
total = sum(per_module.values())
print(f"  {'all frontend jobs':34s} {total:6.1f} s")
for module, seconds in sorted(per_module.items(), key=lambda item: -item[1]):
    print(f"  {module:34s} {seconds:6.1f} s  {seconds * 100 / total:4.1f} %")
rest = total - sum(phases.values())
print("  by phase: " + ", ".join(f"{name} {seconds:.1f} s" for name, seconds in phases.most_common())
      + f"; the rest, {rest:.1f} s, is LLVM's code generation and Clang's modules, which these timers leave out")
PYTHON
