import Foundation

/// Renders a Source as text in a terminal: each model is formatted and written on its own,
/// optionally clearing the screen first so the terminal shows only the current model.
/// This is the renderer for Linux command-line tools, where there is no UI framework.
///
/// Keep the renderer alive for as long as it should render; the source holds it weakly.
///
/// ```swift
/// let screen = TerminalRenderer(model: weather, clearsScreen: true) { model in
///     switch model {
///     case .fetching: "Loading…"
///     case .fetched(let fetched): "\(fetched.value.temperature)°"
///     case .failure(let failure): "Failed: \(failure.error)"
///     }
/// }
/// ```
public final class TerminalRenderer<Model: Sendable>: Renderer {
    /// The source being rendered.
    public let model: Source<Model>
    private let clearsScreen: Bool
    private let format: @Sendable (Model) -> String
    private let write: @Sendable (String) -> Void

    /// Starts rendering `model` at once.
    ///
    /// - Parameters:
    ///   - model: The source whose models are shown.
    ///   - clearsScreen: Whether to clear the terminal (ANSI escape) before each model.
    ///   - write: Where the text goes; standard output by default.
    ///   - format: Turns a model into the text to show.
    public init(
        model: Source<Model>,
        clearsScreen: Bool = false,
        write: @escaping @Sendable (String) -> Void = TerminalRenderer.standardOutput,
        format: @escaping @Sendable (Model) -> String
    ) {
        self.model = model
        self.clearsScreen = clearsScreen
        self.write = write
        self.format = format
        startRendering()
    }

    /// Writes the formatted model, preceded by a screen clear when asked for.
    public func render(_ model: Model) {
        let clear = clearsScreen ? "\u{1B}[2J\u{1B}[H" : ""
        write(clear + format(model) + "\n")
    }

    /// Writes text to standard output as is.
    public static var standardOutput: @Sendable (String) -> Void {
        { text in FileHandle.standardOutput.write(Data(text.utf8)) }
    }
}
