import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads a `text/event-stream` response as it arrives, event by event, as a browser's
/// EventSource does.
///
/// NB: `@unchecked Sendable`: `buffer` is touched only by URLSession's delegate callbacks, which
/// run one at a time on the session's serial delegate queue; everything else is immutable.
final class EventStreamReader: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct Event: Sendable, Equatable {
        var name: String
        var data: String
    }

    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private var buffer = ""
    private var session: URLSession?

    init(url: URL, headers: [String: String]) {
        (events, continuation) = AsyncStream<Event>.makeStream()
        super.init()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: queue)
        var request = URLRequest(url: url)
        request.timeoutInterval = 60
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        session.dataTask(with: request).resume()
        self.session = session
    }

    /// Stops reading and closes the connection.
    func close() {
        session?.invalidateAndCancel()
        continuation.finish()
    }

    /// The next event for which `matches` holds, or `nil` when the stream ends or `timeout` passes.
    func next(within timeout: Duration = .seconds(10), where matches: @escaping @Sendable (Event) -> Bool) async
        -> Event?
    {
        let events = events
        return await withTaskGroup(of: Event?.self) { group in
            group.addTask {
                for await event in events where matches(event) {
                    return event
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        buffer += String(decoding: data, as: UTF8.self)
        while let end = buffer.range(of: "\n\n") {
            let block = buffer[..<end.lowerBound]
            buffer.removeSubrange(..<end.upperBound)
            var name = "message"
            var lines: [Substring] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { lines.append(line.dropFirst(6)) }
            }
            if !lines.isEmpty {
                continuation.yield(Event(name: name, data: lines.joined(separator: "\n")))
            }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        continuation.finish()
    }
}
