import CucumberMessages
import Foundation
import VerityFormatters
import VeritySynchronization

/// Makes the report formatters `VERITY_FORMAT` asks for (`junit:build/junit.xml,progress`).
///
/// NB: this is where reports plug into the runner: the engine writes to any ``MessageSink``
/// and knows nothing of `VerityFormatters`.
enum ReportReceivers {
    /// Report files already claimed by a suite of this process.
    private static let claimed = ClaimedPaths()

    /// The formatters for `format`. With `numberingRepeats` (the suites of a test process), a
    /// file another suite already writes gets a numbered name (`junit-2.xml`), so that suites
    /// never overwrite each other.
    /// The console reports' snippet block takes `snippetWorld`, the suite's world type.
    static func make(_ format: String?, numberingRepeats: Bool = false, snippetWorld: String? = nil) throws
        -> [any MessageSink]
    {
        guard let format, !format.isEmpty else { return [] }
        return try ReportConfiguration.parse(format).map { destination in
            var destination = destination
            if numberingRepeats, let path = destination.path {
                destination.path = claimed.claim(path)
            }
            return try ReportConfiguration.makeFormatter(for: destination, snippetWorld: snippetWorld)
        }
    }
}

/// Hands out report paths, numbering repeats.
final class ClaimedPaths: Sendable {
    private let paths = Locked<Set<String>>([])

    func claim(_ path: String) -> String {
        let candidate = paths.withLock { paths -> String in
            guard paths.contains(path) else {
                paths.insert(path)
                return path
            }
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
            let folder = String(path.dropLast(name.count))
            let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
            let stem = dot.map { String(name[..<$0]) } ?? name
            let suffix = dot.map { String(name[$0...]) } ?? ""
            var number = 2
            var candidate: String
            repeat {
                candidate = "\(folder)\(stem)-\(number)\(suffix)"
                number += 1
            } while paths.contains(candidate)
            paths.insert(candidate)
            return candidate
        }
        if candidate != path {
            FileHandle.standardError.write(
                Data(
                    "Verity: another feature suite in this process writes \(path); this one writes \(candidate)\n".utf8)
            )
        }
        return candidate
    }
}
