#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes its bytes: a file descriptor in the tool, memory in tests.
protocol OutputSink: AnyObject {
    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws
}

/// Writing to a file descriptor failed (for example a closed pipe).
struct OutputError: Error, CustomStringConvertible {
    var errno: Int32
    var description: String { "write failed (errno \(errno))" }
}

/// Writes to an open file descriptor such as standard output, retrying partial writes.
final class FileDescriptorSink: OutputSink {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    static var standardOutput: FileDescriptorSink { FileDescriptorSink(descriptor: 1) }
    static var standardError: FileDescriptorSink { FileDescriptorSink(descriptor: 2) }

    /// Whether the descriptor is a terminal (progress is only shown on terminals).
    var isTerminal: Bool { isatty(descriptor) == 1 }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            // NB: the array is passed to `write` as it is (the call borrows its bytes); after a
            // partial write, which is rare, the rest is copied first.
            let rest = offset == 0 ? bytes : Array(bytes[offset...])
            #if canImport(Darwin)
            let written = Darwin.write(descriptor, rest, rest.count)
            #else
            let written = Glibc.write(descriptor, rest, rest.count)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(errno: errno)
            }
            offset += written
        }
    }
}

/// Collects everything written, for tests.
final class MemorySink: OutputSink {
    private(set) var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    func write(_ bytes: [UInt8]) throws {
        self.bytes += bytes
    }
}
