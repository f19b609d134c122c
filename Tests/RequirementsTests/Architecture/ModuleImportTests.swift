import Foundation
import Testing

/// Modules point one way: every import in `Sources` follows ``ModuleImportRules``.
@Suite("Module imports")
struct ModuleImportTests {
    /// The repository's root: this file is `Tests/RequirementsTests/Architecture/…` below it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders whose subfolders are modules.
    static let moduleFolders = [
        "Sources/ExecutableRequirements", "Sources/ModelDefinedInterfaces", "Sources/Shared", "Sources/Bridges",
    ]

    /// Each module's folder, by name.
    static func modules() throws -> [(name: String, folder: URL)] {
        try moduleFolders.flatMap { folder in
            let parent = root.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
                .filter { !$0.hasPrefix(".") }
                .map { (name: $0, folder: parent.appendingPathComponent($0)) }
        }
    }

    /// The Swift files below `folder` that the module compiles, as paths relative to it: not
    /// those of a documentation catalog (a tutorial's code, which SwiftPM leaves out).
    static func swiftFiles(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".docc") { enumerator?.skipDescendants() }
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    @Test("every module of Sources imports only the modules the rules allow it")
    func importsPointOneWay() throws {
        let modules = try Self.modules()
        #expect(
            modules.count >= ModuleImportRules.allowed.count,
            "the module folders were not found under \(Self.root.path)")
        for (module, folder) in modules {
            guard ModuleImportRules.allowedImports(of: module) != nil else {
                Issue.record(
                    "\(module) (\(folder.path)) is not in ModuleImportRules.allowed: add it with the modules it may import"
                )
                continue
            }
            for file in Self.swiftFiles(in: folder) {
                let path = folder.appendingPathComponent(file).path
                let source = try String(contentsOfFile: path, encoding: .utf8)
                for violation in ModuleImportRules.violations(in: source, module: module, file: file) {
                    Issue.record(
                        "\(path):\(violation.line): \(violation)",
                        sourceLocation: SourceLocation(
                            fileID: "\(module)/\(file)", filePath: path, line: violation.line, column: 1))
                }
            }
        }
    }

    @Test("the rules name only modules and folders that exist, and no module reaches back up the chain")
    func rulesAreAcyclic() throws {
        let existing = Set(try Self.modules().map(\.name))
        for (module, _) in ModuleImportRules.allowed {
            #expect(existing.contains(module), "ModuleImportRules.allowed names \(module), which has no folder")
        }
        for (folder, _) in ModuleImportRules.edges {
            let found = Self.moduleFolders.contains { parent in
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(parent + "/" + folder).path)
            }
            #expect(found, "ModuleImportRules.edges names \(folder), which is no folder of a module")
        }
        // A path that comes back to where it started is a cycle.
        func cycle(from module: String, path: [String]) -> [String]? {
            if let start = path.firstIndex(of: module) { return Array(path[start...]) + [module] }
            for next in ModuleImportRules.anyImports(of: module).sorted() {
                if let found = cycle(from: next, path: path + [module]) { return found }
            }
            return nil
        }
        for (module, _) in ModuleImportRules.allowed {
            if let found = cycle(from: module, path: []) {
                Issue.record("the rules let modules import each other: \(found.joined(separator: " → "))")
                return
            }
        }
    }

    @Test("an import of a module further down the chain is reported with its line")
    func forbiddenImportIsReported() {
        let source = """
            import CucumberMessages
            import Foundation

            @testable import VerityLivingDocs
            @preconcurrency package import struct VerityLanguageServer.StepUse
            """
        let violations = ModuleImportRules.violations(in: source, module: "Requirements")
        #expect(violations.map(\.imported) == ["VerityLivingDocs", "VerityLanguageServer"])
        #expect(violations.map(\.line) == [4, 5])
        let description = violations.first?.description ?? ""
        #expect(description.hasPrefix("Requirements imports VerityLivingDocs, which it must not"), "\(description)")
    }

    @Test("the runner's engine imports no report formatter, and neither editor server imports the other")
    func sidewaysArrowsAreForbidden() {
        let formatters = "import VerityFormatters\n"
        for file in ["Engine/ShardDealing.swift", "Configuration/RunConfiguration.swift", "Definitions/Steps.swift"] {
            #expect(
                ModuleImportRules.violations(in: formatters, module: "Requirements", file: file).map(\.imported)
                    == ["VerityFormatters"], "\(file)")
        }
        #expect(
            ModuleImportRules.violations(in: formatters, module: "Requirements").map(\.imported) == ["VerityFormatters"]
        )
        #expect(
            ModuleImportRules.violations(
                in: formatters, module: "Requirements", file: "Integration/ReportReceivers.swift"
            )
            .isEmpty)
        #expect(
            ModuleImportRules.violations(in: "import VerityLanguageServer\n", module: "VerityMCP").map(\.imported)
                == ["VerityLanguageServer"])
        #expect(
            ModuleImportRules.violations(in: "import VerityMCP\n", module: "VerityLanguageServer").map(\.imported)
                == ["VerityMCP"])
        #expect(ModuleImportRules.violations(in: "import VerityWorkspace\n", module: "VerityMCP").isEmpty)
        #expect(ModuleImportRules.violations(in: "import VerityWorkspace\n", module: "VerityLanguageServer").isEmpty)
    }

    @Test("code written inside a string, and a module the rules do not name, are told apart")
    func importsInStringsAreNotImports() {
        let generated = "let code = \"\"\"\n    import Requirements\n    \"\"\"\n"
        #expect(ModuleImportRules.violations(in: generated, module: "VerityFeatureTestsGeneration").isEmpty)
        #expect(ModuleImportRules.violations(in: "import Gherkin", module: "NewModule").map(\.imported) == ["Gherkin"])
        #expect(ModuleImportRules.violations(in: "import Foundation", module: "NewModule").isEmpty)
    }
}
