#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files as raw bytes (the parser validates UTF-8 itself, with a located error).
enum FileBytes {
    /// A file that could not be read.
    struct ReadError: Error, Sendable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot read: \(reason)" }
    }

    /// Reads the file at `path` with plain `open`/`read` calls.
    ///
    /// NB: Foundation's `Data(contentsOf:)` maps or copies through extra layers; for thousands
    /// of small feature files the direct calls cost a fraction of the system time.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw ReadError(path: path, reason: "is a directory") }
        var bytes: [UInt8] = []
        var capacity = max(Int(status.st_size), 0) + 1
        while true {
            let previous = bytes.count
            bytes.reserveCapacity(previous + capacity)
            let readCount: Int
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            readCount = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                Darwin.read(descriptor, buffer.baseAddress.map { $0 + previous }, capacity)
                #else
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + previous }, capacity)
                #endif
            }
            if readCount < 0 {
                if errno == EINTR {
                    bytes.removeLast(capacity)
                    continue
                }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            bytes.removeLast(capacity - readCount)
            if readCount == 0 { return bytes }
            capacity = 64 * 1024
        }
    }
}
