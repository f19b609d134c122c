import CucumberMessages
import Foundation

/// An attachment in the HTML report: images inline as data URIs, text as preformatted text,
/// `text/uri-list` as links, anything else as a download link holding the data itself.
enum HTMLAttachment {
    static func node(for attachment: Attachment, source: (Attachment) -> String = dataURI) -> HTMLNode {
        let type = attachment.mediaType.lowercased()
        let label = attachment.fileName.map { "\(attachment.mediaType), \($0)" } ?? attachment.mediaType
        let caption = HTMLNode.element("p", [.class("attachment-type")], [.text("Attachment (\(label))")])
        if type.hasPrefix("image/") {
            return box(
                caption,
                .void(
                    "img",
                    [
                        HTMLAttribute("src", source(attachment)),
                        HTMLAttribute("alt", attachment.fileName ?? "attached image"),
                    ]))
        }
        if type == "text/uri-list", let text = AttachmentText.text(of: attachment) {
            let urls = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
            return box(
                caption,
                .element(
                    "ul", [],
                    urls.map { url in
                        .element("li", [], [.element("a", [HTMLAttribute("href", url)], [.text(url)])])
                    }))
        }
        if let text = AttachmentText.text(of: attachment) {
            return box(caption, .element("pre", [], [.text(AttachmentText.printable(text, keepingColours: false))]))
        }
        let name = attachment.fileName ?? "attachment"
        return box(
            caption,
            .element(
                "a", [HTMLAttribute("href", source(attachment)), HTMLAttribute("download", name)],
                [.text("Download \(name) (\(AttachmentText.byteCount(of: attachment)) bytes)")]))
    }

    static func node(for link: ExternalAttachment) -> HTMLNode {
        box(
            .element("p", [.class("attachment-type")], [.text("Attachment (\(link.mediaType))")]),
            .element("a", [HTMLAttribute("href", link.url)], [.text(link.url)]))
    }

    /// The attachment's block: what it is, then the attachment itself.
    private static func box(_ caption: HTMLNode, _ content: HTMLNode) -> HTMLNode {
        .element("div", [.class("attachment")], [caption, content])
    }

    /// The attachment as a `data:` URI, base64-encoded whatever its encoding in the stream.
    static func dataURI(_ attachment: Attachment) -> String {
        let base64: String
        switch attachment.contentEncoding {
        case .base64: base64 = attachment.body.filter { !$0.isWhitespace }
        case .identity: base64 = Data(attachment.body.utf8).base64EncodedString()
        }
        return "data:\(attachment.mediaType);base64,\(base64)"
    }
}
