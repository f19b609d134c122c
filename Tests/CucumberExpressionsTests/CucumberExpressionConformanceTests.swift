import ConformanceSupport
import Foundation
import Testing

@testable import CucumberExpressions

@Suite("Cucumber Expressions conform to the official test data", .conformanceData)
struct CucumberExpressionConformanceTests {
    static let tokenizer = ConformanceCase.all(in: "cucumber-expression/tokenizer")
    static let parser = ConformanceCase.all(in: "cucumber-expression/parser")
    static let transformation = ConformanceCase.all(in: "cucumber-expression/transformation")
    static let matching = ConformanceCase.all(in: "cucumber-expression/matching")
    static let regularExpression = ConformanceCase.all(in: "regular-expression/matching")

    @Test("every official case file is found")
    func dataIsPresent() {
        expectConformanceData()
        let location = ConformanceCase.root.path
        #expect(Self.tokenizer.count == 16, "tokenizer cases under \(location)")
        #expect(Self.parser.count == 28, "parser cases under \(location)")
        #expect(Self.transformation.count == 8, "transformation cases under \(location)")
        #expect(Self.matching.count == 65, "matching cases under \(location)")
        #expect(Self.regularExpression.count == 3, "regular-expression cases under \(location)")
    }

    @Test("the tokenizer gives the official tokens or error", arguments: tokenizer)
    func tokenizes(_ testCase: ConformanceCase) throws {
        let document = try testCase.document()
        let expression = try #require(document["expression"] as? String, "\(testCase): no expression")
        let outcome = Result { () throws(CucumberExpressionError) in try Tokenizer.tokenize(expression) }
        try check(testCase, document, expectedKey: "expected_tokens", outcome: outcome) { tokens in
            .list(
                tokens.map { token in
                    .map([
                        "type": .string(token.kind.rawValue), "start": .int(Int64(token.start)),
                        "end": .int(Int64(token.end)), "text": .string(token.text),
                    ])
                })
        }
    }

    @Test("the parser gives the official syntax tree or error", arguments: parser)
    func parses(_ testCase: ConformanceCase) throws {
        let document = try testCase.document()
        let expression = try #require(document["expression"] as? String, "\(testCase): no expression")
        let outcome = Result { () throws(CucumberExpressionError) in try Parser.parse(expression) }
        try check(testCase, document, expectedKey: "expected_ast", outcome: outcome, Self.plain)
    }

    @Test("an expression becomes exactly the official regular expression", arguments: transformation)
    func transforms(_ testCase: ConformanceCase) throws {
        let document = try testCase.document()
        let expression = try #require(document["expression"] as? String, "\(testCase): no expression")
        let expected = try #require(document["expected_regex"] as? String, "\(testCase): no expected_regex")
        let compiled = try CucumberExpression(expression)
        #expect(compiled.regexSource == expected, "\(testCase): regex source")
    }

    @Test("matching gives the official arguments or error", arguments: matching)
    func matches(_ testCase: ConformanceCase) throws {
        let document = try testCase.document()
        let expression = try #require(document["expression"] as? String, "\(testCase): no expression")
        let text = document["text"] as? String
        let outcome = Result { () throws(CucumberExpressionError) -> [Argument]? in
            let compiled = try CucumberExpression(expression)
            return text.flatMap { compiled.match($0) }
        }
        try check(testCase, document, expectedKey: "expected_args", outcome: outcome, Self.plain)
    }

    @Test("regular expressions capture the official arguments", arguments: regularExpression)
    func matchesRegularExpressions(_ testCase: ConformanceCase) throws {
        let document = try testCase.document()
        let expression = try #require(document["expression"] as? String, "\(testCase): no expression")
        let text = try #require(document["text"] as? String, "\(testCase): no text")
        let outcome = Result { () throws(CucumberExpressionError) in try RegularExpression(expression).match(text) }
        try check(testCase, document, expectedKey: "expected_args", outcome: outcome, Self.plain)
    }

    // MARK: Comparison

    /// Checks an outcome against `expectedKey` (plain-data equality) or `exception` (exact text).
    private func check<Value>(
        _ testCase: ConformanceCase, _ document: [String: Any], expectedKey: String,
        outcome: Result<Value, CucumberExpressionError>, _ toPlain: (Value) throws -> PlainValue
    ) throws {
        if let exception = document["exception"] as? String {
            switch outcome {
            case .success(let value):
                Issue.record("\(testCase): expected the error\n\(exception)\nbut got \(try toPlain(value))")
            case .failure(let error):
                #expect(error.message == exception, "\(testCase): error message")
            }
            return
        }
        guard document.keys.contains(expectedKey) else {
            Issue.record("\(testCase): neither \(expectedKey) nor exception")
            return
        }
        let expected = PlainValue(document[expectedKey] ?? nil)
        switch outcome {
        case .failure(let error):
            Issue.record("\(testCase): unexpected error\n\(error.message)")
        case .success(let value):
            let actual = try toPlain(value)
            if let difference = PlainValue.firstDifference(expected: expected, actual: actual) {
                Issue.record("\(testCase): \(difference)")
            }
        }
    }

    static func plain(_ node: Node) -> PlainValue {
        var map: [String: PlainValue] = [
            "type": .string(node.kind.rawValue), "start": .int(Int64(node.start)), "end": .int(Int64(node.end)),
        ]
        if let nodes = node.nodes {
            map["nodes"] = .list(nodes.map(plain))
        } else {
            map["token"] = .string(node.token ?? "")
        }
        return .map(map)
    }

    /// `nil` (no match) is null; a match is the list of converted values.
    static func plain(_ arguments: [Argument]?) throws -> PlainValue {
        guard let arguments else { return .null }
        return .list(try arguments.map { try plain(value: $0.value()) })
    }

    static func plain(value: (any Sendable)?) -> PlainValue {
        switch value {
        case nil: return .null
        case let value as Int: return .int(Int64(value))
        case let value as Int8: return .int(Int64(value))
        case let value as Int16: return .int(Int64(value))
        case let value as Int64: return .int(value)
        case let value as Double: return .double(value)
        case let value as String: return .string(value)
        case let value as BigDecimal: return .string(value.text)
        case let value as BigInteger: return .string(value.text)
        case let value?: return .string("<unexpected \(type(of: value))>")
        }
    }
}
