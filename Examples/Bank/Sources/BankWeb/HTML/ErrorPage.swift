import Plot

/// A page for a request that has no page of its own: an unknown address, an oversize form.
enum ErrorPage {
    /// The page with `message` and one way on that fits the visitor: back to the accounts for
    /// a signed-in customer, to the sign-in form for anyone else (who has no accounts to see).
    static func render(message: String, signedIn: Bool) -> String {
        let content = ContentFragment.message(
            [
                .header(.class("topbar"), .div(.class("brand"), "Verity Bank")),
                .main(
                    .class("narrow"),
                    .section(
                        .class("card"),
                        .p(.id(ElementID.errorMessage), .class("result refused"), SafeHTML.text(message)),
                        signedIn
                            ? .a(
                                .id(ElementID.errorPageLink), .class("button primary"), .href("/accounts"),
                                "Back to your accounts")
                            : .a(.id(ElementID.errorPageLink), .class("button primary"), .href("/sign-in"), "Sign in")
                    )
                ),
            ]
        )
        return Page.render(content, live: false)
    }
}
