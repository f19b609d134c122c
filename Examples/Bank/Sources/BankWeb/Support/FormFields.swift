import Foundation

/// The fields of an `application/x-www-form-urlencoded` body, as a browser sends a plain form.
struct FormFields: Sendable, Equatable {
    private var values: [String: String]

    /// Parses `name=value&…`; `+` is a space and `%XX` a byte. A name given twice keeps the
    /// first value; pairs that do not decode are dropped, so the field counts as missing.
    init(body: String) {
        var values: [String: String] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            if let value, values[name] == nil {
                values[name] = value
            }
        }
        self.values = values
    }

    /// The value of `name`, or `nil` when the form did not send it.
    subscript(name: String) -> String? {
        values[name]
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
