import BankCore
import Hummingbird

extension BankApplication {
    /// How often an idle stream sends a comment, which also notices a client that went away.
    static let keepAliveInterval = Duration.seconds(15)

    /// `GET /events`: the session's `#content`, re-rendered on every new model.
    func addEventRoutes(to router: Router<BasicRequestContext>) {
        router.get("/events") { request, _ -> Response in
            guard let session = self.session(for: request) else { throw WebFailure.unauthorized }
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
                body: self.liveUpdates(of: session)
            )
        }
    }

    private enum Signal: Sendable {
        case modelChanged
        case keepAlive
    }

    /// The event stream: the current fragment at once, then one after each model that renders
    /// differently, until the session signs out, the client goes away or the server stops.
    private func liveUpdates(of session: WebSession) -> ResponseBody {
        let streams = eventStreams
        return ResponseBody { writer in
            let (signals, continuation) = AsyncStream<Signal>.makeStream()
            guard let streamID = streams.register({ continuation.finish() }) else {
                try await writer.finish(nil)
                return
            }
            let subscription = session.source.subscribe { _ in continuation.yield(.modelChanged) }
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.keepAliveInterval)
                    continuation.yield(.keepAlive)
                }
            }
            defer {
                subscription.cancel()
                ticker.cancel()
                streams.unregister(streamID)
                continuation.finish()
            }
            try await writer.write(ByteBuffer(string: ServerSentEvent.retry(milliseconds: 2000)))
            var lastVersion: String?
            streaming: for await signal in signals {
                switch signal {
                case .keepAlive:
                    try await writer.write(ByteBuffer(string: ServerSentEvent.keepAlive))
                case .modelChanged:
                    let model = session.source.model
                    let fragment = ContentFragment(model: model, notes: session.notes.withLock { $0 })
                    if fragment.version != lastVersion {
                        lastVersion = fragment.version
                        try await writer.write(ByteBuffer(string: ServerSentEvent(name: "content", data: fragment.html).encoded))
                    }
                    if model.signedOut != nil {
                        try await writer.write(ByteBuffer(string: ServerSentEvent(name: "end", data: "signed out").encoded))
                        break streaming
                    }
                }
            }
            try await writer.finish(nil)
        }
    }
}
