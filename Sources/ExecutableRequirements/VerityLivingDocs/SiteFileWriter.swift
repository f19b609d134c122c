import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the site's files with plain `open`/`write` calls.
///
/// NB: `Data.write(to:)` syncs each file to disk before returning; for a site of a thousand
/// pages on a busy machine that waiting was most of the time taken, and a generated site needs
/// no such guarantee.
enum SiteFileWriter {
    /// A file that could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }

    static func write(_ data: Data, toPath path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            // NB: the array is passed to `write` as it is (the call borrows its bytes); after a
            // partial write, which is rare, the rest is copied first.
            let rest = offset == 0 ? bytes : Array(bytes[offset...])
            let written = systemWrite(descriptor, rest, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// `write(2)`, named through its module so that it is not taken for ``write(_:toPath:)``.
    private static func systemWrite(_ descriptor: Int32, _ bytes: [UInt8], _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
