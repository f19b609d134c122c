import Testing
import Verity
import VerityTesting

@Suite("Example: a login state that returns commands instead of performing them")
struct LoginTests {
    let ada = Credentials(user: "ada", password: "analytical")

    // The logic: nothing but values and `==`.

    @Test func submittingSendsTheRequestAndMarksTheLoginAsSending() {
        var login = Login()
        #expect(login.handle(.submit(ada)) == [.sendRequest(ada)])
        #expect(login == Login(isSending: true, failedAttempts: 0))
    }

    @Test func submittingAgainWhileSendingDoesNothing() {
        var login = Login(isSending: true)
        #expect(login.handle(.submit(ada)).isEmpty)
    }

    @Test func anEmptyUserNameShowsAnErrorWithoutARequest() {
        var login = Login()
        #expect(login.handle(.submit(Credentials(user: "", password: "x"))) == [.showError("Enter your user name.")])
        #expect(login.isSending == false)
    }

    @Test func aFailureShowsTheErrorAndCountsTheAttempt() {
        var login = Login(isSending: true)
        #expect(login.handle(.failed(.wrongPassword)) == [.showError("Wrong password.")])
        #expect(login == Login(isSending: false, failedAttempts: 1))
    }

    @Test func aSuccessGoesToTheLandingScreen() {
        var login = Login(isSending: true, failedAttempts: 2)
        #expect(login.handle(.succeeded(token: "t")) == [.goToLanding(token: "t")])
        #expect(login == Login())
    }

    @Test func aFourthAttemptAfterThreeFailuresIsRefused() {
        var login = Login(failedAttempts: 3)
        #expect(login.handle(.submit(ada)) == [.showError("Too many attempts. Try again later.")])
    }

    // The shell: one test that the commands are carried out.

    @Test func theShellPerformsTheCommandsTheCoreReturns() async {
        let server = AsyncActionStub<Credentials, Result<String, LoginError>>("requestToken", returning: .success("t"))
        let errors = ActionSpy<String>("showError")
        let landing = ActionSpy<String>("goToLanding")
        let effects = LoginEffects(requestToken: server.action, showError: errors.action, goToLanding: landing.action)
        let tester = SourceTester(Login.source(effects: effects))
        tester.invoke(\.submit, ada)
        await tester.expect(\.isSending, equals: true)
        await tester.expect(\.isSending, equals: false)
        await tester.finish(timeout: .seconds(5))
        // The shell performs commands on a task of its own, after emitting the model.
        #expect(await landing.waitForCalls(1))
        #expect(server.invocations == [ada])
        #expect(landing.invocations == ["t"])
        #expect(errors.invocations.isEmpty)
    }
}
