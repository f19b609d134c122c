/// A state drawn for the documentation's gallery: a page as a customer saw it, or a terminal
/// screen, with its media type.
///
/// ```swift
/// .html(page.render())         // shown in a frame, as the page
/// .text(TerminalRenderer.lines(model).joined(separator: "\n"))  // shown as preformatted text
/// ```
public struct StateDrawing: Sendable, Hashable {
    /// `text/html` or `text/plain`.
    public let mediaType: String
    /// The markup or the text.
    public let content: String

    /// A whole HTML document (or fragment), shown in a sandboxed frame.
    public static func html(_ markup: String) -> StateDrawing {
        StateDrawing(mediaType: "text/html", content: markup)
    }

    /// Plain text, shown preformatted.
    public static func text(_ text: String) -> StateDrawing {
        StateDrawing(mediaType: "text/plain", content: text)
    }
}
