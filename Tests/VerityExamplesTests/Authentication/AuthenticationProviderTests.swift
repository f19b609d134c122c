import Testing
import Verity
import VerityTesting

/// Hall's three tests of the protocol's production conformer, then the guards they imply,
/// beside the model, where the same rules need no test because misuse does not type-check.
@Suite("Example: protocol + manager + mock beside the model (Hall, E1–E4)")
struct AuthenticationProviderTests {
    let manager = AuthenticationManager { credentials in
        credentials.password == "analytical" ? .success("token-\(credentials.user)") : .failure(.wrongPassword)
    }

    @Test func testAuthTokenIsNotNil() {
        manager.logInWithCredentials(.validTestCredentials)
        #expect(manager.isAuthenticated)
        #expect(manager.authToken != nil)
    }

    @Test func testAuthTokenIsNil() {
        manager.logInWithCredentials(.invalidTestCredentials)
        #expect(!manager.isAuthenticated)
        #expect(manager.authToken == nil)
    }

    @Test func testErrorIsNil() {
        manager.logInWithCredentials(.validTestCredentials)
        #expect(manager.isAuthenticated)
        #expect(manager.authError == nil)
    }

    @Test func theGuardsIgnoreLoggingInWhenAuthenticatedAndLoggingOutWhenNot() {
        manager.logOut()
        #expect(!manager.isAuthenticated)
        manager.logInWithCredentials(.validTestCredentials)
        manager.logInWithCredentials(.invalidTestCredentials)
        #expect(manager.isAuthenticated && manager.authToken == "token-ada")
    }

    @Test func theMockRestatesTheInterfaceAndRecordsCallsButEnforcesNoRule() {
        let mock = MockAuthenticationManager()
        mock.logOut()  // allowed although not authenticated: the rule lives in the manager only
        mock.authToken = "token"  // a token while not authenticated: a shape the model cannot have
        #expect(mock.logOutCalls == 1 && !mock.isAuthenticated && mock.authToken != nil)
    }

    @Test func theModelHasNoShapeWithATokenWhileNotAuthenticated() {
        // The model's two states are the only shapes: no token to read while not authenticated,
        // no logOut to call (TypeCheckClaimsTests checks `logOut` on `NotAuthenticated`).
        let model = Authentication.notAuthenticated(.init(error: nil, logIn: .doNothing))
        #expect(model.authenticated?.token == nil)
    }
}
