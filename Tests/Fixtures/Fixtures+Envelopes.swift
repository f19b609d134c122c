import CucumberMessages
import Foundation

extension Fixtures {
    /// A fixture stream's messages that a test expects to find and did not.
    package struct MissingMessage: Error, CustomStringConvertible {
        package var description: String
    }

    /// The messages of the stream `name` (`Streams/<name>/<name>.ndjson`).
    package static func envelopes(_ name: String) throws -> [Envelope] {
        try NDJSONDecoder().decode(stream(name))
    }

    /// The `arguments` stream, with the second row of its outline ("3 books", "1500 grams")
    /// failing at its last step, so that an outline has a failing row and a passing one.
    package static func argumentsWithFailingRow() throws -> [Envelope] {
        var envelopes = try envelopes("arguments")
        let pickles = envelopes.compactMap(\.pickle)
        guard let row = pickles.first(where: { $0.steps.contains { $0.text == "the scale shows 1500 grams" } }),
            let stepId = row.steps.last?.id,
            let testStepId = envelopes.compactMap(\.testCase).first(where: { $0.pickleId == row.id })?
                .testSteps.first(where: { $0.pickleStepId == stepId })?.id
        else { throw MissingMessage(description: "the arguments stream has no step \"the scale shows 1500 grams\"") }
        for index in envelopes.indices where envelopes[index].testStepFinished?.testStepId == testStepId {
            envelopes[index].testStepFinished?.testStepResult.status = .failed
            envelopes[index].testStepFinished?.testStepResult.message = "Expected 1500 grams, the scale shows 1499"
        }
        return envelopes
    }
}
