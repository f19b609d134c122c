import Foundation
import VerityLanguageServer

/// A stand-in for the workspace index while it is being written: finds
/// `steps.given("…")`-style definitions and `steps.parameterType("…", regexp: "…")` types one
/// line at a time with a regular expression (plain literals only).
final class LineScanningWorkspace: DefinitionWorkspace {
    private let roots: [String]
    private var files: [String: (text: String, modified: Date?)] = [:]
    private var generation = 0

    init(roots: [String]) {
        self.roots = roots
    }

    func scan() -> WorkspaceScanSummary {
        let started = Date()
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                let path = root + "/" + relative
                files[path] = (Self.read(path) ?? "", Self.modified(path))
            }
        }
        generation += 1
        return WorkspaceScanSummary(fileCount: files.count, milliseconds: Int(Date().timeIntervalSince(started) * 1000))
    }

    func update(path: String, text: String) {
        files[path] = (text, Self.modified(path))
        generation += 1
    }

    func remove(path: String) {
        files[path] = nil
        generation += 1
    }

    func refreshChangedFiles() {
        var changed = false
        for (path, file) in files where Self.modified(path) != file.modified {
            if let text = Self.read(path) { files[path] = (text, Self.modified(path)) } else { files[path] = nil }
            changed = true
        }
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") && files[root + "/" + relative] == nil {
                let path = root + "/" + relative
                files[path] = (Self.read(path) ?? "", Self.modified(path))
                changed = true
            }
        }
        if changed { generation += 1 }
    }

    func loadMessages(from path: String) throws {}

    var catalog: StepCatalog {
        var definitions: [StepDefinitionSite] = []
        var parameterTypes: [ParameterTypeSite] = []
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if let match = line.firstMatch(of: #/steps\.(given|when|then|step)\((\.regex\()?"((?:[^"\\]|\\.)*)"/#) {
                    let start = line.utf16.distance(from: line.startIndex, to: match.output.3.startIndex) - 1
                    let span = SourceSpan(path: path, range: TextRange(
                        start: TextPosition(line: number, character: start),
                        end: TextPosition(line: number, character: start + match.output.3.utf16.count + 2)))
                    definitions.append(StepDefinitionSite(
                        keyword: StepDefinitionSite.Keyword(rawValue: String(match.output.1)) ?? .step,
                        pattern: String(match.output.3).replacing("\\\\", with: "\\").replacing("\\\"", with: "\""),
                        syntax: match.output.2 == nil ? .cucumberExpression : .regularExpression, location: span,
                        documentation: Self.documentation(above: number, in: file.text), origin: .swiftScan))
                }
                if let match = line.firstMatch(of: #/steps\.parameterType\("([^"]*)", regexp: "([^"]*)"/#) {
                    let start = line.utf16.distance(from: line.startIndex, to: match.output.1.startIndex) - 1
                    parameterTypes.append(ParameterTypeSite(
                        name: String(match.output.1), regexps: [String(match.output.2)],
                        location: SourceSpan(path: path, range: TextRange(
                            start: TextPosition(line: number, character: start),
                            end: TextPosition(line: number, character: start + match.output.1.utf16.count + 2))),
                        documentation: nil, origin: .swiftScan))
                }
            }
        }
        return StepCatalog(definitions: definitions, parameterTypes: parameterTypes, generation: generation)
    }

    var unreadableSites: [DefinitionProblem] { [] }

    private static func documentation(above line: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var comment: [String] = []
        var index = line - 1
        while index >= 0, let trimmed = Optional(lines[index].trimmingCharacters(in: .whitespaces)), trimmed.hasPrefix("///") {
            comment.insert(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), at: 0)
            index -= 1
        }
        return comment.isEmpty ? nil : comment.joined(separator: "\n")
    }

    private static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
