import BankCore
import Plot

/// The bar across the top of every signed-in page: the bank, the customer, and Sign out.
enum TopBar {
    /// - Parameter canSignOut: whether the Sign out button is offered (not while signing out).
    static func node(customer: Customer, canSignOut: Bool) -> Node<HTML.BodyContext> {
        .header(
            .class("topbar"),
            .div(.class("brand"), "Verity Bank"),
            .div(
                .class("who"),
                .span(.class("muted"), "Signed in as "),
                .strong(.id(ElementID.signedInCustomer), SafeHTML.text(customer.username)),
                .if(
                    canSignOut,
                    .form(
                        .action("/sign-out"),
                        .method(.post),
                        .button(.id(ElementID.signOut), .class("quiet"), .type(.submit), "Sign out")
                    )
                )
            )
        )
    }
}
