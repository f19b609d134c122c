import Foundation
import VerityWorkspace
import VeritySynchronization

/// The lines a client sends, read on a thread of their own so that a cancellation can arrive
/// while a long request (a `run_scenarios` run) is being answered: each line is queued for the
/// server's loop, and the request a `notifications/cancelled` names is marked at once.
///
/// ```swift
/// let lines = MessageLines(input: .standardInput)
/// while let line = lines.next() { … }          // nil once the input ended
/// lines.isCancelled(.number(2))                // true once the client cancelled request 2
/// ```
final class MessageLines: Sendable {
    private struct State {
        var lines: [[UInt8]] = []
        var ended = false
        var cancelled: Set<RequestID> = []
    }

    private let state = Locked(State())
    private let available = DispatchSemaphore(value: 0)

    /// Starts reading `input` on a new thread.
    init(input: FileHandle) {
        let thread = Thread { [self] in read(input) }
        thread.name = "verity-mcp-input"
        thread.start()
    }

    /// The next line (without its newline), waiting for it; `nil` once the input has ended.
    func next() -> [UInt8]? {
        available.wait()
        return state.withLock { state in
            if state.lines.isEmpty {
                // NB: the end stays signalled for any later call.
                available.signal()
                return nil
            }
            return state.lines.removeFirst()
        }
    }

    /// Whether the client cancelled the request `id`.
    func isCancelled(_ id: RequestID) -> Bool {
        state.withLock { $0.cancelled.contains(id) }
    }

    /// Forgets that `id` was cancelled, once it has been handled.
    func forget(_ id: RequestID) {
        state.withLock { _ = $0.cancelled.remove(id) }
    }

    private func read(_ input: FileHandle) {
        var pending: [UInt8] = []
        while true {
            let data = input.availableData
            guard !data.isEmpty else { break }
            pending.append(contentsOf: data)
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = pending[start..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                start = newline + 1
                add(Array(line))
            }
            pending.removeSubrange(..<start)
        }
        // NB: a last message without its newline is still a message.
        if !pending.isEmpty { add(pending) }
        state.withLock { $0.ended = true }
        available.signal()
    }

    private func add(_ line: [UInt8]) {
        let cancelled = Self.cancelledRequest(in: line)
        state.withLock { state in
            state.lines.append(line)
            if let cancelled { state.cancelled.insert(cancelled) }
        }
        available.signal()
    }

    /// The request a `notifications/cancelled` line names, or `nil` for any other line.
    static func cancelledRequest(in line: [UInt8]) -> RequestID? {
        guard case .success(.notification(let method, let params)) = JSONRPCMessage.read(body: line),
            method == "notifications/cancelled", let id = params?["requestId"]
        else { return nil }
        return RequestID(json: id)
    }
}
