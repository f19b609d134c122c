import CucumberExpressions
import CucumberMessages
import Foundation
import Testing

@testable import Requirements

/// Requirements first: a team pastes the snippet of every undefined step. Over thousands of
/// generated step texts holding every kind of character a real suite has, each snippet must
/// be a valid expression that matches the step it was made for, with the step's values as its
/// arguments, and must compile as pasted.
@Suite("Snippets for any step text")
struct SnippetPropertyTests {
    static let texts = StepTextCorpus.make(count: 3_000, seed: 0x5eed_2026)

    @Test("every snippet's expression parses, matches its own step and takes the step's values as arguments")
    func expressionsMatchTheirOwnStep() throws {
        let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
        var checked = 0
        for text in Self.texts {
            let proposals = generator.generateExpressions(for: text)
            try #require(!proposals.isEmpty, "no snippet for \(text.debugDescription)")
            for proposal in proposals.prefix(4) {
                let expression: CucumberExpression
                do {
                    expression = try CucumberExpression(proposal.source)
                } catch {
                    Issue.record("\(proposal.source.debugDescription) for \(text.debugDescription) is invalid: \(error)")
                    continue
                }
                guard let arguments = expression.match(text) else {
                    Issue.record("\(proposal.source.debugDescription) does not match its own step \(text.debugDescription)")
                    continue
                }
                #expect(arguments.map(\.parameterType.name) == proposal.parameterTypes.map(\.name))
                for argument in arguments {
                    #expect(
                        try argument.value() != nil,
                        "{\(argument.parameterType.name)} cannot convert \(argument.group.value.debugDescription) in \(text.debugDescription)")
                    if argument.parameterType.name == "int", let value = argument.group.value {
                        #expect(try argument.value(as: Int.self) == Int(value))
                    }
                }
                #expect(
                    Self.fill(proposal.source, with: arguments) == text,
                    "\(proposal.source.debugDescription) with its arguments does not give back \(text.debugDescription)")
                checked += 1
            }
        }
        #expect(checked >= Self.texts.count)
    }

    @Test("a snippet's Swift literal has exactly the expression as its value once compiled")
    func literalsCompileToTheirValue() async throws {
        let compiler = try #require(SwiftCompiler.find(), SwiftCompiler.missingReason)
        let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
        let sources = Self.texts.compactMap { generator.generateExpressions(for: $0).first?.source }
        var program = "let values: [String] = [\n"
        for source in sources { program += "    \(Snippets.literal(source)),\n" }
        program += "]\nfor value in values { print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \")) }\n"
        let output = try await compiler.run(program)
        let expected = sources.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        for (line, (value, source)) in zip(lines, zip(expected, sources)) where line != value {
            Issue.record("the literal \(Snippets.literal(source)) compiles to another value than \(source.debugDescription)")
        }
    }

    @Test("pasted snippets, with tables and doc strings, type-check against Requirements")
    func pastedSnippetsTypeCheck() async throws {
        let compiler = try #require(SwiftCompiler.find(), SwiftCompiler.missingReason)
        let modules = try #require(SwiftCompiler.requirementsModules(), SwiftCompiler.missingModulesReason)
        let snippets = Snippets(registry: ParameterTypeRegistry())
        var file = "import Requirements\n\nstruct World {}\n\n"
        // NB: builders of 25, as a suite's files would hold them; one builder of thousands
        // takes the type checker minutes.
        for (chunk, start) in stride(from: 0, to: 400, by: 25).enumerated() {
            file += "let snippets\(chunk) = Steps<World>(world: World.init) { steps in\n"
            for (offset, text) in Self.texts[start..<(start + 25)].enumerated() {
                let argument: PickleStepArgument? =
                    switch offset % 3 {
                    case 1: PickleStepArgument(docString: PickleDocString(content: "text"))
                    case 2: PickleStepArgument(dataTable: PickleTable(rows: []))
                    default: nil
                    }
                let step = PickleStep(argument: argument, astNodeIds: [], id: "\(start + offset)", type: .context, text: text)
                file += try #require(snippets.make(for: step).first) + "\n"
            }
            file += "}\n\n"
        }
        _ = try await compiler.typeCheck(file, modules: modules)
    }

    /// The expression with each parameter replaced by its argument's text and each escape
    /// undone: the step text again when the arguments are the step's values.
    static func fill(_ source: String, with arguments: [Argument]) -> String {
        var result = String.UnicodeScalarView()
        var remaining = arguments[...]
        var scalars = source.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let escaped = scalars.popFirst() {
                result.append(escaped)
            } else if scalar == "{" {
                while let closing = scalars.popFirst(), closing != "}" {}
                result.append(contentsOf: (remaining.popFirst()?.group.value ?? "").unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

/// Step texts made from the pieces real suites hold, in random order: words in several
/// scripts, numbers in every form the generator knows and of any size, quoted strings with
/// escapes, the characters Cucumber Expressions and Swift literals treat specially, and
/// control characters.
enum StepTextCorpus {
    static let pieces: [[String]] = [
        ["I", "have", "the", "user", "moves", "folder", "order", "should", "see", "a11y", "i18n", "e-mail"],
        ["кошка", "日本語", "שלום", "émigré", "🥒", "👩‍💻", "naïve"],
        ["0", "42", "-5", "3.14", "-0.5", ".5", "1,000", "1E5", "12345678901234567890", "-98765432109876543210987", "007"],
        [#""red""#, #""say \"hi\"""#, "'green'", #"'it\'s'"#, #""""#, #""a\\b""#, #""{x}""#],
        [#"\"#, #"\\"#, #"\d+"#, #"\1"#, "/", "/Took \\d+min/", "(", ")", "(s)", "{", "}", "{int}", "[", "]", "|", "a/b"],
        ["#", "\"#", "\\#", "\\##", "\"##", "\\(x)", "#\"", "##", "$", "%", "^", "*"],
        ["\t", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}", "\u{0}"],
    ]

    static func make(count: Int, seed: UInt64) -> [String] {
        // NB: the runner's own seeded generator (random order), so a failing text comes back on every run.
        var random = SplitMix64(seed: seed)
        var texts: [String] = []
        for _ in 0..<count {
            let length = 1 + Int(random.next() % 8)
            var words: [String] = []
            for _ in 0..<length {
                let kind = pieces[Int(random.next() % UInt64(pieces.count))]
                words.append(kind[Int(random.next() % UInt64(kind.count))])
            }
            // NB: pieces mostly stand apart, as words, and sometimes touch their neighbours.
            var text = ""
            for word in words {
                if !text.isEmpty, random.next() % 4 != 0 { text += " " }
                text += word
            }
            texts.append(text)
        }
        return texts
    }
}

/// The Swift compiler beside the one that built these tests, to compile what snippets say.
struct SwiftCompiler {
    let executable: URL

    static let missingReason: Testing.Comment = "swiftc is not on PATH: the snippet compile checks need it"
    static let missingModulesReason: Testing.Comment =
        "the built Requirements module was not found beside the test binary or in .build/debug/Modules"

    static func find() -> SwiftCompiler? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return SwiftCompiler(executable: candidate) }
        }
        return nil
    }

    /// Where the Requirements module this test binary was built with lives.
    static func requirementsModules(filePath: String = #filePath) -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [binary.deletingLastPathComponent().appendingPathComponent("Modules")]
        // NB: this file is Tests/RequirementsTests/Engine/<file>: four levels below the root.
        var root = URL(fileURLWithPath: filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Requirements.swiftmodule").path)
        }
    }

    /// Compiles and runs `program`; its standard output.
    func run(_ program: String) async throws -> String {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("main.swift")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("main")
        _ = try await invoke(executable, ["-Onone", source.path, "-o", binary.path])
        return try await invoke(binary, [])
    }

    /// Type-checks `file` against the modules in `modules`.
    func typeCheck(_ file: String, modules: URL) async throws -> String {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Snippets.swift")
        try file.write(to: source, atomically: true, encoding: .utf8)
        return try await invoke(executable, ["-typecheck", "-swift-version", "6", "-I", modules.path, source.path])
    }

    private static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func invoke(_ program: URL, _ arguments: [String]) async throws -> String {
        // NB: output goes to files, not pipes: a compiler with pages of errors fills a pipe's
        // buffer and waits for a reader, while we wait for it to exit.
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // NB: waited for on a thread of its own, not one of the few the whole test run's async
        // work shares: the compiler runs for tens of seconds.
        await withCheckedContinuation { (exited: CheckedContinuation<Void, Never>) in
            Thread {
                process.waitUntilExit()
                exited.resume()
            }.start()
        }
        guard process.terminationStatus == 0 else {
            let complaints = (try? Data(contentsOf: errorFile)) ?? Data()
            throw CompilerFailure(
                description: "\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed:\n"
                    + String(decoding: complaints.prefix(4_000), as: UTF8.self))
        }
        return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
    }
}

struct CompilerFailure: Error, CustomStringConvertible {
    let description: String
}
