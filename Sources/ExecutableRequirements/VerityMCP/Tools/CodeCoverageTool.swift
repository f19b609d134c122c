import Foundation
import VerityCodeCoverage
import VerityJSON

/// `code_coverage`: the line and function coverage of the package's own code, per module and
/// per file, from what the last `swift test --enable-code-coverage` wrote; the figures
/// `verity docs --coverage` shows beside requirement and model coverage.
///
/// ```text
/// → {"modules": ["Shop"]}
/// ← Shop: <covered> of <total> lines (<percent> %), <covered> of <total> functions (<percent> %) …
/// ```
package enum CodeCoverageTool {
    /// Where `swift test --enable-code-coverage` writes its export, relative to the package.
    static let exportFolder = ".build/debug/codecov"

    /// The tool.
    package static let definition = ToolDefinition(
        name: "code_coverage", title: "Code coverage per module and file",
        description: """
            Reads the code coverage that `swift test --enable-code-coverage` wrote (llvm-cov's JSON \
            export, by default the newest .json in .build/debug/codecov) and gives the line and \
            function coverage of the package's own code per module, and per file least covered \
            first. Tests, .build (checked-out dependencies, generated sources) and files outside \
            the package are left out and counted. It runs nothing: run the tests with \
            --enable-code-coverage first.
            """,
        inputSchema: JSONSchema.object([
            "export": JSONSchema.string(
                "The llvm-cov export, relative to the package (default: the newest in \(exportFolder))."),
            "modules": JSONSchema.array(
                JSONSchema.string(), "Only these modules (default: every module of the package)."),
        ]),
        outputSchema: JSONSchema.object(
            [
                "export": JSONSchema.string("The export read, relative to the package"),
                "lines": tallySchema, "functions": tallySchema,
                "modules": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "name": JSONSchema.string(), "lines": tallySchema, "functions": tallySchema,
                            "files": JSONSchema.array(
                                JSONSchema.object(
                                    ["path": JSONSchema.string(), "lines": tallySchema, "functions": tallySchema],
                                    required: ["path", "lines", "functions"]),
                                "Least covered lines first"),
                        ], required: ["name", "lines", "functions", "files"])),
                "leftOut": JSONSchema.object(
                    [
                        "tests": JSONSchema.integer(), "dependencies": JSONSchema.integer(),
                        "generated": JSONSchema.integer(), "outside": JSONSchema.integer(),
                        "otherModules": JSONSchema.integer(),
                    ], required: ["tests", "dependencies", "generated", "outside", "otherModules"]),
                "modulesNotFound": JSONSchema.array(JSONSchema.string("A module asked for that no file belongs to")),
            ], required: ["export", "lines", "functions", "modules", "leftOut", "modulesNotFound"])
    ) { json, context throws(ToolFailure) in
        let arguments = ToolArguments(json)
        let root = context.index.root
        let modules = try arguments.strings("modules")
        let path: String
        if let export = try arguments.string("export") {
            path = try root.resolve(export)
        } else {
            path = try newestExport(in: root)
        }
        let report: CodeCoverageReport
        do throws(CodeCoverageReport.ReadError) {
            report = try CodeCoverageReport(contentsOf: path, root: root.path, modules: modules)
        } catch {
            throw ToolFailure("\(root.relative(error.path)): \(error.reason)")
        }
        return ToolResult(
            text: text(of: report, from: root.relative(path)), structured: structured(report, root.relative(path)))
    }

    private static let tallySchema = JSONSchema.object(
        [
            "covered": JSONSchema.integer(), "count": JSONSchema.integer(),
            "percent": JSONSchema.string("Rounded down, so that only full coverage reads 100 %"),
        ], required: ["covered", "count", "percent"])

    /// The most recently written export in ``exportFolder``.
    private static func newestExport(in root: PackageRoot) throws(ToolFailure) -> String {
        let folder = try root.resolve(exportFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let exports = names.filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        func modified(_ path: String) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
        }
        guard let newest = exports.max(by: { (modified($0), $0) < (modified($1), $1) }) else {
            throw ToolFailure(
                "No code coverage export in \(exportFolder): run `swift test --enable-code-coverage` first, or pass export"
            )
        }
        return newest
    }

    private static func text(of report: CodeCoverageReport, from path: String) -> String {
        var lines = ["Code coverage from \(path): \(figures(report.total.lines, report.total.functions))"]
        for module in report.modules {
            lines.append("\(module.name): \(figures(module.lines, module.functions))")
            for file in module.filesLeastCoveredFirst {
                lines.append("  \(file.path): \(file.lines.text("lines"))")
            }
        }
        let out = report.leftOut
        lines.append(
            "Left out: \(out.tests) test files, \(out.dependencies) dependency files, \(out.generated) generated, "
                + "\(out.outside) outside the package, \(out.otherModules) in other modules")
        if !report.modulesNotFound.isEmpty {
            lines.append("No file belongs to: \(report.modulesNotFound.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    private static func figures(_ lines: CodeCoverageReport.Tally, _ functions: CodeCoverageReport.Tally) -> String {
        lines.text("lines") + ", " + functions.text("functions")
    }

    private static func structured(_ report: CodeCoverageReport, _ path: String) -> JSONValue {
        func tally(_ tally: CodeCoverageReport.Tally) -> JSONValue {
            .object([
                "covered": .integer(tally.covered), "count": .integer(tally.count),
                "percent": .string(tally.percentText),
            ])
        }
        let out = report.leftOut
        return .object([
            "export": .string(path), "lines": tally(report.total.lines), "functions": tally(report.total.functions),
            "modules": .array(
                report.modules.map { module in
                    .object([
                        "name": .string(module.name), "lines": tally(module.lines),
                        "functions": tally(module.functions),
                        "files": .array(
                            module.filesLeastCoveredFirst.map { file in
                                .object([
                                    "path": .string(file.path), "lines": tally(file.lines),
                                    "functions": tally(file.functions),
                                ])
                            }),
                    ])
                }),
            "leftOut": .object([
                "tests": .integer(out.tests), "dependencies": .integer(out.dependencies),
                "generated": .integer(out.generated), "outside": .integer(out.outside),
                "otherModules": .integer(out.otherModules),
            ]),
            "modulesNotFound": .array(report.modulesNotFound.map { .string($0) }),
        ])
    }
}
