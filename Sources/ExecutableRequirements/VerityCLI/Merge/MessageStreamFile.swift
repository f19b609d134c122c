import CucumberMessages
import Foundation

/// Reads an NDJSON message stream from a file or, for `-`, standard input.
enum MessageStreamFile {
    /// The file could not be read or a line is not a message.
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// The envelopes of the file at `path`, or of `standardInput` to its end when `path` is `-`.
    static func read(_ path: String, standardInput: FileHandle = .standardInput) throws -> [Envelope] {
        let data: Data
        do {
            data =
                path == "-"
                ? standardInput.readDataToEndOfFile()
                : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(path: path, reason: error.localizedDescription)
        }
        do {
            return try NDJSONDecoder().decode(data)
        } catch {
            throw ReadError(path: path == "-" ? "standard input" : path, reason: "\(error)")
        }
    }
}
