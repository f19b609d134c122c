import Foundation
import Plot

/// Safe text and attribute values for Plot.
///
/// NB: Plot escapes `<` and `>` in text but passes `&name;` sequences through as entities, and
/// writes attribute values as given. Escaping `&` before Plot sees text makes every character
/// show literally; attribute values get full escaping here.
enum HTMLText {
    /// A text node that shows `text` exactly.
    static func text<Context>(_ text: String) -> Node<Context> {
        .text(text.replacingOccurrences(of: "&", with: "&amp;"))
    }

    /// `value` escaped for use inside a double-quoted attribute.
    static func attribute(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
