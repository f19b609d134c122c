import CucumberMessages
import Foundation

/// How console reports show an attachment: text bodies inline, other media as a short note.
enum AttachmentText {
    static func lines(for attachment: Attachment) -> [String] {
        let label = attachment.fileName.map { "\(attachment.mediaType), \($0)" } ?? attachment.mediaType
        if let text = text(of: attachment) {
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            return ["Attachment (\(label)):"] + body
        }
        return ["Attachment (\(label), \(byteCount(of: attachment)) bytes)"]
    }

    /// The attachment's text when its media type is textual, else `nil`.
    static func text(of attachment: Attachment) -> String? {
        let type = attachment.mediaType.lowercased()
        let isText = type.hasPrefix("text/") || type.hasSuffix("+json") || type == "application/json"
            || type.hasSuffix("+xml") || type == "application/xml"
        guard isText else { return nil }
        switch attachment.contentEncoding {
        case .identity: return attachment.body
        case .base64: return Data(base64Encoded: attachment.body).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The decoded size of the body.
    static func byteCount(of attachment: Attachment) -> Int {
        switch attachment.contentEncoding {
        case .identity: attachment.body.utf8.count
        case .base64: Data(base64Encoded: attachment.body)?.count ?? 0
        }
    }
}
