import Foundation

/// Reads whole files as raw bytes (the parser validates UTF-8 itself, with a located error).
enum FileBytes {
    /// A file that could not be read.
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot read: \(reason)" }
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
            return [UInt8](data)
        } catch {
            throw ReadError(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
