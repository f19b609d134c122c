import BankCore
import Plot

/// The bar across the top of every signed-in page: the bank, the customer, and Sign out.
enum TopBar {
    /// - Parameter signOutFormToken: the session's form token when the Sign out button is
    ///   offered; `nil` while signing out, when it is not.
    static func node(customer: Customer, signOutFormToken: String?) -> Node<HTML.BodyContext> {
        .header(
            .class("topbar"),
            .div(.class("brand"), "Verity Bank"),
            .div(
                .class("who"),
                .span(.class("muted"), "Signed in as "),
                .strong(.id(ElementID.signedInCustomer), SafeHTML.text(customer.username)),
                .unwrap(signOutFormToken) { token in
                    .form(
                        .action("/sign-out"),
                        .method(.post),
                        FormToken.field(token),
                        .button(.id(ElementID.signOut), .class("quiet"), .type(.submit), "Sign out")
                    )
                }
            )
        )
    }
}
