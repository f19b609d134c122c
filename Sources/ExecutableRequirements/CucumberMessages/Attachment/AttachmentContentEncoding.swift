/// How to read an ``Attachment``'s `body`: as text, or as Base64 of binary data.
public enum AttachmentContentEncoding: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// The body is the content itself (text).
    case identity = "IDENTITY"
    /// The body is Base64; decode it to get the bytes.
    case base64 = "BASE64"
}
