#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VeritySynchronization

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
            let result = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(fileDescriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                #else
                Darwin.write(fileDescriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                #endif
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }
}
