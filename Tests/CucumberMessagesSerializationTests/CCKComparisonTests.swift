import ConformanceSupport
import CucumberMessages
import Testing
import VerityJSON

@Suite("CCK stream comparison", .conformanceData, .serialized)
struct CCKComparisonTests {
    // NB: `.serialized`: its cases are many, synchronous and CPU-bound; run in parallel they
    // fill the shared thread pool's queue for tens of seconds, starving the tests that wait in
    // real time.
    static let idKeys: Set<String> = [
        "id", "astNodeId", "astNodeIds", "hookId", "pickleId", "pickleStepId", "stepDefinitionIds",
        "testRunStartedId", "testRunHookStartedId", "testCaseId", "testCaseStartedId", "testStepId",
    ]

    /// `value` with `transform` applied to every member, depth first.
    static func rewrite(_ value: JSONValue, _ transform: (String, JSONValue) -> JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (key, child) in members { result[key] = transform(key, rewrite(child, transform)) }
            return .object(result)
        case .array(let elements):
            return .array(elements.map { rewrite($0, transform) })
        default:
            return value
        }
    }

    /// `stream` with every id and reference replaced by `rename(id)`.
    static func renamingIds(_ stream: [JSONValue], _ rename: @escaping (String) -> String) -> [JSONValue] {
        stream.map { message in
            rewrite(message) { key, value in
                guard idKeys.contains(key) else { return value }
                switch value {
                case .string(let id): return .string(rename(id))
                case .array(let ids):
                    return .array(ids.map { if case .string(let id) = $0 { .string(rename(id)) } else { $0 } })
                default: return value
                }
            }
        }
    }

    /// Replaces member `key` of the message's single envelope member.
    static func setting(_ message: JSONValue, _ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(let envelope) = message, let (kind, body) = envelope.first,
            case .object(var members) = body
        else { return message }
        members[key] = value
        return .object([kind: .object(members)])
    }

    static func member(_ message: JSONValue, _ kind: String, _ key: String) -> JSONValue? {
        guard case .object(let envelope) = message, case .object(let members)? = envelope[kind] else { return nil }
        return members[key]
    }

    @Test("the conformance data holds the CCK samples")
    func samplesArePresent() {
        expectConformanceData()
        #expect(!CCKSample.names().isEmpty, "looked in \(CCKSample.samplesFolder.path)")
    }

    @Test("every sample's expected stream equals itself, strictly and leniently", arguments: CCKSample.names())
    func streamEqualsItself(name: String) throws {
        let sample = try CCKSample(named: name)
        #expect(!sample.expected.isEmpty)
        #expect(firstCCKDifference(actual: sample.expected, expected: sample.expected, strictIds: true) == nil)
        #expect(firstCCKDifference(actual: sample.expected, expected: sample.expected, strictIds: false) == nil)
    }

    @Test("ids renumbered consistently still equal under strictIds", arguments: CCKSample.names())
    func consistentRenumberingEquals(name: String) throws {
        let sample = try CCKSample(named: name)
        let renamed = Self.renamingIds(sample.expected) { "run-\(String($0.reversed()))-x" }
        #expect(renamed != sample.expected)
        let difference = firstCCKDifference(actual: renamed, expected: sample.expected, strictIds: true)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("swapping the pickles of two test cases differs under strictIds only")
    func swappedReferencesDiffer() throws {
        let sample = try CCKSample(named: "hooks")
        let testCases = sample.expected.indices.filter {
            Self.member(sample.expected[$0], "testCase", "pickleId") != nil
        }
        try #require(testCases.count >= 2)
        let (first, second) = (testCases[0], testCases[1])
        var swapped = sample.expected
        let firstPickle = try #require(Self.member(swapped[first], "testCase", "pickleId"))
        let secondPickle = try #require(Self.member(swapped[second], "testCase", "pickleId"))
        swapped[first] = Self.setting(swapped[first], "pickleId", to: secondPickle)
        swapped[second] = Self.setting(swapped[second], "pickleId", to: firstPickle)

        let difference = try #require(firstCCKDifference(actual: swapped, expected: sample.expected, strictIds: true))
        #expect(difference.hasPrefix("message \(first) (testCase): .testCase.pickleId: got"), "\(difference)")
        #expect(firstCCKDifference(actual: swapped, expected: sample.expected, strictIds: false) == nil)
    }

    @Test("a changed status is reported with its message index, kind, path and both values")
    func changedStatusIsReported() throws {
        let sample = try CCKSample(named: "all-statuses")
        let index = try #require(
            sample.expected.firstIndex {
                Self.member($0, "testStepFinished", "testStepResult") != nil
            })
        let result = try #require(Self.member(sample.expected[index], "testStepFinished", "testStepResult"))
        guard case .object(var members) = result else { throw CCKTestError.unexpectedShape }
        let original = try #require(members["status"])
        members["status"] = .string(original == .string("FAILED") ? "PASSED" : "FAILED")
        var changed = sample.expected
        changed[index] = Self.setting(changed[index], "testStepResult", to: .object(members))

        for strict in [true, false] {
            let difference = try #require(
                firstCCKDifference(actual: changed, expected: sample.expected, strictIds: strict))
            let prefix = "message \(index) (testStepFinished): .testStepFinished.testStepResult.status: got "
            #expect(difference.hasPrefix(prefix), "\(difference)")
            #expect(difference.hasSuffix("expected \(original)"), "\(difference)")
        }
    }

    @Test("meta, uris, lines, timestamps, durations, error texts and snippet code are ignored")
    func ignoredValues() throws {
        for name in ["undefined", "all-statuses", "attachments"] {
            let sample = try CCKSample(named: name)
            let scrambled = sample.expected.map { message in
                Self.rewrite(message) { key, value in
                    switch key {
                    case "uri", "message", "stackTrace": .string("other \(key)")
                    case "snippets": Self.scrambledSnippets(value)
                    case "line", "seconds", "nanos": .number(4242)
                    case "meta": .object([:])
                    default: value
                    }
                }
            }
            #expect(scrambled != sample.expected)
            let difference = firstCCKDifference(actual: scrambled, expected: sample.expected, strictIds: true)
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }

    /// Snippets with other language and code.
    static func scrambledSnippets(_ value: JSONValue) -> JSONValue {
        guard case .array(let snippets) = value else { return value }
        return .array(
            snippets.map { snippet in
                guard case .object(var members) = snippet else { return snippet }
                members["language"] = .string("swift")
                members["code"] = .string("given(\"x\") {}")
                return .object(members)
            })
    }

    @Test("an ignored field that is missing is still reported")
    func missingIgnoredFieldIsReported() throws {
        let sample = try CCKSample(named: "all-statuses")
        let stripped = sample.expected.map { message in
            Self.rewrite(message) { key, value in
                guard key == "exception", case .object(var members) = value else { return value }
                members["stackTrace"] = nil
                return .object(members)
            }
        }
        let difference = try #require(firstCCKDifference(actual: stripped, expected: sample.expected, strictIds: false))
        #expect(difference.contains(".exception.stackTrace: missing"), "\(difference)")
    }

    @Test("a missing or extra message is reported with its index and kind")
    func lengthDifferences() throws {
        let sample = try CCKSample(named: "empty")
        let shorter = Array(sample.expected.dropLast())
        let last = sample.expected.count - 1
        let missing = try #require(firstCCKDifference(actual: shorter, expected: sample.expected, strictIds: true))
        #expect(missing.hasPrefix("message \(last) (testRunFinished): missing"), "\(missing)")
        let extra = try #require(firstCCKDifference(actual: sample.expected, expected: shorter, strictIds: true))
        #expect(extra.hasPrefix("message \(last) (testRunFinished): unexpected"), "\(extra)")
    }

    @Test("CCKSample reads the arguments file, the feature files and the attachment assets")
    func sampleContents() throws {
        let retry = try CCKSample(named: "retry")
        #expect(retry.arguments == ["--retry", "2"])
        #expect(retry.featureFiles.map(\.lastPathComponent) == ["retry.feature"])
        let features = try CCKSample(named: "multiple-features")
        #expect(
            features.featureFiles.map(\.lastPathComponent) == [
                "multiple-features-1.feature", "multiple-features-2.feature", "multiple-features-3.feature",
            ])
        #expect(features.arguments.isEmpty)
        let attachments = try CCKSample(named: "attachments")
        #expect(
            attachments.attachmentAssets.map(\.lastPathComponent) == [
                "cucumber.jpeg", "cucumber.png", "document.pdf",
            ])
        #expect(try CCKSample(named: "markdown").featureFiles.map(\.lastPathComponent) == ["markdown.feature.md"])
    }
}

enum CCKTestError: Error {
    case unexpectedShape
}
