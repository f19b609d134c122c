import Foundation

import VeritySynchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a formatter writes: standard output, a file, or memory (for tests).
///
/// NB: writes are serialised by a lock so a formatter may stay `Sendable` honestly; the
/// runner calls formatters from one thread at a time, so the lock is never contended.
final class ReportOutput: Sendable {
    private enum Target: Sendable {
        case handle(FileHandle, closeWhenDone: Bool)
        case memory
    }

    private let target: Target
    /// What was written to a memory output; the lock also serialises writes to a handle.
    private let captured = Locked<[UInt8]>([])
    /// Whether the output is a terminal, so colours may be used.
    let isTerminal: Bool

    private init(target: Target, isTerminal: Bool) {
        self.target = target
        self.isTerminal = isTerminal
    }

    /// Standard output of the process.
    static func standardOutput() -> ReportOutput {
        ReportOutput(target: .handle(.standardOutput, closeWhenDone: false), isTerminal: isatty(1) == 1)
    }

    /// A new or truncated file, creating its folder when missing.
    ///
    /// NB: opened with `open(2)` in place rather than through `FileManager.createFile`, which
    /// writes a temporary file and renames it over the path: that would replace a device or
    /// symbolic link such as `/dev/stdout` or a named pipe instead of writing into it.
    static func file(atPath path: String) throws -> ReportOutput {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportConfigurationError.cannotOpen(path: path, reason: error.localizedDescription)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw ReportConfigurationError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return ReportOutput(target: .handle(handle, closeWhenDone: true), isTerminal: isatty(descriptor) == 1)
    }

    /// Memory, read back with ``text``; `isTerminal` lets tests check coloured output.
    static func memory(isTerminal: Bool = false) -> ReportOutput {
        ReportOutput(target: .memory, isTerminal: isTerminal)
    }

    /// Everything written so far to a memory output.
    var text: String { captured.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Writes UTF-8 text.
    func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    /// Writes bytes.
    func write(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try captured.withLock { captured in
            switch target {
            case .handle(let handle, _): try handle.write(contentsOf: bytes)
            case .memory: captured += bytes
            }
        }
    }

    /// Flushes and closes a file; standard output stays open.
    func close() throws {
        try captured.withLock { _ in
            if case .handle(let handle, let closeWhenDone) = target {
                if closeWhenDone { try handle.close() } else { try? handle.synchronize() }
            }
        }
    }
}
