import Plot

/// The hidden field that carries the session's form token in every form of a session's page.
enum FormToken {
    /// `<input type="hidden" name="form-token" value="…">`.
    static func field(_ token: String) -> Node<HTML.FormContext> {
        .input(
            .type(.hidden), .name(ElementID.formTokenField),
            Attribute(name: "value", value: SafeHTML.escapedAttribute(token)))
    }
}
