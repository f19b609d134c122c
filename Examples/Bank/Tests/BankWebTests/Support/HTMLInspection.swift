/// Reads a rendered page the way the browser steps do: by element id only.
struct HTMLInspection {
    let html: String

    /// Whether an element with this id is on the page.
    func has(_ id: String) -> Bool {
        html.contains(#"id="\#(id)""#)
    }

    /// The opening tag of the element with this id, such as `<p id="charge-result" …>`.
    func tag(_ id: String) -> Substring? {
        guard let idRange = html.range(of: #"id="\#(id)""#),
            let start = html[..<idRange.lowerBound].lastIndex(of: "<"),
            let end = html[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        return html[start...end]
    }

    /// The text of the element with this id, when it holds text only (as the figures do).
    func text(_ id: String) -> String? {
        guard let tag = tag(id) else { return nil }
        let rest = html[tag.endIndex...]
        return String(rest.prefix { $0 != "<" })
    }

    /// An attribute of the element with this id.
    func attribute(_ name: String, of id: String) -> String? {
        guard let tag = tag(id), let range = tag.range(of: #" \#(name)=""#) else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }
}
