/// Text, bytes or a link attached to a run by a step or hook, e.g. a log or a screenshot.
///
/// ```swift
/// let note = Attachment(body: "hello", contentEncoding: .identity, mediaType: "text/plain")
/// ```
public struct Attachment: Codable, Equatable, Hashable, Sendable {
    /// The content: the text itself, or Base64 when ``contentEncoding`` is `.base64`.
    public var body: String
    /// How to read ``body``. Chosen by the data's kind, not by its media type.
    public var contentEncoding: AttachmentContentEncoding
    /// The file name the user suggested when attaching.
    public var fileName: String?
    /// The IANA media type of the content, e.g. `text/plain` or `image/png`.
    public var mediaType: String
    /// Deprecated by the protocol; kept for reading old streams.
    public var source: MessageSource?
    /// The test case attempt during which a step attached this.
    public var testCaseStartedId: String?
    /// The test step that attached this.
    public var testStepId: String?
    /// Where the content can be fetched, set by tools that move bodies out of the stream.
    public var url: String?
    /// Deprecated by the protocol: use ``testRunHookStartedId``.
    public var testRunStartedId: String?
    /// The test run hook execution that attached this.
    public var testRunHookStartedId: String?
    /// When it was attached.
    public var timestamp: Timestamp?

    /// Creates the message.
    public init(
        body: String,
        contentEncoding: AttachmentContentEncoding,
        fileName: String? = nil,
        mediaType: String,
        source: MessageSource? = nil,
        testCaseStartedId: String? = nil,
        testStepId: String? = nil,
        url: String? = nil,
        testRunStartedId: String? = nil,
        testRunHookStartedId: String? = nil,
        timestamp: Timestamp? = nil
    ) {
        self.body = body
        self.contentEncoding = contentEncoding
        self.fileName = fileName
        self.mediaType = mediaType
        self.source = source
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.url = url
        self.testRunStartedId = testRunStartedId
        self.testRunHookStartedId = testRunHookStartedId
        self.timestamp = timestamp
    }
}
