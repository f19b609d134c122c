import Foundation

/// Which module of `Sources` may import which: the direction data flows through Verity, written
/// once. A module reads only what comes before it in the chain (bytes → tokens → AST → pickles
/// → matched steps → results → messages → reports), never what comes after, so that the runner
/// links no report it does not write and the language server links no runner; two modules that
/// need the same thing share a module below both rather than one importing the other.
///
/// ```swift
/// ModuleImportRules.violations(in: "@testable import VerityLivingDocs\n", module: "Requirements")
/// // line 1: "Requirements imports VerityLivingDocs, which it must not (it may import …)"
/// ModuleImportRules.violations(in: "import VerityFormatters\n", module: "Requirements", file: "Engine/RunSession.swift")
/// // line 1: "Requirements imports VerityFormatters, which it must not (…)"
/// ```
enum ModuleImportRules {
    /// Each module and the modules (of this package, or packages it depends on) it may import.
    static let allowed: KeyValuePairs<String, Set<String>> = [
        // Shared internals (`package` access): what several modules need, once (the lock, JSON
        // values, the one walk of a package's folders).
        "VeritySynchronization": [],
        "VerityJSON": [],
        "VerityFiles": [],

        // bytes → tokens → AST → pickles
        "CucumberMessages": [],
        "Gherkin": ["CucumberMessages", "VeritySynchronization"],
        // step text → typed arguments; snippets for the steps nothing matches
        "CucumberExpressions": ["VeritySynchronization"],
        "TagExpressions": [],
        // AST → findings: the quality rules both tools report
        "GherkinLint": ["CucumberMessages", "Gherkin", "VerityJSON"],

        // messages → reports: the formats a run writes, then the site `verity docs` writes
        "VerityFormatters": ["CucumberMessages", "VerityJSON", "VeritySynchronization"],
        "VerityLivingDocs": ["CucumberMessages", "VerityCodeCoverage", "VerityFormatters", "VerityJSON"],
        // llvm-cov's export → code coverage per module and per file, for the site and the agents
        "VerityCodeCoverage": [],

        // the run options, declared once for `verity run` and the runner that reads them
        "VerityRunOptions": ["TagExpressions", "VerityFormatters"],

        // pickles → matched steps → results → messages, written to any `MessageSink`: the
        // formatters plug in at its edge (``edges``), not in the engine
        "Requirements": [
            "CucumberMessages", "Gherkin", "CucumberExpressions", "TagExpressions", "VerityRunOptions",
            "VeritySynchronization", "VerityFiles", "Testing", "XCTest",
        ],

        // The tools, over the libraries above
        "VerityFeatureTestsGeneration": ["CucumberMessages", "Gherkin"],
        "VerityFeatureTestsGenerator": ["VerityFeatureTestsGeneration"],
        // What both editor-facing servers read (workspace index, feature files, JSON-RPC,
        // `swift test` runs), so that neither imports the other
        "VerityWorkspace": [
            "CucumberMessages", "Gherkin", "CucumberExpressions", "VerityFiles", "VerityJSON", "VeritySynchronization",
        ],
        "VerityLanguageServer": [
            "VerityWorkspace", "CucumberMessages", "Gherkin", "GherkinLint", "CucumberExpressions", "VerityFiles",
            "VerityJSON", "VeritySynchronization",
        ],
        // a run's messages and a session trace → a scenario draft in the suite's phrases
        "VerityDrafts": ["CucumberMessages", "Gherkin", "VerityJSON"],
        "VerityMCP": [
            "VerityDrafts", "VerityWorkspace", "GherkinLint", "Gherkin", "CucumberMessages", "CucumberExpressions",
            "TagExpressions", "VerityCodeCoverage",
            "VerityFiles", "VerityJSON", "VeritySynchronization",
        ],
        "VerityCLI": [
            "CucumberMessages", "Gherkin", "GherkinLint", "VerityFormatters", "VerityLivingDocs", "VerityMCP",
            "VerityDrafts", "VerityCodeCoverage",
            "VerityLanguageServer", "VerityRunOptions", "VerityFiles", "VerityJSON", "VeritySynchronization",
            "ArgumentParser",
        ],

        // Model-defined interfaces
        "Verity": ["VeritySynchronization"],
        "VerityTesting": ["Verity", "VeritySynchronization", "CustomDump", "Testing", "XCTest"],
        "VerityGRDB": ["Verity", "GRDB"],

        // The bridge where the halves meet: the only module that sees both, so that neither
        // imports the other (model coverage: Verity's sources recorded into scenario messages)
        "VerityRequirements": ["Verity", "Requirements", "VerityJSON", "VeritySynchronization"],
    ]

