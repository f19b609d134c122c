import Plot

/// Text and attribute values that show exactly what they hold, whatever a customer typed.
///
/// NB: Plot escapes `<` and `>` in text but passes `&name;` sequences through as entities, and
/// writes attribute values unescaped. Escaping `&` before Plot sees text, and every special
/// character of an attribute value, keeps a merchant called `<b>&amp;` harmless and literal.
enum SafeHTML {
    /// A text node showing `text` literally.
    static func text<Context>(_ text: String) -> Node<Context> {
        .text(text.replacingOccurrences(of: "&", with: "&amp;"))
    }

    /// A custom attribute whose value is escaped for a double-quoted attribute.
    static func attribute<Context>(_ name: String, _ value: String) -> Node<Context> {
        .attribute(named: name, value: escapedAttribute(value), ignoreIfValueIsEmpty: false)
    }

    /// An `id` attribute built from data (an account or transaction id), escaped like any value.
    static func id<Context: HTMLContext>(_ id: String) -> Node<Context> {
        .id(escapedAttribute(id))
    }

    /// `value` escaped for use inside a double-quoted attribute.
    static func escapedAttribute(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
