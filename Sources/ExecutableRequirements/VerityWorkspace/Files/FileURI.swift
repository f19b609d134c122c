import Foundation

/// Converts between `file://` URIs, as LSP names documents, and file-system paths.
///
/// ```swift
/// FileURI.path(of: "file:///work/My%20Steps.swift")  // "/work/My Steps.swift"
/// FileURI.uri(ofPath: "/work/My Steps.swift")       // "file:///work/My%20Steps.swift"
/// ```
package enum FileURI {
    /// The path a `file:` URI names, percent escapes decoded; `nil` for another scheme.
    package static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path, escaped as VS Code and Neovim write it.
    package static func uri(ofPath path: String) -> String {
        URL(filePath: path, directoryHint: .notDirectory).absoluteString
    }
}
