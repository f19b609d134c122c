import Plot

/// A page for a request that has no page of its own: an unknown address, an oversize form.
enum ErrorPage {
    static func render(message: String) -> String {
        let content = ContentFragment.message(
            [
                .header(.class("topbar"), .div(.class("brand"), "Verity Bank")),
                .main(
                    .class("narrow"),
                    .section(
                        .class("card"),
                        .p(.id(ElementID.errorMessage), .class("result refused"), SafeHTML.text(message)),
                        .a(.href("/"), "Back to your accounts")
                    )
                ),
            ]
        )
        return Page.render(content, live: false)
    }
}
