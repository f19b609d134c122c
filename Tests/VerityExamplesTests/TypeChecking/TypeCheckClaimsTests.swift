import Testing
import VerityTesting

/// Verity's claims that misuse does not compile, each checked by the type checker beside the
/// valid use it differs from: the comments that state them point here.
@Suite("Type checks: misuse of a model does not compile")
struct TypeCheckClaimsTests {
    @Test func anActionNotOfferedInTheCurrentStateCannotBeCalled() throws {
        try TypeChecker().expectFailure(
            "func misuse(_ animator: Animator) { animator.pause() }",
            diagnostic: "value of type 'Animator' has no member 'pause'",
            whereas: "func use(_ animator: Animator) { animator.running?.pause() }",
            importing: ["Verity", "@testable VerityExamplesTests"]
        )
    }

    @Test func aRegisteredTokenCannotBeForgedOnlyObtainedByRegistering() throws {
        try TypeChecker().expectFailure(
            "let token: Registered<SettingsFeature> = Registered<SettingsFeature>()",
            diagnostic: "initializer is inaccessible due to 'fileprivate' protection level",
            whereas: "let token: Registered<SettingsFeature> = DeepLinkRegistry().register(SettingsFeature())",
            importing: ["Verity", "@testable VerityExamplesTests"]
        )
    }

    @Test func anActionThatTakesAnIntCannotBeCalledWithoutIt() throws {
        try TypeChecker().expectFailure(
            "func misuse(_ select: Action<Int>) { select() }",
            diagnostic: "'Int' and '()' be equivalent",
            whereas: "func use(_ select: Action<Int>) { select(3) }",
            importing: ["Verity"]
        )
    }

    @Test func isInterruptibleCanBeSetOnlyWhileTheAnimatorIsInactive() throws {
        try TypeChecker().expectFailure(
            "func misuse(_ active: UIViewPropertyAnimator.Active) { active.setInterruptible(false) }",
            diagnostic: "value of type 'UIViewPropertyAnimator.Active' has no member 'setInterruptible'",
            whereas: "func use(_ inactive: UIViewPropertyAnimator.Inactive) { inactive.setInterruptible(false) }",
            importing: ["Verity", "@testable VerityExamplesTests"]
        )
    }

    @Test func rowsCannotBeInsertedBeforeBeginUpdates() throws {
        try TypeChecker().expectFailure(
            "func misuse(_ table: TableUpdates.Idle) { table.insertRows([0]) }",
            diagnostic: "value of type 'TableUpdates.Idle' has no member 'insertRows'",
            whereas: "func use(_ table: TableUpdates.Updating) { table.insertRows([0]) }",
            importing: ["Verity", "@testable VerityExamplesTests"]
        )
    }

    @Test func loggingOutCannotBeWrittenWhileNotAuthenticated() throws {
        try TypeChecker().expectFailure(
            "func misuse(_ guest: Authentication.NotAuthenticated) { guest.logOut() }",
            diagnostic: "value of type 'Authentication.NotAuthenticated' has no member 'logOut'",
            whereas: "func use(_ session: Authentication.Authenticated) { session.logOut() }",
            importing: ["Verity", "@testable VerityExamplesTests"]
        )
    }

    @Test func anActionNotOfferedInAStateCannotBeInvokedThroughItsCase() throws {
        let door = """
            enum Door: Sendable {
                case closed(Closed), open(Open)
                struct Closed: Sendable { var open: Action<Void> }
                struct Open: Sendable { var close: Action<Void> }
            }
            """
        try TypeChecker().expectFailure(
            door + "\nfunc misuse(_ tester: SourceTester<Door>) { tester.invoke(Door.open, \\.open) }",
            diagnostic: "no exact matches in call to instance method 'invoke'",
            whereas: door + "\nfunc use(_ tester: SourceTester<Door>) { tester.invoke(Door.closed, \\.open) }",
            importing: ["Verity", "VerityTesting"]
        )
    }
}
