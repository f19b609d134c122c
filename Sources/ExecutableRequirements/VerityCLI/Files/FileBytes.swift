#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files as raw bytes (the parser validates UTF-8 itself, with a located error).
///
/// NB: plain `open`, `fstat` and `read` calls, which borrow the array for the call and name no
/// pointer. Foundation's URL-based reading normalises the path and asks for the file's
/// resource values (owner names included) on every file, which costs more than parsing a
/// typical feature file (`Benchmarks/README.md` has the figures); `FileManager.contents(atPath:)`
/// gives no reason when it fails and no size before it reads.
enum FileBytes {
    /// A file that could not be read.
    struct ReadError: Error, Sendable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot read: \(reason)" }
    }

    /// The largest file read: a feature file is far smaller, and a device or a pipe without an
    /// end (`/dev/zero`) fails instead of filling the memory.
    static let sizeLimit = 1 << 30

    /// Reads the file at `path`; throws for a directory, a file that cannot be opened or read
    /// (with the system's reason) and a file larger than `limit` bytes.
    static func read(_ path: String, limit: Int = sizeLimit) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemError(path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw systemError(path) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw ReadError(path: path, reason: "is a directory") }
        let size = Int(status.st_size)
        guard size <= limit else { throw tooLarge(path, limit: limit) }

        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        if !bytes.isEmpty {
            let count = try readRetrying(path) { readSome(descriptor, into: &bytes) }
            if count < bytes.count { bytes.removeLast(bytes.count - count) }
        }
        // A read of one byte more tells the end from a short read or a file that grew (or has
        // no size: a pipe, a device).
        var next: UInt8 = 0
        guard try readRetrying(path, { readOne(descriptor, into: &next) }) == 1 else { return bytes }
        guard bytes.count < limit else { throw tooLarge(path, limit: limit) }
        bytes.append(next)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = try readRetrying(path) { readSome(descriptor, into: &chunk) }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge(path, limit: limit) }
            bytes += chunk[0..<count]
        }
    }

    /// Runs a `read` call again while a signal interrupts it; its count, or the system's reason.
    private static func readRetrying(_ path: String, _ call: () -> Int) throws(ReadError) -> Int {
        while true {
            let count = call()
            if count >= 0 { return count }
            if errno != EINTR { throw systemError(path) }
        }
    }

    /// The system's own words for the last call's failure.
    private static func systemError(_ path: String) -> ReadError {
        ReadError(path: path, reason: String(cString: strerror(errno)))
    }

    private static func tooLarge(_ path: String, limit: Int) -> ReadError {
        ReadError(path: path, reason: "larger than \(limit) bytes")
    }
}

// Outside `FileBytes`, whose `read` would hide the system's.

/// Reads up to `buffer.count` bytes into the start of `buffer`: the system's count, or -1.
private func readSome(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    read(descriptor, &buffer, buffer.count)
}

/// Reads at most one byte into `byte`: the system's count, or -1.
private func readOne(_ descriptor: Int32, into byte: inout UInt8) -> Int {
    read(descriptor, &byte, 1)
}
