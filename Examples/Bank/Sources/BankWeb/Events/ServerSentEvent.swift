/// One message of a `text/event-stream` response, in the format of the HTML standard.
struct ServerSentEvent: Sendable, Equatable {
    /// The `event:` name the page listens for.
    var name: String
    var data: String

    /// `event: NAME`, one `data:` line per line of data, and the blank line that ends it.
    var encoded: String {
        var text = "event: \(name)\n"
        // NB: `isNewline` covers "\n", "\r" and "\r\n" (one Character in Swift), as the standard does.
        for line in data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }

    /// Tells the browser how long to wait before reconnecting, in milliseconds.
    static func retry(milliseconds: Int) -> String {
        "retry: \(milliseconds)\n\n"
    }

    /// A comment line: keeps proxies from closing an idle stream and finds dead clients.
    static let keepAlive = ": keep-alive\n\n"
}
