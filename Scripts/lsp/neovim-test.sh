#!/usr/bin/env bash
# Scripts/lsp/neovim-test.sh: a real editor against `verity lsp`. Headless Neovim (0.7 or later,
# Debian's `neovim`) attaches the server to a feature file in a workspace made here (a Swift
# steps file: Cucumber Expressions, a regex, a custom parameter type, a doc comment) and checks
# what a user sees: the workspace scan's log line; the syntax error with the official message;
# the unknown parameter type in the Swift file;
# once an edit fixes it, the undefined step on its line and nothing on the defined ones; hover
# (the doc comment); go to definition (the Swift file and line, and the jump); an edit that
# defines the step clearing its diagnostic; completion of a half-typed step with a snippet
# placeholder; the quality rules' warning on a scenario with no Then; a clean shutdown. One PASS
# or FAIL line per check; the buffer with its diagnostics is printed as a screenshot would show it. Exit status 0 when every check passed.
#
#   bash Scripts/lsp/neovim-test.sh                     # builds: swift build --product verity
#   VERITY_BIN=.build/release/verity bash Scripts/lsp/neovim-test.sh
#
# It installs nothing: without `nvim` it fails and says how to get it. The whole run is bounded
# (VERITY_LSP_TEST_TIMEOUT, default 120 s; each check waits at most VERITY_LSP_TIMEOUT_MS,
# default 15000 ms). On failure the server's stderr (from Neovim's LSP log) is printed too.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

if ! command -v nvim > /dev/null; then
  echo "FAIL nvim is not installed: install Neovim 0.7 or later (Debian: apt-get install -y neovim)" >&2
  exit 1
fi

if [ -z "${VERITY_BIN:-}" ]; then
  echo "== swift build --product verity"
  (cd "$repo" && swift build --product verity)
  VERITY_BIN="$repo/.build/debug/verity"
fi
[ -x "$VERITY_BIN" ] || { echo "FAIL no verity binary at $VERITY_BIN" >&2; exit 1; }
VERITY_BIN="$(cd "$(dirname "$VERITY_BIN")" && pwd)/$(basename "$VERITY_BIN")"

work="$(mktemp -d "${TMPDIR:-/tmp}/verity-nvim.XXXXXX")"
trap 'rm -rf "$work"' EXIT
workspace="$work/workspace"
mkdir -p "$workspace/Features" "$workspace/Tests" "$workspace/Sources/Belly"

cat > "$workspace/Package.swift" << 'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Belly", targets: [.target(name: "Belly")])
EOF

# Ordinary app code: no step definitions here.
cat > "$workspace/Sources/Belly/Belly.swift" << 'EOF'
/// A belly that holds cukes.
public struct Belly: Sendable {
    public var cukes = 0
    public var colour = ""
    public init() {}
    public func given(_ text: String) -> String { text }  // not a step definition
}
EOF

cat > "$workspace/Tests/BellySteps.swift" << 'EOF'
import Belly
import Requirements

enum Colour: String, Sendable { case red, green, blue }

let bellySteps = Steps<Belly>(world: Belly.init) { steps in
    /// A cuke's colour: red, green or blue.
    steps.parameterType("colour", regexp: "red|green|blue") { Colour(rawValue: $0) }

    /// The belly starts with this many cukes.
    steps.given("I have {int} cukes in my belly") { (belly, count: Int) in belly.cukes = count }
    steps.when("I eat {int} cukes") { (belly, count: Int) in belly.cukes += count }
    steps.when(.regex(#"^I wait (\d+) hours?$"#)) { (_, hours: Int) in _ = hours }
    steps.then("the cukes are {colour}") { (belly, colour: Colour) in belly.colour = colour.rawValue }
    steps.then("the belly feels {mood}") { (_, mood: String) in _ = mood }  // {mood} is defined nowhere
}
EOF

cat > "$workspace/Features/belly.feature" << 'EOF'
Feature: Belly

  Scenario: Eating cukes
    Given I have 3 cukes in my belly
    When I eat 2 cucumbers
    And I wait 1 hour
    Then the cukes are green

  Scenario: A broken one
    Given I have 1 cukes in my belly
    this line is not a step
EOF

# Run scenario: a feature file of the repository's fixtures and a `swift` that builds nothing but
# writes the message stream a real run of that file wrote (Tests/Fixtures/Streams/failures).
cp "$repo/Tests/Fixtures/Streams/failures/failures.feature" "$workspace/Features/failures.feature"
cat > "$workspace/fake-swift" << EOF
#!/bin/sh
messages=\$(sed -n 's/^VERITY_FORMAT=message://p' "\$VERITY_RUN_OPTIONS")
cp '$repo/Tests/Fixtures/Streams/failures/failures.ndjson' "\$messages"
exit 1
EOF
chmod +x "$workspace/fake-swift"

# Neovim writes its LSP log (with the server's stderr) under XDG_CACHE_HOME; keep it here.
export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"
export VERITY_BIN VERITY_LSP_WORKSPACE="$workspace"
echo "== nvim --headless --clean: $(nvim --version | head -1), workspace $workspace"
status=0
(cd "$workspace" && timeout -k 5 "${VERITY_LSP_TEST_TIMEOUT:-120}" \
  nvim --headless --clean -c "luafile $here/neovim-test.lua") < /dev/null || status=$?
if [ "$status" = 124 ] || [ "$status" = 137 ]; then
  echo "FAIL the test did not finish within ${VERITY_LSP_TEST_TIMEOUT:-120} s"
fi
# The bank's requirement tests (feature files and both step suites), copied: references and
# rename of a phrase the API and browser suites both define.
if [ "$status" = 0 ]; then
  bank="$work/bank"
  cp -R "$repo/Examples/Bank/Tests/BankRequirementsTests" "$bank"
  echo "== nvim --headless --clean: the bank's requirements, $bank"
  (cd "$bank" && VERITY_LSP_WORKSPACE="$bank" VERITY_LSP_BANK=1 timeout -k 5 "${VERITY_LSP_TEST_TIMEOUT:-120}" \
    nvim --headless --clean -c "luafile $here/neovim-test.lua") < /dev/null || status=$?
fi
if [ "$status" != 0 ]; then
  for log in "$work"/cache/nvim/lsp.log "$work"/state/nvim/lsp.log; do
    [ -s "$log" ] && { echo "== $log (last 40 lines)"; tail -40 "$log"; }
  done
  echo "neovim-test.sh: failed (status $status)" >&2
fi
exit "$status"