    /// Folders of a module (`Module/Folder`) that may import more than the rest of it: the one
    /// place where the module meets a module that the rest of it must not see.
    static let edges: KeyValuePairs<String, Set<String>> = [
        // The runner's integration layer (Swift Testing and XCTest suites) makes the reports
        // `VERITY_FORMAT` names, prints their snippet block and reads the recorded times of
        // `VERITY_SHARD_TIMINGS`: a test target that imports `Requirements` gets its reports
        // with no import of its own, so the runner links the formatters, here and only here.
        "Requirements/Integration": ["VerityFormatters"]
    ]

    /// Modules of the toolchain and the operating system, which any module may import.
    static let platform: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Dispatch", "Darwin", "Glibc",
        "Musl", "Android", "WinSDK", "os", "Synchronization", "Observation", "SwiftUI", "UIKit", "AppKit",
    ]

    /// An import a module must not make, where it is.
    struct Violation: CustomStringConvertible {
        var module: String
        var imported: String
        var line: Int

        var description: String {
            let may = allowedImports(of: module).map { $0.sorted().joined(separator: ", ") }
            return "\(module) imports \(imported), which it must not"
                + (may.map { " (it may import \($0.isEmpty ? "nothing of this package" : $0))" } ?? "")
        }
    }

    /// What `module` may import beside the platform's modules; `nil` for a module the rules do
    /// not name. With `file` (a path inside the module's folder), what that file may import,
    /// its folder's edge included.
    static func allowedImports(of module: String, file: String? = nil) -> Set<String>? {
        guard var may = allowed.first(where: { $0.key == module })?.value else { return nil }
        if let file {
            for (folder, more) in edges where (module + "/" + file).hasPrefix(folder + "/") { may.formUnion(more) }
        }
        return may
    }

    /// Everything some file of `module` may import: for the rules' own check that no import
    /// comes back to where it started.
    static func anyImports(of module: String) -> Set<String> {
        var may = allowedImports(of: module) ?? []
        for (folder, more) in edges where folder.hasPrefix(module + "/") { may.formUnion(more) }
        return may
    }

    /// The imports of `source`, the file `file` (a path inside the module's folder) of
    /// `module`, that the rules forbid. A module the rules do not name may import nothing of
    /// this package.
    static func violations(in source: String, module: String, file: String? = nil) -> [Violation] {
        let may = allowedImports(of: module, file: file) ?? []
        var violations: [Violation] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let imported = importedModule(in: line), !platform.contains(imported), !may.contains(imported)
            else { continue }
            violations.append(Violation(module: module, imported: imported, line: index + 1))
        }
        return violations
    }

    /// The module `line` imports, if it is an import declaration (`import Gherkin`,
    /// `@testable import Verity`, `package import struct Foundation.URL`).
    ///
    /// NB: only a line that starts with the declaration counts: Swift code that a module writes
    /// for others (the plugin's generated tests, in a multi-line string) is indented.
    static func importedModule(in line: Substring) -> String? {
        guard let first = line.first, first != " ", first != "\t" else { return nil }
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
        if let word = words.first, modifiers.contains(String(word)) { words.removeFirst() }
        guard words.first == "import" else { return nil }
        words.removeFirst()
        if let word = words.first, kinds.contains(String(word)) { words.removeFirst() }
        guard let path = words.first else { return nil }
        let name = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let kinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]
}
