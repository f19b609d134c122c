#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VeritySynchronization
import VerityWorkspace

/// Writes messages to the client, framed with `Content-Length`, one whole message at a time.
///
/// A failed write (the client is gone) is not retried; the server ends when its input does.
///
/// ```swift
/// let output = MessageOutput(fileDescriptor: STDOUT_FILENO)
/// output.send(.notification(method: "window/logMessage", params: params))
/// ```
package final class MessageOutput: Sendable {
    private let fileDescriptor: Int32
    private let broken = Locked(false)

    /// An output writing to `fileDescriptor`.
    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Sends one message.
    package func send(_ message: JSONRPCMessage) {
        var body = message.json.jsonBytes
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        body = []
        broken.withLock { broken in
            guard !broken else { return }
            broken = !Self.write(frame, to: fileDescriptor)
        }
    }

    /// Writes all of `bytes`; `false` on an error other than an interruption.
    private static func write(_ bytes: [UInt8], to fileDescriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            // NB: the array is passed to `write` as it is (the call borrows its bytes); after a
            // partial write, which is rare, the rest is copied first.
            let rest = written == 0 ? bytes : Array(bytes[written...])
            #if canImport(Glibc)
            let result = Glibc.write(fileDescriptor, rest, rest.count)
            #else
            let result = Darwin.write(fileDescriptor, rest, rest.count)
            #endif
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }
}
