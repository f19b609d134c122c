#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import VerityWorkspace

/// Reads the client's byte stream on a thread of its own: frames it, decodes each body, and
/// posts what it read to the server's inbox, so decoding a large message overlaps the server's
/// work on the one before.
///
/// ```swift
/// MessageInput(fileDescriptor: STDIN_FILENO, inbox: inbox).start()
/// ```
package struct MessageInput: Sendable {
    /// The descriptor read until end of file.
    package let fileDescriptor: Int32
    package let inbox: ServerInbox

    /// An input reading `fileDescriptor` into `inbox`.
    package init(fileDescriptor: Int32, inbox: ServerInbox) {
        self.fileDescriptor = fileDescriptor
        self.inbox = inbox
    }

    /// Starts the reading thread; it posts ``ServerEvent/endOfInput`` and ends at end of file
    /// or on a read error.
    package func start() {
        let thread = Thread { [self] in read() }
        thread.name = "verity-lsp-input"
        thread.start()
    }

    /// Reads until end of file, posting each message, unreadable body and bad header.
    private func read() {
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(fileDescriptor, &buffer, buffer.count)
            #else
            let count = Darwin.read(fileDescriptor, &buffer, buffer.count)
            #endif
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            decoder.append(buffer[0..<count])
            while let event = decoder.next() {
                switch event {
                case .body(let body):
                    switch JSONRPCMessage.read(body: body) {
                    case .success(let message): inbox.post(.message(message))
                    case .failure(let unreadable): inbox.post(.unreadable(unreadable))
                    }
                case .malformedHeader(let reason):
                    inbox.post(.malformedHeader(reason))
                }
            }
        }
        inbox.post(.endOfInput)
    }
}
