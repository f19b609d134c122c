import CucumberExpressions
import CucumberMessages
import Foundation
import Gherkin
import Requirements
import TagExpressions
import Testing
import Verity
import VerityFormatters
import VerityGRDB
import VerityLivingDocs
import VerityRequirements
import VerityTesting

/// Requirement: a test target that imports every library product, as one that records model
/// coverage does (`Requirements`, `Verity` and `VerityRequirements` at least), names each of
/// Verity's types without its module's name. This file is that target: a name two modules
/// declare stops it compiling.
@Suite("A file that imports every library product names each type without its module")
struct UnqualifiedNamesTests {
    @Test("DataTable and DocString are what a step receives; the messages' are MessageDataTable and MessageDocString")
    func stepArgumentsAndTheirMessages() {
        let table = DataTable([["name"], ["Alice"]])
        let doc = DocString("Dear Alice", mediaType: "text/plain")
        let tableMessage = MessageDataTable(
            location: Location(line: 4, column: 7),
            rows: [TableRow(location: Location(line: 4, column: 7), cells: [], id: "1")])
        let docMessage = MessageDocString(
            location: Location(line: 9, column: 7), content: "Dear Alice", delimiter: "\"\"\"")

        #expect(table.records == [["name": "Alice"]])
        #expect(doc.content == docMessage.content)
        #expect(tableMessage.rows.count == 1)
    }

    @Test("Source owns a model; the message that carries a document's text is MessageSource")
    func sourceAndItsMessage() {
        let source = Source(constant: 3, named: "Count")
        let message = MessageSource(uri: "features/a.feature", data: "Feature: A\n", mediaType: .gherkinPlain)

        #expect(source.model == 3)
        #expect(message.uri == "features/a.feature")
    }

    @Test("ParameterType is a Cucumber Expression's; the message that records one is MessageParameterType")
    func parameterTypeAndItsMessage() throws {
        let color = try ParameterType(name: "color", regexp: "red|blue") { $0 }
        let message = MessageParameterType(
            name: color.name, regularExpressions: color.regexps, preferForRegularExpressionMatch: false,
            useForSnippets: true, id: "1")

        #expect(message.regularExpressions == ["red|blue"])
    }

    @Test("BigInteger and BigDecimal are one type each, whichever module names them")
    func bigNumbersAreOneTypeEach() {
        let integer: CucumberExpressions.BigInteger = BigInteger(text: "12345678901234567890")
        let decimal: Requirements.BigDecimal = BigDecimal(text: "1.5")

        #expect(integer.description == "12345678901234567890")
        #expect(decimal.description == "1.5")
    }

    /// The recorded API (`API/*.json`, which `Scripts/api-check.sh` keeps in step with the code)
    /// covers every public type, so this catches a name that the cases above do not list.
    @Test("No two library products declare different public types of the same name")
    func noTwoProductsDeclareTheSameTypeName() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("API")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        try #require(files.count >= 11, "expected the recorded API of every library product in \(folder.path)")

        var declarers: [String: [String: Set<String>]] = [:]  // name → the type it denotes → modules
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let root = try JSONDecoder().decode(APIDump.self, from: data).root
            for declaration in root.children ?? [] {
                guard let type = declaration.denotedType else { continue }
                declarers[declaration.name, default: [:]][type, default: []].insert(root.name)
            }
        }
        let collisions = declarers.filter { $0.value.count > 1 }
            .map { name, types in "\(name): \(types.values.flatMap { $0 }.sorted().joined(separator: ", "))" }
            .sorted()
        #expect(collisions.isEmpty, "each of these names denotes different types in these modules")
    }
}

/// The part of the API digester's dump that says which top-level types a module declares.
private struct APIDump: Decodable {
    struct Node: Decodable {
        var kind: String
        var name: String
        var usr: String?
        var children: [Node]?

        /// The type a top-level type or type alias stands for, by its USR; an extension the
        /// digester lists under another module keeps its type's USR, and so does an alias.
        var denotedType: String? {
            switch kind {
            case "TypeDecl": usr
            case "TypeAlias": children?.first?.usr ?? usr
            default: nil
            }
        }
    }

    var root: Node

    enum CodingKeys: String, CodingKey { case root = "ABIRoot" }
}
