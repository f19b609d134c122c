#!/usr/bin/env bash
# What adopting the runner costs a new user: makes a scratch package whose test target depends
# on `Requirements` alone (through a path dependency on this checkout, as a clone beside a
# project would), then prints, in one run:
#   - the packages SwiftPM fetched for it, and the size of their checkouts;
#   - the cold debug build time of the scratch package with its test target (`swift build
#     --build-tests`, nothing cached in its build folder);
#   - that its one feature file runs and passes under `swift test`.
# Usage: Benchmarks/adoption/run.sh [WORK_DIR]   (default: a new temporary folder, removed after)
# The goal on this 2-core machine, quiet: a cold build in at most 45 s.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="${1:-}"
if [[ -z "$work" ]]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
shop="$work/Shop"
rm -rf "$shop"
mkdir -p "$shop/Sources/Shop" "$shop/Tests/ShopTests/Features"

# NB: SwiftPM names a path dependency after its folder, which is not always `verity`.
cat > "$shop/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "verity", path: "$root")],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopTests",
            dependencies: ["Shop", .product(name: "Requirements", package: "verity")],
            exclude: ["Features"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

cat > "$shop/Sources/Shop/Basket.swift" <<'SWIFT'
/// A shop's basket: the code the requirements are about.
public struct Basket: Sendable {
    public private(set) var items: [String: Int] = [:]
    public init() {}
    public mutating func add(_ count: Int, of item: String) { items[item, default: 0] += count }
    public var count: Int { items.values.reduce(0, +) }
}
SWIFT

cat > "$shop/Tests/ShopTests/Features/basket.feature" <<'GHERKIN'
Feature: Basket
  Rule: a basket counts every item added to it

    Scenario: two kinds of fruit
      Given an empty basket
      When I add 3 "apples"
      And I add 2 "pears"
      Then the basket holds 5 items
GHERKIN

cat > "$shop/Tests/ShopTests/BasketRequirements.swift" <<'SWIFT'
import Requirements
import Shop
import Testing

let basketSteps = Steps<Basket>(world: Basket.init) { steps in
    steps.given("an empty basket") { context in context.world = Basket() }
    steps.when("I add {int} {string}") { (context, count: Int, item: String) in context.world.add(count, of: item) }
    steps.then("the basket holds {int} items") { (basket, count: Int) in #expect(basket.count == count) }
}

let basket = FeatureSuite(basketSteps)

@Suite(.features(basket))
struct BasketRequirements {
    @Test(arguments: basket.scenarios)
    func scenario(_ scenario: ScenarioCase) async { await scenario.run() }
}
SWIFT

cd "$shop"
echo "== resolving (scratch package at $shop)"
start=$(date +%s%N)
swift package resolve > "$work/resolve.log" 2>&1 || { cat "$work/resolve.log"; exit 1; }
resolve_ms=$(( ($(date +%s%N) - start) / 1000000 ))
packages=$(ls .build/checkouts 2> /dev/null | wc -l)
names=$(ls .build/checkouts 2> /dev/null | tr '\n' ' ')
size=$(du -sh .build/checkouts 2> /dev/null | cut -f1)
[[ -n "$size" ]] || size="0"

echo "== cold debug build of Shop and ShopTests"
start=$(date +%s%N)
swift build --build-tests > "$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
build_ms=$(( ($(date +%s%N) - start) / 1000000 ))

echo "== swift test"
swift test --skip-build > "$work/test.log" 2>&1 || { tail -40 "$work/test.log"; exit 1; }
result=$(grep -E "^(✔|􁁛) Test run with|Test run with .* passed" "$work/test.log" | tail -1)

printf '\n%-34s %s\n' "packages fetched:" "$packages${names:+ ($names)}"
printf '%-34s %s\n' "checkout size:" "$size"
printf '%-34s %d.%d s\n' "resolve:" $((resolve_ms / 1000)) $((resolve_ms % 1000 / 100))
printf '%-34s %d.%d s  (goal: <= 45 s)\n' "cold debug build (with tests):" $((build_ms / 1000)) $((build_ms % 1000 / 100))
printf '%-34s %s\n' "swift test:" "${result:-see $work/test.log}"
