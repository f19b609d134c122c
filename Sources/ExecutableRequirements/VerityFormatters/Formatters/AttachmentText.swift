import CucumberMessages
import Foundation

/// How console reports show an attachment: text bodies inline, other media as a short note.
enum AttachmentText {
    /// The lines to print; ANSI colours in logged text stay only when `keepingColours`.
    static func lines(for attachment: Attachment, keepingColours: Bool) -> [String] {
        let label = attachment.fileName.map { "\(attachment.mediaType), \($0)" } ?? attachment.mediaType
        if let text = text(of: attachment).map({ printable($0, keepingColours: keepingColours) }) {
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            return ["Attachment (\(label)):"] + body
        }
        return ["Attachment (\(label), \(byteCount(of: attachment)) bytes)"]
    }

    /// The attachment's text when its media type is textual, else `nil`.
    static func text(of attachment: Attachment) -> String? {
        let type = attachment.mediaType.lowercased()
        let isText =
            type.hasPrefix("text/") || type.hasSuffix("+json") || type == "application/json"
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

    /// `text` without control characters other than newline and tab, and without ANSI colour
    /// sequences (ESC [ … letter) unless `keepingColours`.
    static func printable(_ text: String, keepingColours: Bool) -> String {
        var result = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\u{1B}" {
                guard let next = iterator.next(), next == "[" else { continue }
                var sequence: [Unicode.Scalar] = [scalar, next]
                while let code = iterator.next() {
                    sequence.append(code)
                    if ("@"..."~") ~= code { break }
                }
                if keepingColours { result.append(contentsOf: sequence) }
            } else if scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7F) {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
