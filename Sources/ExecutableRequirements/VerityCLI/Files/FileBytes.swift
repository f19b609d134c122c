import Foundation

/// Reads whole files as raw bytes (the parser validates UTF-8 itself, with a located error).
enum FileBytes {
    /// A file that could not be read.
    struct ReadError: Error, Sendable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot read: \(reason)" }
    }

    /// Reads the file at `path`.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
            throw ReadError(path: path, reason: "is a directory")
        }
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch let error as CocoaError {
            throw ReadError(path: path, reason: reason(error))
        } catch {
            throw ReadError(path: path, reason: error.localizedDescription)
        }
    }

    /// The system's own words for why a file could not be read, where Foundation kept them.
    private static func reason(_ error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        switch error.code {
        case .fileReadNoSuchFile: return "No such file or directory"
        case .fileReadNoPermission: return "Permission denied"
        default: return error.localizedDescription
        }
    }
}
