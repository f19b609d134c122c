import Foundation

/// The attachment methods shared by ``ScenarioContext`` and ``TestRunContext``: text, bytes
/// with a media type, logs and links, each shown by reports beside the step or hook that
/// attached it.
///
/// ```swift
/// steps.then("the receipt is printed") { scenario in
///     scenario.attach(receipt.pdfBytes, mediaType: "application/pdf", fileName: "receipt.pdf")
///     scenario.log("printed \(receipt.lines.count) lines")
///     scenario.link("https://example.com/orders/42")
/// }
/// ```
public protocol Attaching {
    /// Attaches text as it is (identity encoding), e.g. JSON with `application/json`.
    func attach(_ text: String, mediaType: String, fileName: String?)
    /// Attaches bytes, Base64-encoded in the message stream whatever the media type.
    func attach(_ bytes: [UInt8], mediaType: String, fileName: String?)
}

extension Attaching {
    /// Attaches text as it is (identity encoding), without a file name.
    public func attach(_ text: String, mediaType: String) {
        attach(text, mediaType: mediaType, fileName: nil)
    }

    /// Attaches bytes (Base64-encoded in the stream), without a file name.
    public func attach(_ bytes: [UInt8], mediaType: String) {
        attach(bytes, mediaType: mediaType, fileName: nil)
    }

    /// Attaches `data` (Base64-encoded in the stream).
    public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
        attach([UInt8](data), mediaType: mediaType, fileName: fileName)
    }

    /// Attaches the contents of a file, named after it unless `fileName` says otherwise.
    ///
    /// - Throws: the error reading the file.
    public func attach(contentsOf url: URL, mediaType: String, fileName: String? = nil) throws {
        let data = try Data(contentsOf: url)
        attach([UInt8](data), mediaType: mediaType, fileName: fileName ?? url.lastPathComponent)
    }

    /// Attaches a line of log text (`text/x.cucumber.log+plain`), shown inline by reports.
    public func log(_ text: String) {
        attach(text, mediaType: "text/x.cucumber.log+plain", fileName: nil)
    }

    /// Attaches a link (`text/uri-list`).
    public func link(_ url: String) {
        attach(url, mediaType: "text/uri-list", fileName: nil)
    }
}
