import CucumberMessages

/// What a step or hook attached, before the engine adds ids and a timestamp.
struct AttachmentContent: Sendable {
    var body: String
    var encoding: AttachmentContentEncoding
    var mediaType: String
    var fileName: String?
}

/// Turns the attachments of the running step or hook into messages; the engine points it at
/// the current test step (or test run hook) before each body runs.
final class AttachmentSink: @unchecked Sendable {
    // NB: @unchecked: a sink belongs to one scenario attempt (or one run hook) and is used only
    // by the task running it; the engine moves `testStepId` between bodies, never during one.
    private let emitter: MessageEmitter
    private let clock: MessageClock
    var testCaseStartedId: String?
    var testStepId: String?
    var testRunHookStartedId: String?

    init(emitter: MessageEmitter, clock: MessageClock) {
        self.emitter = emitter
        self.clock = clock
    }

    func text(_ text: String, mediaType: String, fileName: String?) {
        deliver(AttachmentContent(body: text, encoding: .identity, mediaType: mediaType, fileName: fileName))
    }

    func bytes(_ bytes: [UInt8], mediaType: String, fileName: String?) {
        deliver(AttachmentContent(body: Base64.encode(bytes), encoding: .base64, mediaType: mediaType, fileName: fileName))
    }

    private func deliver(_ content: AttachmentContent) {
        emitter.emit(Envelope(attachment: Attachment(
            body: content.body, contentEncoding: content.encoding, fileName: content.fileName,
            mediaType: content.mediaType, testCaseStartedId: testCaseStartedId, testStepId: testStepId,
            testRunHookStartedId: testRunHookStartedId, timestamp: clock.now())))
    }
}
