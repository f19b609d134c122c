import CucumberMessages
import Foundation

/// The attachments of the living documentation, written as files of their own beside the
/// pages (`attachments/1.png`), so that a page of screenshots stays small.
final class AttachmentFiles {
    /// Path inside the site, and content, in the order they were named.
    private(set) var files: [(path: String, data: Data)] = []

    /// The path the attachment is written to, inside the site.
    func path(for attachment: Attachment) -> String {
        let data: Data
        switch attachment.contentEncoding {
        case .base64: data = Data(base64Encoded: attachment.body.filter { !$0.isWhitespace }) ?? Data()
        case .identity: data = Data(attachment.body.utf8)
        }
        let path = "attachments/\(files.count + 1).\(Self.fileExtension(attachment.mediaType))"
        files.append((path, data))
        return path
    }

    private static func fileExtension(_ mediaType: String) -> String {
        let type =
            mediaType.lowercased().split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        switch type {
        case "image/png": return "png"
        case "image/jpeg": return "jpg"
        case "image/gif": return "gif"
        case "image/webp": return "webp"
        case "image/svg+xml": return "svg"
        case "application/json": return "json"
        case "application/pdf": return "pdf"
        case "text/html": return "html"
        case _ where type.hasPrefix("text/"): return "txt"
        default: return "bin"
        }
    }
}
