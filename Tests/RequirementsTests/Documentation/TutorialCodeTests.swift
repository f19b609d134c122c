import Foundation
import Gherkin
import Testing

/// The DocC tutorials' code: at every step, the Swift files the reader has so far type-check
/// against the modules they import, and every feature file parses.
///
/// A tutorial shows one file at a time (`@Code(name:file:)`), each time whole; the reader's
/// package is the latest version of every file shown up to that step. The library's files and
/// the tests' files are checked as one module named after the library target of the tutorial's
/// `Package.swift`, so that the tests' `import` of the library is only a warning.
@Suite("DocC tutorials")
struct TutorialCodeTests {
    /// One `@Code` of a tutorial: the name the reader sees and the resource file it shows.
    struct Shown: Equatable {
        let name: String
        let file: String
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every tutorial in the repository's DocC catalogs, by path.
    static func tutorials() -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "tutorial" && $0.path.contains(".docc/") }
            .filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains("@Tutorial(") == true }
            .sorted { $0.path < $1.path }
    }

    /// The `@Code` directives of a tutorial, in order.
    static func shown(in tutorial: String) throws -> [Shown] {
        let pattern = try NSRegularExpression(pattern: #"@Code\(name: "([^"]+)", file: "([^"]+)"\)"#)
        let range = NSRange(tutorial.startIndex..., in: tutorial)
        return pattern.matches(in: tutorial, range: range).compactMap { match in
            guard let name = Range(match.range(at: 1), in: tutorial), let file = Range(match.range(at: 2), in: tutorial)
            else { return nil }
            return Shown(name: String(tutorial[name]), file: String(tutorial[file]))
        }
    }

    @Test("the repository has the two tutorials, each showing code")
    func tutorialsAreFound() throws {
        let names = Self.tutorials().map(\.lastPathComponent)
        #expect(names == ["FirstExecutableRequirement.tutorial", "FirstModelDefinedInterface.tutorial"])
        for tutorial in Self.tutorials() {
            #expect(
                try Self.shown(in: String(contentsOf: tutorial, encoding: .utf8)).count > 5,
                "\(tutorial.lastPathComponent)")
        }
    }

    @Test("every step's Swift files type-check, and every feature file parses", arguments: tutorials())
    func everyStepCompiles(_ tutorial: URL) async throws {
        let compiler = try #require(SwiftCompiler.find(), SwiftCompiler.missingReason)
        let modules = try #require(SwiftCompiler.requirementsModules(), SwiftCompiler.missingModulesReason)
        let resources = tutorial.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Resources")
        var library = ""
        var package: [String: URL] = [:]
        var checked: Set<[String: URL]> = []
        for shown in try Self.shown(in: String(contentsOf: tutorial, encoding: .utf8)) {
            let file = resources.appendingPathComponent(shown.file)
            try #require(FileManager.default.fileExists(atPath: file.path), "\(shown.file) is missing")
            switch file.pathExtension {
            case "feature":
                let parsed = GherkinParser().parse(bytes: Array(try Data(contentsOf: file)), uri: shown.name)
                #expect(parsed.errors.isEmpty, "\(shown.file): \(parsed.errors)")
            case "swift" where shown.name == "Package.swift":
                let manifest = try String(contentsOf: file, encoding: .utf8)
                let target = try #require(
                    manifest.firstRange(of: #/\.target\(name: "([^"]+)"/#), "\(shown.file) has no target")
                library = String(manifest[target].dropFirst(#".target(name: ""#.count).dropLast())
            case "swift":
                package[shown.name] = file
                guard checked.insert(package).inserted else { continue }
                try #require(!library.isEmpty, "the tutorial shows its Package.swift before its code")
                try await typeCheck(
                    package.values.sorted { $0.path < $1.path }, as: library, compiler: compiler, modules: modules,
                    step: shown.file)
            default:
                continue
            }
        }
        #expect(!checked.isEmpty)
    }

    /// Type-checks one step's files, with the stand-in for what SwiftPM generates for a target
    /// with resources (`Bundle.module`).
    private func typeCheck(
        _ files: [URL], as library: String, compiler: SwiftCompiler, modules: URL, step: String
    ) async throws {
        let folder = try SwiftCompiler.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("BundleModule.swift")
        try "import Foundation\n\nextension Bundle {\n    static var module: Bundle { .main }\n}\n"
            .write(to: bundle, atomically: true, encoding: .utf8)
        do {
            _ = try await compiler.typeCheck(files: files + [bundle], moduleName: library, modules: modules)
        } catch {
            Issue.record("at \(step), the reader's Swift files do not compile: \(error)")
        }
    }
}
