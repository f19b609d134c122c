import TestFixtures
import Foundation
import Testing

@testable import VerityWorkspace

@Suite("Workspace index")
struct WorkspaceIndexTests {
    private let past = Date(timeIntervalSinceNow: -3600)

    @Test("Every Swift file under the roots is scanned; build, hidden and node_modules folders are not")
    func findsFiles() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Tests/BellyTests/BellySteps.swift", #"steps.given("I have {int} cukes") { _, _ in }"#)
        try workspace.write(
            "Sources/Belly/Colours.swift", #"steps.parameterType("colour", regexp: "red|blue") { $0 }"# + "\n")
        try workspace.write("Sources/Belly/Belly.swift", "struct Belly { var cukes = 0 }\n")
        for skipped in [
            ".build/debug/Gen.swift", ".build-tsan/Gen.swift", ".swiftpm/Gen.swift", ".git/Gen.swift",
            "node_modules/x/Gen.swift", "Sources/.hidden/Gen.swift", "Sources/.Gen.swift",
        ] {
            try workspace.write(skipped, #"steps.given("skipped") { _ in }"#)
        }
        try workspace.write("Tests/notes.txt", #"steps.given("not Swift") { _ in }"#)

        let snapshot = WorkspaceIndex(roots: [workspace.root]).scan()

        #expect(snapshot.stepDefinitions.map(\.pattern) == ["I have {int} cukes"])
        #expect(snapshot.stepDefinitions.first?.location.path == workspace.path("Tests/BellyTests/BellySteps.swift"))
        #expect(snapshot.parameterTypes.map(\.name) == ["colour"])
        #expect(snapshot.fileCount == 3 && snapshot.filesWithDefinitions == 2 && snapshot.filesScanned == 3)
        #expect(snapshot.generation == 1 && snapshot.scanDuration > .zero)
    }

    @Test("Symbolic links to folders are followed once, so a link loop ends and nothing is listed twice")
    func symbolicLinks() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Tests/Steps.swift", #"steps.given("once") { _ in }"#)
        try workspace.link("Tests/loop", to: "..")
        try workspace.link("Again", to: "Tests")
        let snapshot = WorkspaceIndex(roots: [workspace.root]).scan()
        #expect(snapshot.stepDefinitions.map(\.pattern) == ["once"])
        #expect(snapshot.fileCount == 1)
    }

    @Test("An editor's text replaces the file's definitions at once and stands until the file on disk changes")
    func update() throws {
        let workspace = try TemporaryWorkspace()
        let path = try workspace.write("Steps.swift", #"steps.given("on disk") { _ in }"#, modified: past)
        let index = WorkspaceIndex(roots: [workspace.root])
        index.scan()

        let edited = index.update(
            path: path, text: #"steps.given("edited") { _ in }"# + "\n" + #"steps.when("added") { _ in }"#)
        #expect(edited.stepDefinitions.map(\.pattern) == ["edited", "added"])
        #expect(edited.generation == 2 && edited.filesScanned == 1)
        #expect(index.refreshChangedFiles().stepDefinitions.map(\.pattern) == ["edited", "added"])
        #expect(index.scan().stepDefinitions.map(\.pattern) == ["edited", "added"])

        try workspace.write("Steps.swift", #"steps.given("saved") { _ in }"#, modified: Date())
        #expect(index.refreshChangedFiles().stepDefinitions.map(\.pattern) == ["saved"])
    }

    @Test("The generation changes when the definitions change, and only then")
    func generation() throws {
        let workspace = try TemporaryWorkspace()
        let path = try workspace.write("Steps.swift", #"steps.given("a") { _ in }"#)
        let index = WorkspaceIndex(roots: [workspace.root])
        #expect(index.snapshot.generation == 0)
        #expect(index.scan().generation == 1)
        #expect(index.refreshChangedFiles().generation == 1)
        #expect(index.update(path: path, text: #"steps.given("a") { _ in }"# + "\n// a comment\n").generation == 1)
        #expect(index.update(path: path, text: #"steps.given("b") { _ in }"#).generation == 2)
        #expect(index.update(path: path, text: #"steps.given("\(b)") { _ in }"#).generation == 3)
        #expect(index.remove(path: path).generation == 4)
        #expect(index.snapshot.stepDefinitions.isEmpty && index.snapshot.unrecognised.isEmpty)
    }

    @Test("A refresh scans only new and changed files and forgets deleted ones")
    func refresh() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("A.swift", #"steps.given("a") { _ in }"#, modified: past)
        try workspace.write("B.swift", #"steps.given("b") { _ in }"#, modified: past)
        try workspace.write("C.swift", #"steps.given("c") { _ in }"#, modified: past)
        try workspace.write("Plain.swift", "let x = 1\n", modified: past)
        let index = WorkspaceIndex(roots: [workspace.root])
        #expect(index.scan().filesScanned == 4)

        #expect(index.refreshChangedFiles().filesScanned == 0)
        try workspace.write("B.swift", #"steps.given("b changed") { _ in }"#)
        try workspace.delete("C.swift")
        try workspace.write("D.swift", #"steps.then("d") { _ in }"#)
        let snapshot = index.refreshChangedFiles()
        #expect(snapshot.filesScanned == 2)
        #expect(snapshot.stepDefinitions.map(\.pattern) == ["a", "b changed", "d"])
        #expect(snapshot.fileCount == 4)
    }

    @Test("reload(paths:) reads the files from disk and forgets those that are gone")
    func reload() throws {
        let workspace = try TemporaryWorkspace()
        let a = try workspace.write("A.swift", #"steps.given("a") { _ in }"#)
        let b = try workspace.write("B.swift", #"steps.given("b") { _ in }"#)
        let index = WorkspaceIndex(roots: [workspace.root])
        index.scan()
        index.update(path: a, text: #"steps.given("unsaved") { _ in }"#)
        try workspace.write("A.swift", #"steps.given("a saved") { _ in }"#)
        try workspace.delete("B.swift")
        let snapshot = index.reload(paths: [a, b])
        #expect(snapshot.stepDefinitions.map(\.pattern) == ["a saved"])
        #expect(snapshot.filesScanned == 1 && snapshot.fileCount == 1)
    }

    @Test("A pattern naming a string constant of another file is resolved; an unknown name is reported")
    func constants() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write(
            "Amount.swift",
            """
            enum FeatureAmount {
                /// The pattern.
                static let regexp = #"\\$\\d+"#
            }
            enum Other { static let regexp = "other" }
            """)
        try workspace.write(
            "Steps.swift",
            """
            enum Patterns { static let eat = "I eat {int}" }
            /// Amounts.
            steps.parameterType("amount", regexps: [FeatureAmount.regexp, "free"]) { $0 }
            steps.when(Patterns.eat) { _, _ in }
            steps.then(.regex(unknownName)) { _ in }
            steps.then(.regex(regexp)) { _ in }
            """)
        let snapshot = WorkspaceIndex(roots: [workspace.root]).scan()
        #expect(snapshot.parameterTypes.map(\.regexps) == [[#"\$\d+"#, "free"]])
        #expect(snapshot.parameterTypes.first?.documentation == "Amounts.")
        #expect(snapshot.stepDefinitions.map(\.pattern) == ["I eat {int}"])
        #expect(snapshot.stepDefinitions.first?.location.range.start == TextPosition(line: 3, character: 11))
        #expect(snapshot.unrecognised.map(\.reason) == [.unresolvedName("unknownName"), .ambiguousName("regexp")])
        #expect(snapshot.unrecognised.first?.kind == .step(.then))
    }

    @Test("Several roots are indexed together, each file once")
    func severalRoots() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("one/A.swift", #"steps.given("a") { _ in }"#)
        try workspace.write("two/B.swift", #"steps.given("b") { _ in }"#)
        let index = WorkspaceIndex(roots: [workspace.path("one"), workspace.path("two"), workspace.root])
        #expect(index.scan().stepDefinitions.map(\.pattern) == ["a", "b"])
    }
}
