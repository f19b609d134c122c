import Foundation

/// Just enough HTML reading for the page sentences at the API: the bank's pages give every
/// element a step reads an `id`, and Plot writes attributes in double quotes.
enum HTMLText {
    /// The start tag of the element whose `id` is `id`.
    static func startTag(of id: String, in html: String) -> Substring? {
        guard let idRange = html.range(of: #"id="\#(id)""#),
            let open = html[..<idRange.lowerBound].lastIndex(of: "<"),
            let close = html[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        return html[open...close]
    }

    /// Attribute `name` of the element `id`, unescaped.
    static func attribute(_ name: String, ofElement id: String, in html: String) -> String? {
        guard let tag = startTag(of: id, in: html), let start = tag.range(of: #" \#(name)=""#) else { return nil }
        return unescaped(String(tag[start.upperBound...].prefix { $0 != "\"" }))
    }

    /// The text of the element `id`, which holds text only.
    static func text(ofElement id: String, in html: String) -> String? {
        guard let tag = startTag(of: id, in: html) else { return nil }
        return unescaped(String(html[tag.endIndex...].prefix { $0 != "<" }))
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
