import Foundation
import Testing
import VerityTesting

/// The type-check test fails when its snippet compiles, when it fails for another reason and
/// when its valid twin fails; it passes only when the misuse fails as named and the twin
/// type-checks. Each check starts the compiler twice.
@Suite("TypeChecker: a type check is a test that can fail")
struct TypeCheckerTests {
    let valid = "func use(_ next: Action<Int>) { next(1) }"

    @Test func aMisuseThatFailsWithTheNamedDiagnosticBesideAValidTwinPasses() throws {
        try TypeChecker().expectFailure(
            "func misuse(_ next: Action<Int>) { next(\"one\") }",
            diagnostic: "cannot convert value of type 'String' to expected argument type 'Int'",
            whereas: valid,
            importing: ["Verity"]
        )
    }

    @Test func aSnippetThatTypeChecksFailsTheTest() throws {
        let checker = try TypeChecker()
        try withKnownIssue {
            try checker.expectFailure(
                "func misuse(_ next: Action<Int>) { next(2) }",
                diagnostic: "missing argument",
                whereas: valid,
                importing: ["Verity"]
            )
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The snippet type-checks, but it was expected to fail") }
        }
    }

    @Test func aSnippetThatFailsForAnotherReasonFailsTheTestNamingItsErrors() throws {
        let checker = try TypeChecker()
        try withKnownIssue {
            try checker.expectFailure(
                "func misuse(_ next: Action<Int>) { nxt(1) }",
                diagnostic: "cannot convert value of type",
                whereas: valid,
                importing: ["Verity"]
            )
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("fails to type-check, but not with \"cannot convert value of type\"")
                && message.contains("cannot find 'nxt' in scope")
        }
    }

    @Test func aValidTwinThatDoesNotTypeCheckFailsTheTestSoNothingPassesByAccident() throws {
        let checker = try TypeChecker()
        try withKnownIssue {
            // Without `import Verity`, both snippets fail, for the same wrong reason.
            try checker.expectFailure(
                "func misuse(_ next: Action<Int>) { next() }",
                diagnostic: "cannot find type 'Action' in scope",
                whereas: valid,
                importing: []
            )
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The valid snippet does not type-check") }
        }
    }

    @Test func noCompilerIsAnErrorThatSaysSoNotAPass() {
        let checker = TypeChecker(compiler: URL(fileURLWithPath: "/nonexistent/swiftc"), searchPaths: [])
        let error = #expect(throws: TypeChecker.Unavailable.self) {
            try checker.expectFailure("", diagnostic: "", whereas: "", importing: [])
        }
        #expect(error?.description.contains("Could not start the Swift compiler at /nonexistent/swiftc") == true)
    }
}
