/// What a tool call has besides its arguments: the package it reads, a way to tell the client
/// how a long call is getting on, and whether the client has cancelled it.
///
/// ```swift
/// let context = ToolContext(index: index) { message in print(message) }
/// context.progress("Compiling Shop Cart.swift")
/// ```
package struct ToolContext {
    /// The package's feature files and step definitions.
    package var index: RequirementsIndex
    /// Reports progress of the call, a line a person can read; does nothing unless the client
    /// asked for progress.
    package var progress: (String) -> Void
    /// Whether the client has cancelled the call: a long call stops when it can.
    package var isCancelled: () -> Bool = { false }
    /// The `swift` that runs the package's tests.
    package var swift = "swift"

    /// A context reading `index`, reporting progress to `progress`.
    package init(index: RequirementsIndex, progress: @escaping (String) -> Void = { _ in }) {
        self.index = index
        self.progress = progress
    }
}
