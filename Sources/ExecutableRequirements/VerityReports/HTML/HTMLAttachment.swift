import CucumberMessages
import Foundation
import Plot

/// An attachment in the HTML report: images inline as data URIs, text as preformatted text,
/// `text/uri-list` as links, anything else as a download link holding the data itself.
enum HTMLAttachment {
    static func node(for attachment: Attachment) -> Node<HTML.BodyContext> {
        let type = attachment.mediaType.lowercased()
        let label = attachment.fileName.map { "\(attachment.mediaType), \($0)" } ?? attachment.mediaType
        let caption: Node<HTML.BodyContext> = .p(.class("attachment-type"), HTMLText.text("Attachment (\(label))"))
        if type.hasPrefix("image/") {
            return .div(
                .class("attachment"), caption,
                .img(.src(HTMLText.attribute(dataURI(attachment))), .alt(HTMLText.attribute(attachment.fileName ?? "attached image"))))
        }
        if type == "text/uri-list", let text = AttachmentText.text(of: attachment) {
            let urls = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
            return .div(
                .class("attachment"), caption,
                .ul(.forEach(urls) { url in .li(.a(.href(HTMLText.attribute(url)), HTMLText.text(url))) }))
        }
        if let text = AttachmentText.text(of: attachment) {
            return .div(.class("attachment"), caption, .pre(HTMLText.text(AttachmentText.printable(text, keepingColours: false))))
        }
        let name = attachment.fileName ?? "attachment"
        return .div(
            .class("attachment"), caption,
            .a(
                .href(HTMLText.attribute(dataURI(attachment))),
                .attribute(named: "download", value: HTMLText.attribute(name)),
                HTMLText.text("Download \(name) (\(AttachmentText.byteCount(of: attachment)) bytes)")))
    }

    static func node(for link: ExternalAttachment) -> Node<HTML.BodyContext> {
        .div(
            .class("attachment"),
            .p(.class("attachment-type"), HTMLText.text("Attachment (\(link.mediaType))")),
            .a(.href(HTMLText.attribute(link.url)), HTMLText.text(link.url)))
    }

    /// The attachment as a `data:` URI, base64-encoded whatever its encoding in the stream.
    private static func dataURI(_ attachment: Attachment) -> String {
        let base64: String
        switch attachment.contentEncoding {
        case .base64: base64 = attachment.body.filter { !$0.isWhitespace }
        case .identity: base64 = Data(attachment.body.utf8).base64EncodedString()
        }
        return "data:\(attachment.mediaType);base64,\(base64)"
    }
}
