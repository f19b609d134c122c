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
        try decode(bytes(path, standardInput: standardInput), from: path)
    }

    /// The bytes of the file at `path`, or of `standardInput` to its end when `path` is `-`.
    static func bytes(_ path: String, standardInput: FileHandle = .standardInput) throws -> Data {
        do {
            return path == "-"
                ? standardInput.readDataToEndOfFile()
                : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(path: path, reason: error.localizedDescription)
        }
    }

    /// The envelopes of `data`, read from `path`.
    static func decode(_ data: Data, from path: String) throws -> [Envelope] {
        do {
            return try NDJSONDecoder().decode(data)
        } catch {
            throw ReadError(path: path == "-" ? "standard input" : path, reason: "\(error)")
        }
    }
}
