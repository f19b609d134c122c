import ConformanceSupport
import CucumberMessages
import Foundation
import Testing
import VerityJSON

/// Checks the Swift model against `messages/messages.schema.json` itself: every definition's
/// fields, their names and types, and which ones are required.
@Suite("Message types follow messages.schema.json field for field", .conformanceData)
struct SchemaConformanceTests {
    /// The Swift type of every schema definition, keyed by the schema's name.
    static var types: [String: any Codable.Type] {
        [
            "Envelope": Envelope.self, "Attachment": Attachment.self, "Source": MessageSource.self,
            "Timestamp": Timestamp.self, "ExternalAttachment": ExternalAttachment.self,
            "GherkinDocument": GherkinDocument.self, "Background": Background.self, "Comment": Comment.self,
            "DataTable": MessageDataTable.self, "DocString": MessageDocString.self, "Examples": Examples.self,
            "Feature": Feature.self, "FeatureChild": FeatureChild.self, "Rule": Rule.self,
            "RuleChild": RuleChild.self, "Scenario": Scenario.self, "Step": Step.self,
            "TableCell": TableCell.self, "TableRow": TableRow.self, "Tag": Tag.self,
            "Location": Location.self, "Hook": Hook.self, "SourceReference": SourceReference.self,
            "JavaMethod": JavaMethod.self, "JavaStackTraceElement": JavaStackTraceElement.self,
            "Meta": Meta.self, "Ci": Ci.self, "Git": Git.self, "Product": Product.self,
            "ParameterType": MessageParameterType.self, "ParseError": ParseError.self, "Pickle": Pickle.self,
            "PickleDocString": PickleDocString.self, "PickleStep": PickleStep.self,
            "PickleStepArgument": PickleStepArgument.self, "PickleTable": PickleTable.self,
            "PickleTableCell": PickleTableCell.self, "PickleTableRow": PickleTableRow.self,
            "PickleTag": PickleTag.self, "Suggestion": Suggestion.self, "Snippet": Snippet.self,
            "StepDefinition": StepDefinition.self, "StepDefinitionPattern": StepDefinitionPattern.self,
            "TestCase": TestCase.self, "Group": StepMatchArgument.Group.self,
            "StepMatchArgument": StepMatchArgument.self, "StepMatchArgumentsList": StepMatchArgumentsList.self,
            "TestStep": TestStep.self, "TestCaseFinished": TestCaseFinished.self,
            "TestCaseStarted": TestCaseStarted.self, "TestRunFinished": TestRunFinished.self,
            "Exception": MessageException.self, "TestRunStarted": TestRunStarted.self,
            "TestStepFinished": TestStepFinished.self, "TestStepResult": TestStepResult.self,
            "Duration": MessageDuration.self, "TestStepStarted": TestStepStarted.self,
            "TestRunHookStarted": TestRunHookStarted.self, "TestRunHookFinished": TestRunHookFinished.self,
            "UndefinedParameterType": UndefinedParameterType.self,
        ]
    }

    /// Required fields the model deliberately reads leniently.
    /// NB: `Feature.keyword` reads as empty when missing, because the reference Gherkin
    /// implementations write none for a Markdown document without a `# Feature:` heading.
    static let lenientlyRequired: Set<String> = ["Feature.keyword"]

    @Test("every definition of the schema has a Swift type, and no Swift type lacks one")
    func everyDefinitionIsModelled() throws {
        expectConformanceData()
        let schema = try MessageSchema.shared.get()
        #expect(Set(schema.definitions.keys) == Set(Self.types.keys))
    }

    @Test("a message with every field set decodes and re-encodes unchanged", arguments: Self.types.keys.sorted())
    func everyFieldRoundTrips(name: String) throws {
        let schema = try MessageSchema.shared.get()
        let type = try #require(Self.types[name])
        let full = try schema.sample(name, allFields: true)
        let reencoded = try roundTrip(type, full)
        #expect(reencoded == full, "\(name)\(firstJSONDifference(reencoded, full, path: "") ?? "")")
    }

    @Test(
        "a message with only the required fields decodes, and re-encodes without the others",
        arguments: Self.types.keys.sorted())
    func requiredFieldsSuffice(name: String) throws {
        let schema = try MessageSchema.shared.get()
        let type = try #require(Self.types[name])
        let minimal = try schema.sample(name, allFields: false)
        let reencoded = try roundTrip(type, minimal)
        #expect(reencoded == minimal, "\(name)\(firstJSONDifference(reencoded, minimal, path: "") ?? "")")
    }

    @Test("leaving out any required field is a decoding error", arguments: Self.types.keys.sorted())
    func requiredFieldsAreRequired(name: String) throws {
        let schema = try MessageSchema.shared.get()
        let type = try #require(Self.types[name])
        guard case .object(let minimal) = try schema.sample(name, allFields: false) else { return }
        for field in try schema.definition(name).required where !Self.lenientlyRequired.contains("\(name).\(field)") {
            var without = minimal
            without[field] = nil
            #expect(throws: (any Error).self, "\(name) decoded without \(field)") {
                try roundTrip(type, .object(without))
            }
        }
    }

    private func roundTrip<T: Codable>(_ type: T.Type, _ value: JSONValue) throws -> JSONValue {
        let decoded = try JSONDecoder().decode(type, from: try JSONEncoder().encode(value))
        return try JSONValue(parsing: try NDJSONEncoder().encode(decoded))
    }
}
