import Foundation

/// Casselman's `DocumentOpener` (*WWDC Refactored*), as he wrote it: instead of a
/// `URLOpening` protocol that `UIApplication` adopts and a mock that records the opened URL,
/// the opener is given the one system question it needs, `isURLValid`, and returns what to do
/// as a value. It performs nothing; its caller opens the URL or shows the error.
final class DocumentOpener: Sendable {
    /// What the caller should do: open the URL, or report that it cannot be opened.
    enum Result: Equatable, Sendable {
        case openURL(URL)
        case invalidURLError
    }

    /// How the document opens; the raw value goes into the URL.
    enum OpenMode: String, Sendable {
        case view
        case edit
    }

    /// The document to open, by its identifier (the article's `Document`).
    struct Document: Sendable, Equatable {
        let identifier: String
    }

    private let isURLValid: @Sendable (URL) -> Bool

    /// An opener asking `isURLValid` (in the app, `UIApplication.shared.canOpenURL`) whether
    /// a link can be opened.
    init(isURLValid: @escaping @Sendable (URL) -> Bool) {
        self.isURLValid = isURLValid
    }

    /// The command for opening `document` in `mode`.
    func open(_ document: Document, mode: OpenMode) -> Result {
        var link = URLComponents()
        link.scheme = "myappscheme"
        link.host = "open"
        link.queryItems = [
            URLQueryItem(name: "id", value: document.identifier), URLQueryItem(name: "mode", value: mode.rawValue),
        ]
        // NB: components with a scheme, a host and query items always make a URL; the error
        // command covers the impossible case instead of a force unwrap.
        guard let url = link.url, isURLValid(url) else { return .invalidURLError }
        return .openURL(url)
    }
}
