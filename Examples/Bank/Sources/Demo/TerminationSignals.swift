import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so the server can stop gracefully instead of dying.
enum TerminationSignals {
    /// Returns the first of SIGINT and SIGTERM to arrive. Afterwards a second one has its
    /// default effect, so a stuck shutdown can still be interrupted.
    static func next() async -> Int32 {
        let signals = [SIGINT, SIGTERM]
        let (received, continuation) = AsyncStream<Int32>.makeStream()
        let sources = signals.map { number in
            // NB: the default action would kill the process before the dispatch source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        var first = SIGTERM
        for await number in received {
            first = number
            break
        }
        for (number, source) in zip(signals, sources) {
            source.cancel()
            signal(number, SIG_DFL)
        }
        return first
    }
}
