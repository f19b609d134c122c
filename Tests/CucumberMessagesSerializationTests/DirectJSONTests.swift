import ConformanceSupport
import Foundation
import Testing

@testable import CucumberMessages

@Suite("NDJSONEncoder direct writers")
struct DirectJSONTests {
    @Test("the direct writers produce exactly the bytes of the generic Encodable path for every official message")
    func sameBytesAsEncodable() throws {
        let lines = try ConformanceData.allMessageLines()
        #expect(lines.count > 100)
        for (file, line) in lines {
            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(line.utf8))
            let direct = try NDJSONEncoder().encode(envelope)
            var generic: [UInt8] = []
            try NDJSONEncoder().appendGenerically(envelope, to: &generic)
            #expect(
                String(decoding: direct, as: UTF8.self) == String(decoding: generic, as: UTF8.self),
                "\(file)")
        }
    }

    /// Every type with a direct writer.
    private func directTypes() -> [any DirectJSONWritable.Type] {
        [
        Envelope.self, Source.self, Location.self, ParseError.self, SourceReference.self,
        JavaMethod.self, JavaStackTraceElement.self, GherkinDocument.self, Feature.self,
        FeatureChild.self, Rule.self, RuleChild.self, Background.self, Scenario.self,
        Examples.self, Step.self, DocString.self, DataTable.self, TableRow.self, TableCell.self,
        Tag.self, Comment.self, Pickle.self, PickleStep.self, PickleStepArgument.self,
        PickleDocString.self, PickleTable.self, PickleTableRow.self, PickleTableCell.self,
        PickleTag.self,
        ]
    }

    @Test("each direct writer names every stored property of its type, in declaration order")
    func keysCoverEveryProperty() throws {
        var seen: [String: [String]] = [:]
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if let writable = value as? any DirectJSONWritable {
                seen["\(type(of: writable))"] = mirror.children.compactMap(\.label)
            }
            for child in mirror.children { visit(child.value) }
        }
        for (_, line) in try ConformanceData.allMessageLines() {
            visit(try JSONDecoder().decode(Envelope.self, from: Data(line.utf8)))
        }
        visit(SourceReference(
            javaMethod: JavaMethod(className: "C", methodName: "m", methodParameterTypes: []),
            javaStackTraceElement: JavaStackTraceElement(className: "C", fileName: "F", methodName: "m")))
        for type in directTypes() {
            let name = "\(type)"
            let properties = try #require(seen[name], "no \(name) found to inspect")
            #expect(type.directJSONKeys == properties, "\(name)")
        }
    }
}
