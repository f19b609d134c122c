import Testing
import Verity
import VerityTesting

@Suite("Example: authentication")
struct AuthenticationTests {
    let ada = Credentials(user: "ada", password: "analytical")
    let server = AsyncActionStub<Credentials, Result<String, LoginError>>("requestToken") { credentials in
        credentials.password == "analytical" ? .success("token-\(credentials.user)") : .failure(.wrongPassword)
    }

    @Test func loggingInWithTheRightPasswordAuthenticatesWithTheServersToken() async {
        let tester = SourceTester(Authentication.source(server: AuthenticationServer(requestToken: server.action)))
        tester.invoke(\.notAuthenticated?.logIn, ada)
        await tester.expect(\.authenticated?.token, equals: "token-ada")
        await tester.finish(timeout: .seconds(5))
        #expect(server.invocations == [ada])
    }

    @Test func aWrongPasswordStaysNotAuthenticatedWithTheError() async {
        let tester = SourceTester(Authentication.source(server: AuthenticationServer(requestToken: server.action)))
        tester.invoke(\.notAuthenticated?.logIn, Credentials(user: "ada", password: "guess"))
        await tester.expect(\.notAuthenticated?.error, equals: .wrongPassword)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func loggingOutReturnsToNotAuthenticatedWithoutAnError() async {
        let tester = SourceTester(Authentication.source(server: AuthenticationServer(requestToken: server.action)))
        tester.invoke(\.notAuthenticated?.logIn, ada)
        await tester.expect(\.authenticated?.token, equals: "token-ada")
        tester.invoke(\.authenticated?.logOut)
        await tester.expectNext { model in
            #expect(model.notAuthenticated?.error == nil)
            #expect(model.authenticated == nil)
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aLogInKeptFromBeforeLoggingInDoesNothingAfterwards() async {
        let source = Authentication.source(server: AuthenticationServer(requestToken: server.action))
        let tester = SourceTester(source)
        let staleLogIn = source.model.notAuthenticated?.logIn
        tester.invoke(\.notAuthenticated?.logIn, ada)
        await tester.expect(\.authenticated?.token, equals: "token-ada")
        staleLogIn?(Credentials(user: "eve", password: "analytical"))
        #expect(tester.actionEvents.last?.rejection?.reason == .superseded)
        #expect(server.invocations == [ada])
        await tester.finish(timeout: .seconds(5))
    }

    @Test(arguments: [
        (LoginError?.none, "Log in"),
        (.wrongPassword, "Log in — wrong password, try again"),
        (.unreachable, "Log in — the server cannot be reached"),
    ])
    func theLoginScreenRendersAModelValueBuiltByHand(error: LoginError?, text: String) {
        #expect(loginScreenText(.notAuthenticated(.init(error: error, logIn: .doNothing))) == text)
    }

    @Test func theAuthenticatedScreenOffersLoggingOut() {
        #expect(loginScreenText(.authenticated(.init(token: "t", logOut: .doNothing))) == "Welcome back · Log out")
    }
}
