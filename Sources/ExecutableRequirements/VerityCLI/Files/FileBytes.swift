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
        let size = max(Int(status.st_size), 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1)
        // NB: read into scratch memory and append it whole. Making room in the array first with
        // `append(contentsOf: repeatElement(0, count:))` runs generic code per byte in a debug
        // build (`swift run verity`), enough for reading to outweigh linting itself.
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(size + 1, 64 * 1024))
        defer { chunk.deallocate() }
        while true {
            #if canImport(Darwin)
            let readCount = Darwin.read(descriptor, chunk.baseAddress, chunk.count)
            #else
            let readCount = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
            #endif
            if readCount < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            if readCount == 0 { return bytes }
            bytes.append(contentsOf: UnsafeBufferPointer(start: chunk.baseAddress, count: readCount))
        }
    }
}
