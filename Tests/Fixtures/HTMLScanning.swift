/// What the tests of the HTML pages read from them: attribute values and opening tags, found
/// by plain text search, since the pages are written by a writer of our own with one layout.
///
/// ```swift
/// HTMLScanning.values(of: "data-status", in: page)       // ["passed", "failed"]
/// HTMLScanning.openingTags("tbody", classed: "row", in: page).count
/// ```
package enum HTMLScanning {
    /// Every value of `attribute` in `html`, entities decoded.
    package static func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { part in
            String(part.prefix { $0 != "\"" })
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The elements of `html` that open with `<tag` and carry `class="…kind…"`, as their opening tags.
    package static func openingTags(_ tag: String, classed kind: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(tag) ").dropFirst().map { String($0.prefix { $0 != ">" }) }
            .filter { tag in
                tag.contains("class=\"")
                    && values(of: "class", in: " " + tag).first?.split(separator: " ").contains(Substring(kind)) == true
            }
    }
}
