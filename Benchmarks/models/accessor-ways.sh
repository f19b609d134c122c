#!/usr/bin/env bash
# The cold build a user pays for an enum model's states, two ways, in one run: through the
# cases (`state(Door.closed)`, `tester.invoke(Door.closed, \.open)`: no dependency) and through
# `@CasePathable` (swift-case-paths, whose macro builds swift-syntax). Both are
# Examples/CasePathModels, the first with the macro taken out; each builds its tests cold, in a
# fresh scratch folder, with Verity from this checkout.
#   Benchmarks/models/accessor-ways.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for way in cases macro; do
    cp -R "$root/Examples/CasePathModels" "$work/$way"
    rm -rf "$work/$way/.build"
    sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$work/$way/Package.swift"
done

# The cases way: no swift-case-paths, no macro, tests that name each state by its case.
sed -i.bak -e '/swift-case-paths/d' "$work/cases/Package.swift"
sed -i.bak -e '/^import CasePaths/d' -e '/^@CasePathable/d' -e '/^@dynamicMemberLookup/d' "$work/cases/Sources/Doors/Door.swift"
cat > "$work/cases/Tests/DoorsTests/DoorTests.swift" << 'SWIFT'
@testable import Doors
import Testing
import Verity
import VerityTesting

@Suite("A model driven through its cases")
struct DoorTests {
    @Test func aWrongCodeStaysLockedAndTheRightOneCloses() {
        let tester = SourceTester(Door.source())
        tester.invoke(Door.closed, \.lock, "1234")
        tester.expectNow(Door.locked, \.wrongAttempts, equals: 0)
        tester.invoke(Door.locked, \.unlock, "0000")
        tester.expectNow(Door.locked, \.wrongAttempts, equals: 1)
        tester.invoke(Door.locked, \.unlock, "1234")
        tester.expectNow(Door.closed)
        tester.finishNow()
    }
}
SWIFT

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-8s %10s %10s %10s\n" "way" "wall s" "user s" "sys s"
for way in cases macro; do
    /usr/bin/time -f "%e %U %S" -o "$work/$way.time" swift build --build-tests --package-path "$work/$way" > "$work/$way.log" 2>&1 \
        || { tail -20 "$work/$way.log"; exit 1; }
    read -r wall user sys < "$work/$way.time"
    printf "%-8s %10s %10s %10s\n" "$way" "$wall" "$user" "$sys"
done
# The cases way's test must pass: the figures are of a package that works.
swift test --skip-build --package-path "$work/cases" > "$work/cases-test.log" 2>&1 || { tail -20 "$work/cases-test.log"; exit 1; }
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
