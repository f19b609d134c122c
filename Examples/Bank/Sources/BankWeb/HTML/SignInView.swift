import Plot

/// The sign-in form, with the refusal when the last attempt failed.
enum SignInView {
    static func nodes(error: String?, username: String) -> [Node<HTML.BodyContext>] {
        [
            .header(.class("topbar"), .div(.class("brand"), "Verity Bank")),
            .main(
                .class("narrow"),
                .form(
                    .id(ElementID.signInForm),
                    .class("card sign-in"),
                    .action("/sign-in"),
                    .method(.post),
                    .h1("Sign in"),
                    .unwrap(error) { .p(.id(ElementID.signInError), .class("result refused"), SafeHTML.text($0)) },
                    .div(
                        .class("field"),
                        .label(.for(ElementID.signInUsername), "User name"),
                        .input(
                            .id(ElementID.signInUsername),
                            .name("username"),
                            .type(.text),
                            Attribute(name: "autocomplete", value: "username"),
                            Attribute(name: "value", value: SafeHTML.escapedAttribute(username))
                        )
                    ),
                    .div(
                        .class("field"),
                        .label(.for(ElementID.signInPassword), "Password"),
                        .input(
                            .id(ElementID.signInPassword),
                            .name("password"),
                            .type(.password),
                            Attribute(name: "autocomplete", value: "current-password")
                        )
                    ),
                    .button(.id(ElementID.signInSubmit), .class("primary"), .type(.submit), "Sign in")
                )
            ),
        ]
    }
}
