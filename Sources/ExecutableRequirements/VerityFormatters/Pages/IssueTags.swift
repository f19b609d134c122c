import Foundation

/// The tags that link a requirement to the work it belongs to: `@issue:BANK-123` names the
/// ticket `BANK-123`. With a URL template (`VERITY_ISSUE_URL`, or `--issue-url` of `verity
/// report` and `verity docs`), reports link each key to the tracker: `{id}` in the template is
/// replaced by the key (`https://jira.example.com/browse/{id}`), and a template without `{id}`
/// gets the key appended (`https://github.com/owner/repo/issues/`).
package struct IssueTags: Sendable, Equatable {
    /// What a tag starts with to name an issue.
    package static let prefix = "@issue:"

    /// The tracker's URL for a key; `nil` shows keys without a link to the tracker.
    package var urlTemplate: String?

    /// Issue tags linked by `urlTemplate`.
    package init(urlTemplate: String? = nil) {
        self.urlTemplate = urlTemplate.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Issue tags linked by `VERITY_ISSUE_URL`, when `environment` sets it.
    package init(environment: [String: String]) {
        self.init(urlTemplate: environment["VERITY_ISSUE_URL"])
    }

    /// The key a tag names (`BANK-123` for `@issue:BANK-123`); `nil` for any other tag.
    package static func key(of tag: String) -> String? {
        guard tag.hasPrefix(prefix), tag.count > prefix.count else { return nil }
        return String(tag.dropFirst(prefix.count))
    }

    /// The keys `tags` name, each once, in the order written.
    package static func keys(in tags: [String]) -> [String] {
        var keys: [String] = []
        for tag in tags { if let key = key(of: tag), !keys.contains(key) { keys.append(key) } }
        return keys
    }

    /// The tracker's page of `key`; `nil` without a template.
    package func url(for key: String) -> String? {
        guard let urlTemplate else { return nil }
        let encoded = key.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? key
        return urlTemplate.contains("{id}")
            ? urlTemplate.replacingOccurrences(of: "{id}", with: encoded) : urlTemplate + encoded
    }

    /// A file name for `key`'s page of the living documentation: letters, digits, `-` and `.`
    /// kept, anything else written as `_`.
    package static func fileName(for key: String) -> String {
        String(key.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "_" })
    }
}
