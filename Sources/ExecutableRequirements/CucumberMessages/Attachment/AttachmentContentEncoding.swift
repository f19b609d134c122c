/// How to read an ``Attachment``'s `body`: as text, or as Base64 of binary data.
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
public enum AttachmentContentEncoding: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// The body is the content itself (text).
    case identity = "IDENTITY"
    /// The body is Base64; decode it to get the bytes.
    case base64 = "BASE64"
}
