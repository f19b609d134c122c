/// Content attached by reference to a URL (e.g. a `file://` path) rather than inline.
public struct ExternalAttachment: Codable, Equatable, Hashable, Sendable {
    /// Where the content is, e.g. a `file://` or `https://` URL.
    public var url: String
    /// The IANA media type of the content.
    public var mediaType: String
    /// The test case attempt during which a step attached this.
    public var testCaseStartedId: String?
    /// The test step that attached this.
    public var testStepId: String?
    /// The test run hook execution that attached this.
    public var testRunHookStartedId: String?
    /// When it was attached.
    public var timestamp: Timestamp?

    /// Creates the message.
    public init(
        url: String,
        mediaType: String,
        testCaseStartedId: String? = nil,
        testStepId: String? = nil,
        testRunHookStartedId: String? = nil,
        timestamp: Timestamp? = nil
    ) {
        self.url = url
        self.mediaType = mediaType
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testRunHookStartedId = testRunHookStartedId
        self.timestamp = timestamp
    }
}
