#!/usr/bin/env bash
# The three ways a test target runs a large suite, side by side in one run, for the same
# generated suite (FEATURES feature files of SCENARIOS scenarios, four steps each, all defined):
#   - "xctest": the `VerityFeatureXCTests` plugin, one synchronous XCTest method per scenario;
#   - "swift-testing": the `VerityFeatureTests` plugin, one Swift Testing `@Test` per scenario;
#   - "parameterized": one parameterized `@Test` over the suite's scenarios (no plugin);
#   - "gherkin-testing": swift-gherkin-testing's macros, a `@Feature` struct per feature file
#     with its text inline (the library's way to a `@Test` per scenario) and the four steps as
#     `@Given`/`@When`/`@And`/`@Then` methods (the library keeps a scenario's state in the
#     struct); only with GHERKIN_TESTING=DIR, a clone of atelier-socle/swift-gherkin-testing
#     whose swift-syntax requirement admits the mirrored 603 (its 601..<602 does not resolve
#     here); not with FEATURES_FROM, whose steps it cannot define.
# One scratch package depending on this checkout by path; Verity, the generator and both plugins
# are built first (a one-feature target of each plugin), outside the figures. Then each shape's
# test target, named after it so that its first build is cold, in debug:
#   - "cold build": `swift build --build-tests` with the suite added (the plugin's share);
#   - "rename a scenario": the rebuild after one scenario of one file is renamed;
#   - "edit a step text": the rebuild after one step of one file is given another number;
#   - "run": `swift test --skip-build`, every scenario (wall seconds matter here).
# CPU seconds are user + system of the command and its children (/usr/bin/time -f %U+%S).
# Usage: Benchmarks/plugin/shapes.sh [WORK_DIR]     (default: a new temporary folder, removed after)
#   FEATURES=1000 SCENARIOS=10 SHAPES="xctest parameterized" Benchmarks/plugin/shapes.sh
#   FEATURES_FROM=DIR Benchmarks/plugin/shapes.sh   a real suite's .feature files (Sylius's
#     `features` folder, say) instead of generated ones, their steps undefined: the builds are
#     measured, the run is not (RUN=1 runs it all the same, non-strict); the renamed scenario and
#     the edited step are the first of the first file.
# Run it under the shared build lock on a shared machine: flock /tmp/verity-build.lock …
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
features="${FEATURES:-200}"
scenarios="${SCENARIOS:-10}"
gherkin_testing="${GHERKIN_TESTING:-}"
shapes="${SHAPES:-xctest swift-testing parameterized${gherkin_testing:+ gherkin-testing}}"
from="${FEATURES_FROM:-}"
run="${RUN:-1}"
[[ -n "$from" ]] && run="${RUN:-0}"
work="${1:-}"
if [[ -z "$work" ]]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
dir="$work/shapes"
mkdir -p "$dir"

# target NAME SHAPE: the manifest entry of a test target of SHAPE.
target() {
  local plugin=""
  case "$2" in
    xctest) plugin=', plugins: [.plugin(name: "VerityFeatureXCTests", package: "verity")]' ;;
    swift-testing) plugin=', plugins: [.plugin(name: "VerityFeatureTests", package: "verity")]' ;;
    gherkin-testing)
      printf '        .testTarget(name: "%s", dependencies: [.product(name: "GherkinTesting", package: "%s")]),\n' \
        "$1" "$(basename "$gherkin_testing")"
      return ;;
  esac
  printf '        .testTarget(name: "%s", dependencies: [.product(name: "Requirements", package: "verity")], resources: [.copy("Features")]%s),\n' "$1" "$plugin"
}

gherkin_testing_package=""
[[ -n "$gherkin_testing" ]] && gherkin_testing_package=", .package(path: \"$gherkin_testing\")"

# manifest ENTRIES: the package with these test targets.
manifest() {
  cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "shapes",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "verity", path: "$root")$gherkin_testing_package],
    targets: [
$1
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
}

