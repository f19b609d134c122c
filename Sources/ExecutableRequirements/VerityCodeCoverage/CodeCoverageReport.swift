import Foundation

/// The code coverage of a test run, per module and per file of the package: what
/// `swift test --enable-code-coverage` writes (llvm-cov's JSON export, at the path
/// `swift test --show-codecov-path` prints), read for the living documentation.
///
/// Only the package's own code counts. A file's path, relative to the package's root, says
/// where it belongs: `Sources/NAME/…` is module NAME (SwiftPM's layout; a target with a custom
/// path under `Sources` is grouped by its first folder there) and any other folder of the
/// package is a module of its own name. Left out, and counted apart: files outside the root
/// (dependencies by path), under `.build` (checked-out dependencies, and generated sources such
/// as the build plugins' output and test runners), and under `Tests`. `modules`, when not
/// empty, keeps only the modules named.
///
/// ```swift
/// let report = try CodeCoverageReport(
///     contentsOf: ".build/debug/codecov/bank.json", root: ".", modules: ["BankCore"])
/// report.total.lines.text  // "<covered> of <total> lines (<percent> %)"
/// ```
package struct CodeCoverageReport: Sendable, Equatable {
    /// The file could not be read or is not llvm-cov's JSON export.
    package struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file, as given.
        package var path: String
        /// What is wrong with it.
        package var reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// How many of some count (lines, functions) the tests ran.
    package struct Tally: Sendable, Equatable {
        /// How many ran at least once.
        package var covered: Int
        /// How many there are.
        package var count: Int

        /// The share covered, in percent; `nil` when there is nothing to cover.
        package var percent: Double? { count == 0 ? nil : Double(covered) * 100 / Double(count) }

        /// "97.6 %", rounded down so that only full coverage reads "100 %"; "–" for nothing to cover.
        package var percentText: String {
            guard let percent else { return "–" }
            if covered == count { return "100 %" }
            let tenths = (percent * 10).rounded(.down) / 10
            return String(format: "%.1f %%", tenths)
        }

        /// "41 of 42 lines (97.6 %)", with `unit` naming what is counted.
        package func text(_ unit: String) -> String {
            "\(covered) of \(count) \(unit) (\(percentText))"
        }

        static func + (left: Tally, right: Tally) -> Tally {
            Tally(covered: left.covered + right.covered, count: left.count + right.count)
        }
    }

    /// The figures of one source file.
    package struct File: Sendable, Equatable {
        /// The path relative to the package's root (`Sources/BankCore/Values/Money.swift`).
        package var path: String
        package var lines: Tally
        package var functions: Tally
    }

    /// A module's files and their sums.
    package struct Module: Sendable, Equatable {
        package var name: String
        /// By path.
        package var files: [File]
        package var lines: Tally { files.reduce(Tally(covered: 0, count: 0)) { $0 + $1.lines } }
        package var functions: Tally { files.reduce(Tally(covered: 0, count: 0)) { $0 + $1.functions } }

        /// The files, least covered lines first (then by path): where a reader's attention
        /// belongs. A file with nothing to cover comes last.
        package var filesLeastCoveredFirst: [File] {
            files.sorted { ($0.lines.percent ?? 100, $0.path) < ($1.lines.percent ?? 100, $1.path) }
        }
    }

    /// Why files of the export are not shown, and how many.
    package struct LeftOut: Sendable, Equatable {
        /// Under the package's `Tests` folder.
        package var tests = 0
        /// Under `.build/checkouts`: dependencies SwiftPM checked out.
        package var dependencies = 0
        /// Elsewhere under `.build`: generated sources.
        package var generated = 0
        /// Outside the package's root: dependencies by path.
        package var outside = 0
        /// In modules not among those chosen.
        package var otherModules = 0
    }

    /// The modules, by name.
    package var modules: [Module]
    /// The files not shown.
    package var leftOut: LeftOut
    /// The chosen module names that no file belongs to.
    package var modulesNotFound: [String]

    /// The sums over every module shown.
    package var total: (lines: Tally, functions: Tally) {
        modules.reduce((Tally(covered: 0, count: 0), Tally(covered: 0, count: 0))) {
            ($0.0 + $1.lines, $0.1 + $1.functions)
        }
    }

    /// Reads the export at `path`, keeping the files under `root` (the package's folder).
    /// - Throws: ``ReadError`` naming `path` when the file cannot be read or is no export.
    package init(contentsOf path: String, root: String, modules chosen: [String] = []) throws(ReadError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(path: path, reason: "cannot be read: \(error.localizedDescription)")
        }
        try self.init(data: data, path: path, root: root, modules: chosen)
    }

    /// Reads an export's bytes; `path` names it in errors.
    /// - Throws: ``ReadError`` when `data` is not llvm-cov's JSON export.
    package init(data: Data, path: String, root: String, modules chosen: [String] = []) throws(ReadError) {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: data)
        } catch {
            throw ReadError(path: path, reason: "is not llvm-cov's JSON export (\(Self.reason(error)))")
        }
        guard export.type == "llvm.coverage.json.export" else {
            throw ReadError(path: path, reason: "is a \"\(export.type)\", not llvm-cov's \"llvm.coverage.json.export\"")
        }
        let rootPath = Self.standardized(root)
        var leftOut = LeftOut()
        var byModule: [String: [String: File]] = [:]
        for file in export.data.flatMap(\.files) {
            let absolute = Self.standardized(file.filename, relativeTo: rootPath)
            guard absolute.hasPrefix(rootPath + "/") else {
                leftOut.outside += 1
                continue
            }
            let relative = String(absolute.dropFirst(rootPath.count + 1))
            let components = relative.split(separator: "/").map(String.init)
            let name: String
            switch components.first {
            case ".build":
                if components.count > 1 && components[1] == "checkouts" {
                    leftOut.dependencies += 1
                } else {
                    leftOut.generated += 1
                }
                continue
            case "Tests":
                leftOut.tests += 1
                continue
            case "Sources" where components.count > 2: name = components[1]
            default: name = components.count > 1 ? components[0] : "(package root)"
            }
            guard chosen.isEmpty || chosen.contains(name) else {
                leftOut.otherModules += 1
                continue
            }
            let summary = file.summary
            // NB: a file compiled into several binaries appears once per binary; the
            // figures are the same, so the first is kept.
            byModule[name, default: [:]][relative] =
                byModule[name]?[relative]
                ?? File(
                    path: relative,
                    lines: Tally(covered: summary.lines.covered, count: summary.lines.count),
                    functions: Tally(covered: summary.functions.covered, count: summary.functions.count))
        }
        modules = byModule.keys.sorted().map { name in
            Module(name: name, files: (byModule[name] ?? [:]).values.sorted { $0.path < $1.path })
        }
        self.leftOut = leftOut
        modulesNotFound = chosen.filter { byModule[$0] == nil }
    }

    /// The package root of an export at `path`: the folder that holds the `.build` folder it is
    /// in (`.build/debug/codecov/bank.json`), else `currentFolder`.
    package static func root(ofExportAt path: String, currentFolder: String) -> String {
        let absolute = standardized(path, relativeTo: standardized(currentFolder))
        let components = absolute.split(separator: "/", omittingEmptySubsequences: false)
        guard let build = components.lastIndex(of: ".build"), build > 0 else { return currentFolder }
        let root = components[..<build].joined(separator: "/")
        return root.isEmpty ? "/" : root
    }

    private static func standardized(_ path: String, relativeTo base: String? = nil) -> String {
        let url =
            path.hasPrefix("/") || base == nil
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base ?? "", isDirectory: true))
        var result = url.standardizedFileURL.path
        while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// The decoding error in a sentence: where in the JSON and what was expected.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "no \"\(key.stringValue)\" at \(place(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(place(context.codingPath))"
        case .dataCorrupted(let context): return context.debugDescription
        @unknown default: return "\(error)"
        }
    }

    /// The part of the export the report reads; the rest (segments, branches, functions'
    /// regions) is skipped.
    private struct Export: Decodable {
        var type: String
        var data: [Unit]

        struct Unit: Decodable {
            var files: [FileEntry]
        }

        struct FileEntry: Decodable {
            var filename: String
            var summary: Summary
        }

        struct Summary: Decodable {
            var lines: Count
            var functions: Count
        }

        struct Count: Decodable {
            var count: Int
            var covered: Int
        }
    }
}
