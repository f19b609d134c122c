#if canImport(SwiftUI)
import SwiftUI
import Verity

/// Hall's `AuthenticationView` (*Model-Defined Interfaces*, E7), over a Verity source: the body
/// switches over the model, and each button calls the action of the state it is drawn in, so a
/// "Log Out" button cannot be drawn while not authenticated. Where he keeps the model in
/// `@State` and swaps in each value from a publisher (`.onReceive`), `ObservableSource` reads
/// the source's current model, so the view cannot fall behind it.
///
/// Built by Xcode only: SwiftUI does not exist on Linux, where this file compiles to nothing.
struct AuthenticationView: View {
    @State var authentication: ObservableSource<Authentication>
    let credentials: Credentials

    var body: some View {
        VStack {
            switch authentication.model {
            case .authenticated(let session):
                Text("Token: \(session.authToken)")
                Button("Log Out") { session.logOut() }
            case .notAuthenticated(let guest):
                if let error = guest.error {
                    Text("Error: \(String(describing: error))")
                }
                Button("Log In") { guest.logIn(credentials) }
            }
        }
    }
}

extension Authentication.Authenticated {
    /// The article's name for the token.
    fileprivate var authToken: String { token }
}
#endif
