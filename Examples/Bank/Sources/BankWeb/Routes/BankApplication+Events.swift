import BankCore
import Hummingbird

extension BankApplication {
    /// How often an idle stream sends a comment, which also notices a client that went away.
    static let keepAliveInterval = Duration.seconds(15)

    /// `GET /events`: the session's `#content`, re-rendered on every new model.
    func addEventRoutes(to router: Router<BankRequestContext>) {
        router.get("/events") { request, _ -> Response in
            // NB: reading only, so a program's bearer token is as good as a page's cookie here.
            guard let session = self.session(for: request) ?? self.apiSession(for: request) else {
                throw WebFailure.unauthorized
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
                body: self.liveUpdates(of: session)
            )
        }
    }

    /// What a stream has to do when it wakes up; set by the session's subscription, the
    /// keep-alive ticker and eviction, cleared by the stream.
    private struct Pending: Sendable {
        var modelChanged = false
        var keepAlive = false
        var evicted = false
    }

    /// The event stream: the current fragment at once, then the latest one after changes that
    /// render differently, until the session signs out or goes idle, the client goes away, the
    /// session opens too many streams, or the server stops.
    ///
    /// NB: a mailbox of one, never a queue. However many models the session emits while the
    /// stream is busy writing (a slow client, a burst of charges), it wakes once, takes the
    /// content for the model as it is then (rendered once for all the session's streams, see
    /// `SharedRender`), and sends it only if it differs from what it sent last; the issue was a
    /// whole page queued per change, which crawled and kept shutdown waiting.
    private func liveUpdates(of session: WebSession) -> ResponseBody {
        let streams = eventStreams
        return ResponseBody { writer in
            let (wakeUps, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
            let pending = Guarded(Pending(modelChanged: true))
            let flag: @Sendable (WritableKeyPath<Pending, Bool>) -> Void = { flag in
                pending.withLock { $0[keyPath: flag] = true }
                wake.yield()
            }
            guard
                let streamID = streams.register(
                    session: session.token, evict: { flag(\.evicted) }, close: { wake.finish() })
            else {
                try await writer.finish(nil)
                return
            }
            let subscription = session.source.subscribe { _ in flag(\.modelChanged) }
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.keepAliveInterval)
                    flag(\.keepAlive)
                }
            }
            defer {
                subscription.cancel()
                ticker.cancel()
                streams.unregister(streamID)
                wake.finish()
            }
            wake.yield()
            try await writer.write(ByteBuffer(string: ServerSentEvent.retry(milliseconds: 2000)))
            var lastVersion: String?
            streaming: for await _ in wakeUps {
                let work = pending.withLock { pending in
                    defer { pending = Pending() }
                    return pending
                }
                if work.evicted {
                    // NB: "end" tells the page's script to stop, rather than reconnect and evict another.
                    try await writer.write(
                        ByteBuffer(string: ServerSentEvent(name: "end", data: "too many streams").encoded))
                    break streaming
                }
                if work.modelChanged {
                    let model = session.source.model
                    let fragment = session.content(for: model)
                    if fragment.version != lastVersion {
                        lastVersion = fragment.version
                        try await writer.write(
                            ByteBuffer(string: ServerSentEvent(name: "content", data: fragment.html).encoded))
                    }
                    if model.signedOut != nil {
                        try await writer.write(
                            ByteBuffer(string: ServerSentEvent(name: "end", data: "signed out").encoded))
                        break streaming
                    }
                } else if work.keepAlive {
                    // NB: a stream is one long request, not activity; once the session has been
                    // signed out for being idle (or out from under it), the stream ends too and
                    // lets go of the session.
                    guard self.sessions.isActive(session.token) else {
                        try await writer.write(
                            ByteBuffer(string: ServerSentEvent(name: "end", data: "signed out").encoded))
                        break streaming
                    }
                    try await writer.write(ByteBuffer(string: ServerSentEvent.keepAlive))
                }
            }
            try await writer.finish(nil)
        }
    }
}
