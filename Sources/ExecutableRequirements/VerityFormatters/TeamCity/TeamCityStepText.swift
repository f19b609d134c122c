import CucumberMessages

/// The texts of a step's TeamCity messages that upstream derives from glue: a hook's name and
/// `locationHint`, an attachment's `message` text and an undefined step's snippets.
enum TeamCityStepText {
    /// `Before(name)`, `After(method)` or a bare `BeforeStep`: the hook's kind, then its name,
    /// else its Java method's name, in parentheses.
    static func hookName(_ hook: Hook) -> String {
        let kind = hook.type?.reportedName ?? "Unknown"
        if let name = hook.name { return "\(kind)(\(name))" }
        if let method = methodName(hook.sourceReference) { return "\(kind)(\(method))" }
        return kind
    }

    /// `java:test://Class/method`, which IntelliJ opens, for glue written in Java; `nil` for
    /// other glue (Verity's included), whose hooks upstream gives an empty `locationHint`.
    static func hookLocation(_ reference: SourceReference) -> String? {
        if let method = reference.javaMethod {
            return "java:test://\(method.className)/\(method.methodName)"
        }
        if let element = reference.javaStackTraceElement {
            return "java:test://\(element.className)/\(sanitized(element.methodName, of: element.className))"
        }
        return nil
    }

    private static func methodName(_ reference: SourceReference) -> String? {
        if let method = reference.javaMethod { return method.methodName }
        if let element = reference.javaStackTraceElement {
            return sanitized(element.methodName, of: element.className)
        }
        return nil
    }

    /// A constructor, `<init>`, named after its class, which IntelliJ recognises.
    private static func sanitized(_ methodName: String, of className: String) -> String {
        guard methodName == "<init>" else { return methodName }
        if let dot = className.lastIndex(of: "."), dot != className.startIndex {
            return String(className[className.index(after: dot)...])
        }
        return className
    }

    /// The `message` text of an attachment: a text's body, or a binary's name, media type and
    /// size.
    ///
    /// NB: the size is upstream's estimate from the Base64 text, three bytes per four
    /// characters, padding included, so 10 bytes print as 12.
    static func attachmentText(_ attachment: Attachment) -> String {
        switch attachment.contentEncoding {
        case .identity:
            return "Write event:\n\(attachment.body)\n"
        case .base64:
            let name = attachment.fileName.map { "\($0) " } ?? ""
            return "Embed event: \(name)[\(attachment.mediaType) \(attachment.body.utf8.count / 4 * 3) bytes]\n"
        }
    }

    /// The `details` of an undefined step: the snippets suggested so far for its pickle,
    /// each code once, in the order suggested; empty when there are none.
    static func snippets(_ suggestions: [Suggestion]) -> String {
        guard !suggestions.isEmpty else { return "" }
        var text = "You can implement this step"
        if suggestions.count > 1 { text += " and \(suggestions.count - 1) other step(s)" }
        text += " using the snippet(s) below:\n\n"
        var seen = Set<String>()
        let codes = suggestions.flatMap(\.snippets).map(\.code).filter { seen.insert($0).inserted }
        return text + codes.joined(separator: "\n") + "\n"
    }
}