# sources NAME SHAPE COUNT_OF_FEATURES: a test target's steps, suite and feature files.
sources() {
  local name="$1" shape="$2" count="$3" tests="$dir/Tests/$1"
  rm -rf "$tests"
  mkdir -p "$tests/Features"
  if [[ "$shape" == gherkin-testing ]]; then
    for ((f = 1; f <= count; f++)); do write_gherkin_testing_feature "$tests" "$f" "$scenarios"; done
    return
  fi
  cat > "$tests/Steps.swift" <<'SWIFT'
import Requirements
import Testing

struct Account: Sendable { var balance = 0 }

let steps = Steps<Account>(world: Account.init) { steps in
    steps.given("an account holding {int}") { (account, amount: Int) in account.balance = amount }
    steps.when("{int} is paid in") { (account, amount: Int) in account.balance += amount }
    steps.when("{int} is taken out") { (account, amount: Int) in account.balance -= amount }
    steps.then("the account holds {int}") { (account, amount: Int) in #expect(account.balance == amount) }
}

let features = FeatureSuite(steps, resourcesIn: .module)
SWIFT
  if [[ "$shape" == parameterized ]]; then
    cat > "$tests/Requirements.swift" <<'SWIFT'
import Requirements
import Testing

@Suite(.features(features))
struct Requirements {
    @Test(arguments: features.scenarios)
    func scenario(_ scenario: ScenarioCase) async { await scenario.run() }
}
SWIFT
  fi
  if [[ -n "$from" && "$count" -gt 1 ]]; then
    cp -R "$from/." "$tests/Features/"
  else
    for ((f = 1; f <= count; f++)); do write_feature "$tests/Features/accounts-$f.feature" "$f" "$scenarios"; done
  fi
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

# write_gherkin_testing_feature DIR NUMBER COUNT: the same feature for swift-gherkin-testing, as
# Features/accounts-NUMBER.swift (the folder the edits below look in), its text inline.
write_gherkin_testing_feature() {
  local dir="$1" number="$2" count="$3"
  write_feature "$dir/text" "$number" "$count"
  {
    printf 'import GherkinTesting\nimport Testing\n\n@Feature(source: .inline("""\n'
    cat "$dir/text"
    printf '"""))\nstruct Accounts%d {\n    var balance = 0\n\n' "$number"
    cat <<'SWIFT'
    @Given("an account holding {int}")
    mutating func holding(amount: String) throws { balance = try #require(Int(amount)) }

    @When("{int} is paid in")
    mutating func paidIn(amount: String) throws { balance += try #require(Int(amount)) }

    @And("{int} is taken out")
    mutating func takenOut(amount: String) throws { balance -= try #require(Int(amount)) }

    @Then("the account holds {int}")
    func holds(amount: String) throws { #expect(balance == (try #require(Int(amount)))) }
}
SWIFT
  } > "$dir/Features/accounts-$number.swift"
  rm "$dir/text"
}

declare -A figures
# timed SHAPE STEP COMMAND...: runs COMMAND, keeps its wall and CPU seconds.
timed() {
  local shape="$1" step="$2"; shift 2
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" > "$work/$shape-$step.log" 2>&1 || {
    tail -30 "$work/$shape-$step.log" >&2; echo "$shape: $step failed" >&2; exit 1; }
  read -r wall user system < "$work/time"
  figures[$shape,$step]="$(awk "BEGIN { printf \"%.1f / %.1f\", $user + $system, $wall }")"
  echo "  $shape, $step: ${figures[$shape,$step]} (CPU s / wall s)" >&2
}

total=$((features * scenarios))
if [[ -n "$from" ]]; then
  features=$(find "$from" -name '*.feature' | wc -l)
  total=$(find "$from" -name '*.feature' -print0 | xargs -0 cat | grep -cE '^\s*(Scenario|Example|Scenario Outline|Scenario Template):' || true)
  echo "$from: $features feature files, $total scenarios (outline rows not counted); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
else
  echo "$features feature files × $scenarios scenarios = $total scenarios; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
fi
echo "building Verity, the generator and both plugins (not measured)…" >&2
warm="$(target WarmXCTest xctest)$(target WarmSwiftTesting swift-testing)"
[[ -n "$gherkin_testing" ]] && warm+="$(target WarmGherkinTesting gherkin-testing)"
manifest "$warm"
sources WarmXCTest xctest 1
sources WarmSwiftTesting swift-testing 1
[[ -n "$gherkin_testing" ]] && sources WarmGherkinTesting gherkin-testing 1
swift build --package-path "$dir" --build-tests > "$work/warm.log" 2>&1 || { tail -30 "$work/warm.log"; exit 1; }

for shape in $shapes; do
  # NB: a target name never built before in WORK_DIR, so that its first build is cold.
  name="Suite_${shape//-/_}_$(date +%s)"
  rm -rf "$dir/Tests/WarmXCTest" "$dir/Tests/WarmSwiftTesting" "$dir/Tests/WarmGherkinTesting"
  sources "$name" "$shape" "$features"
  manifest "$(target "$name" "$shape")"
  echo "$shape:" >&2
  timed "$shape" cold swift build --package-path "$dir" --build-tests
  if [[ -n "$from" ]]; then
    # NB: not `| head -1`, whose early exit fails the pipeline under pipefail.
    first="$(find "$dir/Tests/$name/Features" -name '*.feature' | sort | sed -n 1p)"
    sed -i '0,/Scenario: /s//Scenario: Renamed /' "$first"
    timed "$shape" rename swift build --package-path "$dir" --build-tests
    sed -i -E '0,/^( *)(Given|When|Then) /s//\1\2 edited /' "$first"
    timed "$shape" step swift build --package-path "$dir" --build-tests
  else
    file="$(ls "$dir/Tests/$name/Features/accounts-1."*)"
    sed -i 's/Scenario: paying in 1 then/Scenario: paying in one then/' "$file"
    timed "$shape" rename swift build --package-path "$dir" --build-tests
    sed -i '0,/Given an account holding 1$/s//Given an account holding 01/' "$file"
    timed "$shape" step swift build --package-path "$dir" --build-tests
  fi
  if [[ "$run" == 1 ]]; then
    timed "$shape" run env ${from:+VERITY_STRICT=0} VERITY_FORMAT=summary swift test --package-path "$dir" --skip-build
    grep -E "^[0-9]+ scenarios? \(" "$work/$shape-run.log" | tail -1 >&2 || true
  fi
  rm -rf "$dir/Tests/$name"
done

echo
printf '%-28s' "$total scenarios (CPU s / wall s)"
for shape in $shapes; do printf '%22s' "$shape"; done
echo
for step in cold rename step run; do
  case "$step" in
    cold) label="cold build" ;; rename) label="rename a scenario" ;; step) label="edit a step text" ;; run) label="run" ;;
  esac
  printf '%-28s' "$label"
  for shape in $shapes; do printf '%22s' "${figures[$shape,$step]:-not run}"; done
  echo
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
