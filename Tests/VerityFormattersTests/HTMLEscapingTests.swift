import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

@Suite("HTML escaping")
struct HTMLEscapingTests {
    /// Text that breaks out of every context it could be written into unescaped.
    static let hostile = #"</script><script>alert('x')</script></style> &amp; "q" 'a' <b>"#

    @Test("text: `&`, `<` and `>` are entities, quotes stay")
    func text() {
        #expect(
            HTMLEscaping.text(Self.hostile)
                == #"&lt;/script&gt;&lt;script&gt;alert('x')&lt;/script&gt;&lt;/style&gt; &amp;amp; "q" 'a' &lt;b&gt;"#)
        #expect(HTMLEscaping.text("plain text, é ✓") == "plain text, é ✓")
    }

    @Test("attributes: both quotes are entities too")
    func attribute() {
        #expect(HTMLEscaping.attribute(#"a "b" 'c' <d> & e"#) == "a &quot;b&quot; &#39;c&#39; &lt;d&gt; &amp; e")
    }

    @Test("style and script content cannot end its element or open a comment, in any case")
    func rawText() {
        #expect(
            HTMLEscaping.rawText("a { content: \"</style><b>\"; }", closing: "style")
                == "a { content: \"<\\/style><b>\"; }")
        #expect(HTMLEscaping.rawText("x = '</SCRIPT >'", closing: "script") == "x = '<\\/SCRIPT >'")
        #expect(HTMLEscaping.rawText("x = '<!-- y'", closing: "script") == "x = '<\\!-- y'")
        #expect(HTMLEscaping.rawText("a < b && c > d </p>", closing: "style") == "a < b && c > d </p>")
        let page = HTMLNode.element("style", [], [.rawText("p::after { content: \"</style><script>\" }")]).render(
            indentedBy: 1)
        #expect(page.components(separatedBy: "</style>").count == 2, "\(page)")
    }

    @Test("elements with elements inside put each on a line of its own; text stays on its line")
    func layout() {
        let page = HTMLNode.element(
            "div", [.class("a"), HTMLAttribute("open", nil)],
            [
                .element("h2", [], [.element("span", [], [.text("Feature:")]), .text(" x")]),
                .element("pre", [], [.text("line 1\n  line 2")]),
                .void("img", [HTMLAttribute("alt", "\"")]),
                .empty,
                .when(false, .text("absent")),
            ])
        #expect(
            page.render(indentedBy: 1) == """
                <div class="a" open>
                 <h2>
                  <span>Feature:</span> x
                 </h2>
                 <pre>line 1
                  line 2</pre>
                 <img alt="&quot;"/>
                </div>
                """)
    }

    @Test("hostile scenario names, step texts, attachment names, links and errors add no markup")
    func hostileRun() throws {
        let benign = try render(Self.stream(with: "benign text"))
        let hostile = try render(Self.stream(with: Self.hostile))
        // The same elements in the same order: nothing in the hostile strings became markup.
        #expect(tags(in: hostile) == tags(in: benign))
        // Only the page's own inline script and style sheet, each closed once.
        #expect(hostile.lowercased().components(separatedBy: "<script").count == 2)
        #expect(hostile.lowercased().components(separatedBy: "</script>").count == 2)
        #expect(hostile.components(separatedBy: "</style>").count == 2)
        let asText = HTMLEscaping.text(Self.hostile)
        let asAttribute = HTMLEscaping.attribute(Self.hostile)
        #expect(hostile.contains("</span> \(asText)\n"), "scenario name")
        #expect(hostile.contains("<span class=\"text\">\(asText)</span>"), "step text")
        #expect(hostile.contains("<pre class=\"error\">Step '\(asText)' (line 3): failed\n\(asText)"), "error message")
        #expect(hostile.contains("alt=\"\(asAttribute)\""), "image name")
        #expect(hostile.contains("download=\"\(asAttribute)\""), "download name")
        #expect(hostile.contains("href=\"\(asAttribute)\""), "link")
        #expect(hostile.contains("<pre>\(asText)</pre>"), "text attachment")
    }

    private func render(_ envelopes: [Envelope]) throws -> String {
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.html, output: output, environment: [:])
        for envelope in envelopes { formatter.receive(envelope) }
        try formatter.finish()
        return output.text
    }

    /// The names of the start and end tags, in order.
    private func tags(in html: String) -> [String] {
        html.split(separator: "<").dropFirst().map { $0.prefix { $0 != " " && $0 != ">" && $0 != "\n" } }.map(
            String.init)
    }

    /// A run of one failing scenario whose name, step, error, attachments and link are `text`.
    static func stream(with text: String) throws -> [Envelope] {
        func json(_ value: String) throws -> String {
            String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        }
        let name = try json(text)
        let base64 = try json(Data(text.utf8).base64EncodedString())
        let lines = [
            #"{"gherkinDocument":{"uri":"a.feature","feature":{"tags":[],"location":{"line":1,"column":1},"language":"en","keyword":"Feature","name":"F","description":"","children":[{"scenario":{"id":"1","tags":[],"location":{"line":2,"column":3},"keyword":"Scenario","name":\#(name),"description":"","steps":[{"id":"0","location":{"line":3,"column":5},"keyword":"When ","keywordType":"Action","text":\#(name)}],"examples":[]}}]},"comments":[]}}"#,
            #"{"pickle":{"id":"3","uri":"a.feature","location":{"line":2,"column":3},"astNodeIds":["1"],"tags":[],"name":\#(name),"language":"en","steps":[{"id":"2","text":\#(name),"type":"Action","astNodeIds":["0"]}]}}"#,
            #"{"stepDefinition":{"id":"4","pattern":{"type":"CUCUMBER_EXPRESSION","source":"x"},"sourceReference":{"uri":"steps.swift","location":{"line":3}}}}"#,
            #"{"testRunStarted":{"id":"5","timestamp":{"seconds":0,"nanos":0}}}"#,
            #"{"testCase":{"id":"6","pickleId":"3","testSteps":[{"id":"7","pickleStepId":"2","stepDefinitionIds":["4"],"stepMatchArgumentsLists":[{"stepMatchArguments":[]}]}],"testRunStartedId":"5"}}"#,
            #"{"testCaseStarted":{"id":"8","testCaseId":"6","timestamp":{"seconds":0,"nanos":1000000},"attempt":0}}"#,
            #"{"testStepStarted":{"testCaseStartedId":"8","testStepId":"7","timestamp":{"seconds":0,"nanos":2000000}}}"#,
            #"{"attachment":{"testCaseStartedId":"8","testStepId":"7","body":\#(name),"contentEncoding":"IDENTITY","mediaType":"text/plain"}}"#,
            #"{"attachment":{"testCaseStartedId":"8","testStepId":"7","body":\#(base64),"contentEncoding":"BASE64","mediaType":"image/png","fileName":\#(name)}}"#,
            #"{"attachment":{"testCaseStartedId":"8","testStepId":"7","body":\#(base64),"contentEncoding":"BASE64","mediaType":"application/octet-stream","fileName":\#(name)}}"#,
            #"{"attachment":{"testCaseStartedId":"8","testStepId":"7","body":\#(name),"contentEncoding":"IDENTITY","mediaType":"text/uri-list"}}"#,
            #"{"testStepFinished":{"testCaseStartedId":"8","testStepId":"7","testStepResult":{"message":\#(name),"status":"FAILED","duration":{"seconds":0,"nanos":1000000}},"timestamp":{"seconds":0,"nanos":3000000}}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"8","timestamp":{"seconds":0,"nanos":4000000},"willBeRetried":false}}"#,
            #"{"testRunFinished":{"testRunStartedId":"5","timestamp":{"seconds":0,"nanos":5000000},"success":false}}"#,
        ]
        return try NDJSONDecoder().decode(Data(lines.joined(separator: "\n").utf8))
    }
}
