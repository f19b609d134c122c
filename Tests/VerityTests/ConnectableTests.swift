import Testing
import Verity

@Suite(.timeLimit(.minutes(1))) struct ConnectableTests {
    struct Dropped: Error {}

    /// A connectable source over a stream the test feeds by hand.
    final class Feed: Sendable {
        let stream: AsyncThrowingStream<Int, any Error>
        let continuation: AsyncThrowingStream<Int, any Error>.Continuation
        let source: Source<Connectable<Int>>
        let terminated = Recorder<Bool>()

        init() {
            let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            let terminated = terminated
            continuation.onTermination = { _ in terminated.append(true) }
            self.stream = stream
            self.continuation = continuation
            source = Source(named: "Feed", connectingTo: { stream })
        }
    }

    @Test func connectingShowsEachValueAndTheEndOfTheStreamDisconnects() async throws {
        let feed = Feed()
        guard case .disconnected(let disconnected) = feed.source.model else {
            Issue.record("starts disconnected"); return
        }
        #expect(disconnected.error == nil)
        disconnected.connect()
        guard case .connecting = feed.source.model else { Issue.record("expected connecting"); return }
        feed.continuation.yield(1)
        #expect(await feed.source.first { $0.value == 1 } != nil)
        feed.continuation.yield(2)
        #expect(await feed.source.first { $0.value == 2 } != nil)
        feed.continuation.finish()
        let ended = await feed.source.first { if case .disconnected = $0 { true } else { false } }
        guard case .disconnected(let state) = ended else { Issue.record("expected disconnected"); return }
        #expect(state.error == nil)
    }

    @Test func aFailingStreamDisconnectsWithTheError() async throws {
        let feed = Feed()
        guard case .disconnected(let disconnected) = feed.source.model else { return }
        disconnected.connect()
        feed.continuation.finish(throwing: Dropped())
        let ended = await feed.source.first { if case .disconnected = $0 { true } else { false } }
        guard case .disconnected(let state) = ended else { Issue.record("expected disconnected"); return }
        #expect(state.error is Dropped)
    }

    @Test func disconnectStopsListeningToTheStream() async throws {
        let feed = Feed()
        guard case .disconnected(let disconnected) = feed.source.model else { return }
        disconnected.connect()
        feed.continuation.yield(1)
        let connected = await feed.source.first { $0.value == 1 }
        guard case .connected(let state) = connected else { Issue.record("expected connected"); return }
        state.disconnect()
        guard case .disconnected(let after) = feed.source.model else { Issue.record("expected disconnected"); return }
        #expect(after.error == nil)
        while feed.terminated.values.isEmpty {
            await Task.yield()
        }
        guard case .terminated = feed.continuation.yield(2) else { Issue.record("still listening"); return }
        #expect(feed.source.model.value == nil)
    }

    @Test func cancelAbandonsAConnectionAttempt() throws {
        let feed = Feed()
        guard case .disconnected(let disconnected) = feed.source.model else { return }
        disconnected.connect()
        guard case .connecting(let connecting) = feed.source.model else { Issue.record("expected connecting"); return }
        connecting.cancel()
        guard case .disconnected = feed.source.model else { Issue.record("expected disconnected"); return }
    }
}
