import CucumberMessages
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

extension RecordedScenario {
    /// The scenarios of a JUnit file that Verity wrote: each `<testcase>` with `file`, `line` and
    /// `time` attributes. Test cases without a file and line (another tool's, or the run's own
    /// hook errors) are left out, since nothing would name the same scenario in another run.
    ///
    /// - Throws: ``RecordedRunError`` when `data` is not well-formed XML, naming the line.
    package static func all(inJUnit data: Data) throws(RecordedRunError) -> [RecordedScenario] {
        let parser = XMLParser(data: data)
        let collector = TestcaseCollector()
        parser.delegate = collector
        // NB: FoundationXML's parser may report success and still record an error (a document cut
        // short, say), so both are checked.
        let parsed = parser.parse()
        if !parsed || parser.parserError != nil {
            let code = parser.parserError.map { " (XML parser error \(($0 as NSError).code))" } ?? ""
            throw RecordedRunError("not a JUnit XML file: line \(parser.lineNumber) is not well-formed XML\(code)")
        }
        return collector.scenarios
    }
}

/// Collects the `<testcase>` elements of a JUnit file as the parser meets them.
private final class TestcaseCollector: NSObject, XMLParserDelegate {
    private(set) var scenarios: [RecordedScenario] = []
    /// The testcase being read, until its end tag.
    private var current: RecordedScenario?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase":
            guard let uri = attributes["file"], let line = attributes["line"].flatMap({ Int($0) }) else {
                current = nil
                return
            }
            current = RecordedScenario(
                uri: uri, line: line, name: attributes["name"] ?? "", status: .passed, attempts: 1,
                seconds: attributes["time"].flatMap { Double($0) } ?? 0, failureMessage: nil)
        case "failure", "error":
            current?.status = .failed
            current?.failureMessage = attributes["message"] ?? "failed"
        case "skipped":
            current?.status = .skipped
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "testcase", let finished = current else { return }
        scenarios.append(finished)
        current = nil
    }
}
