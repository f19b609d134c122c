import CucumberMessages
import VeritySynchronization

/// What a step or hook attached, before the engine adds ids and a timestamp.
struct AttachmentContent: Sendable {
    var body: String
    var encoding: AttachmentContentEncoding
    var mediaType: String
    var fileName: String?
}

/// Turns the attachments of the running step or hook into messages; the engine points it at
/// the current test step (or test run hook) before each body runs.
final class AttachmentSink: Sendable {
    /// The ids an attachment is filed under.
    private struct Place {
        var testCaseStartedId: String?
        var testStepId: String?
        var testRunHookStartedId: String?
        /// Set when the body it serves was abandoned after its time limit.
        var isClosed = false
    }

    private let emitter: MessageEmitter
    private let clock: MessageClock
    // NB: a sink belongs to one scenario attempt (or one run hook) and the engine moves it
    // between bodies, never during one, so the lock is never contended; it is there so that a
    // body that attaches from a task of its own is still safe.
    private let place = Locked(Place())

    var testCaseStartedId: String? {
        get { place.withLock { $0.testCaseStartedId } }
        set { place.withLock { $0.testCaseStartedId = newValue } }
    }

    var testStepId: String? {
        get { place.withLock { $0.testStepId } }
        set { place.withLock { $0.testStepId = newValue } }
    }

    var testRunHookStartedId: String? {
        get { place.withLock { $0.testRunHookStartedId } }
        set { place.withLock { $0.testRunHookStartedId = newValue } }
    }

    init(emitter: MessageEmitter, clock: MessageClock) {
        self.emitter = emitter
        self.clock = clock
    }

    func text(_ text: String, mediaType: String, fileName: String?) {
        deliver(AttachmentContent(body: text, encoding: .identity, mediaType: mediaType, fileName: fileName))
    }

    func bytes(_ bytes: [UInt8], mediaType: String, fileName: String?) {
        deliver(
            AttachmentContent(body: Base64.encode(bytes), encoding: .base64, mediaType: mediaType, fileName: fileName))
    }

    /// Drops every later attachment: a body left running after its time limit must not file
    /// attachments under steps that have finished.
    func close() {
        place.withLock { $0.isClosed = true }
    }

    private func deliver(_ content: AttachmentContent) {
        let place = place.withLock { $0 }
        guard !place.isClosed else { return }
        emitter.emit(
            Envelope(
                attachment: Attachment(
                    body: content.body, contentEncoding: content.encoding, fileName: content.fileName,
                    mediaType: content.mediaType, testCaseStartedId: place.testCaseStartedId,
                    testStepId: place.testStepId,
                    testRunHookStartedId: place.testRunHookStartedId, timestamp: clock.now())))
    }
}
