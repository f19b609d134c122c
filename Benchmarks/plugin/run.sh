#!/usr/bin/env bash
# What a large suite costs to compile, for the two ways a test target runs feature files, side by
# side in one run:
#   - "plugin": the `VerityFeatureTests` build-tool plugin, one generated test per scenario;
#   - "parameterized": one parameterized `@Test` over the suite's scenarios (no plugin).
# Each is a scratch package depending on this checkout by path, with FEATURES feature files of
# SCENARIOS scenarios each (four steps, all defined). Verity is built first with one small
# feature, outside the figures; then, for each package, in debug:
#   - "add the suite": the build after the feature files are added (wall and CPU seconds);
#   - "rename a scenario": the rebuild after one scenario of one file is renamed;
#   - "nothing changed": the rebuild after no change at all.
# Usage: Benchmarks/plugin/run.sh [WORK_DIR]      (default: a new temporary folder, removed after)
#   FEATURES=200 SCENARIOS=10 Benchmarks/plugin/run.sh
# Goals (issue 34), on a quiet machine with Verity built: 2,300 scenarios in at most 30 s of CPU,
# a renamed scenario rebuilt in at most 5 s, 10,000 scenarios in at most 2 minutes.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
features="${FEATURES:-200}"
scenarios="${SCENARIOS:-10}"
work="${1:-}"
if [[ -z "$work" ]]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

# make_package NAME PLUGIN(0|1): a scratch package in $work/NAME with one small feature.
make_package() {
  local name="$1" plugin="$2" dir="$work/$1"
  rm -rf "$dir"
  mkdir -p "$dir/Tests/SuiteTests/Features"
  local extras='exclude: ["Features"]'
  if [[ "$plugin" == 1 ]]; then
    extras='resources: [.copy("Features")], plugins: [.plugin(name: "VerityFeatureTests", package: "verity")]'
  fi
  cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "$name",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "verity", path: "$root")],
    targets: [
        .testTarget(
            name: "SuiteTests",
            dependencies: [.product(name: "Requirements", package: "verity")],
            $extras
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
  cat > "$dir/Tests/SuiteTests/Steps.swift" <<'SWIFT'
import Requirements
import Testing

struct Account: Sendable { var balance = 0 }

let steps = Steps<Account>(world: Account.init) { steps in
    steps.given("an account holding {int}") { (account, amount: Int) in account.balance = amount }
    steps.when("{int} is paid in") { (account, amount: Int) in account.balance += amount }
    steps.when("{int} is taken out") { (account, amount: Int) in account.balance -= amount }
    steps.then("the account holds {int}") { (account, amount: Int) in #expect(account.balance == amount) }
}
SWIFT
  if [[ "$plugin" == 1 ]]; then
    printf 'import Requirements\n\nlet features = FeatureSuite(steps, resourcesIn: .module)\n' > "$dir/Tests/SuiteTests/Features.swift"
  else
    cat > "$dir/Tests/SuiteTests/Requirements.swift" <<'SWIFT'
import Requirements
import Testing

let features = FeatureSuite(steps)

@Suite(.features(features))
struct Requirements {
    @Test(arguments: features.scenarios)
    func scenario(_ scenario: ScenarioCase) async { await scenario.run() }
}
SWIFT
  fi
  write_feature "$dir/Tests/SuiteTests/Features/first.feature" 0 1
}

# write_feature FILE NUMBER COUNT: a feature of COUNT scenarios.
write_feature() {
  local file="$1" number="$2" count="$3" s
  {
    printf 'Feature: Accounts %d\n' "$number"
    for ((s = 1; s <= count; s++)); do
      printf '\n  Scenario: paying in %d then taking out %d in feature %d\n' "$s" "$s" "$number"
      printf '    Given an account holding %d\n    When %d is paid in\n    And %d is taken out\n    Then the account holds %d\n' \
        "$number" "$s" "$s" "$number"
    done
  } > "$file"
}

# timed NAME COMMAND...: runs COMMAND and prints NAME with its wall and CPU seconds.
timed() {
  local name="$1"; shift
  local out
  out=$( { /usr/bin/time -f '%e %U %S' "$@" > /dev/null 2> "$work/build.log"; } 2>&1 ) || {
    tail -20 "$work/build.log" >&2; echo "$name failed" >&2; exit 1; }
  read -r wall user system <<< "$(tail -1 <<< "$out")"
  printf '  %-22s %8.1f s wall %8.1f s CPU\n' "$name" "$wall" "$(awk "BEGIN { print $user + $system }")"
}

total=$((features * scenarios))
echo "$features feature files × $scenarios scenarios = $total scenarios; load $(cut -d' ' -f1-3 /proc/loadavg)"
for setup in plugin parameterized; do
  plugin=0; [[ "$setup" == plugin ]] && plugin=1
  make_package "$setup" "$plugin"
  dir="$work/$setup"
  swift build --package-path "$dir" --build-tests > "$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
  for ((f = 1; f <= features; f++)); do write_feature "$dir/Tests/SuiteTests/Features/accounts-$f.feature" "$f" "$scenarios"; done
  echo "$setup:"
  timed "add the suite" swift build --package-path "$dir" --build-tests
  sed -i 's/Scenario: paying in 1 then/Scenario: paying in one then/' "$dir/Tests/SuiteTests/Features/accounts-1.feature"
  timed "rename a scenario" swift build --package-path "$dir" --build-tests
  timed "nothing changed" swift build --package-path "$dir" --build-tests
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
