import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("TeamCity service messages are escaped and laid out as TeamCity reads them")
struct TeamCityServiceMessageTests {
    @Test(
        "each character TeamCity reserves is prefixed with a bar",
        arguments: [
            ("|", "||"), ("'", "|'"), ("\n", "|n"), ("\r", "|r"), ("[", "|["), ("]", "|]"),
            ("\r\n", "|r|n"),
        ]
    )
    func reservedCharacters(raw: String, escaped: String) {
        #expect(TeamCityServiceMessage.escape(raw) == escaped)
    }

    @Test("a bar is doubled before anything else, so an escape is never escaped twice")
    func barFirst() {
        #expect(TeamCityServiceMessage.escape("a|'b'|") == "a|||'b|'||")
        #expect(TeamCityServiceMessage.escape("[|n]") == "|[||n|]")
    }

    @Test("other characters, non-ASCII and control ones included, are written as they are")
    func otherCharacters() {
        let text = "Ça marche: 日本語 🥒 \u{1B}[31m tab\there \u{85}\u{2028}\u{2029}"
        let expected = "Ça marche: 日本語 🥒 \u{1B}|[31m tab\there \u{85}\u{2028}\u{2029}"
        #expect(TeamCityServiceMessage.escape(text) == expected)
    }

    @Test("attributes are written in order with ` = ` between key and quoted value")
    func layout() {
        let message = TeamCityServiceMessage("testSuiteFinished", [("timestamp", "t"), ("name", "It's [done]")])
        #expect(message.line == "##teamcity[testSuiteFinished timestamp = 't' name = 'It|'s |[done|]']")
    }

    @Test("the message of an attachment is laid out tight, as upstream writes it")
    func tightLayout() {
        let message = TeamCityServiceMessage("message", [("text", "a\nb"), ("status", "NORMAL")], spacedEquals: false)
        #expect(message.line == "##teamcity[message text='a|nb' status='NORMAL']")
    }

    @Test(
        "timestamps are UTC with milliseconds and Java's 12-hour hour field",
        arguments: [
            (0, 0, "1970-01-01T12:00:00.000+0000"),
            (0, 1_999_999, "1970-01-01T12:00:00.001+0000"),
            (3600, 0, "1970-01-01T01:00:00.000+0000"),
            (13 * 3600 + 62, 0, "1970-01-01T01:01:02.000+0000"),
            (12 * 3600, 0, "1970-01-01T12:00:00.000+0000"),
            (951_827_696, 0, "2000-02-29T12:34:56.000+0000"),
            (-1, 0, "1969-12-31T11:59:59.000+0000"),
        ]
    )
    func timestamps(seconds: Int, nanos: Int, expected: String) {
        #expect(TeamCityTimestamp.format(Timestamp(seconds: seconds, nanos: nanos)) == expected)
    }

    @Test(
        "an assertion message of a known library gives the expected and actual values",
        arguments: [
            ("Expected: <1>\n     but: was <42>", "<1>", "<42>"),  // Hamcrest
            ("\nexpected: 1\n but was: 42", "1", "42"),  // AssertJ
            ("expected: <1> but was: <42>", "1", "42"),  // JUnit 5
            ("expected:<1> but was:<42>", "1", "42"),  // JUnit 4
            ("expected [1] but found [42]", "1", "42"),  // TestNG
            ("values differ: expected: <a\r\nb> but was: <c>", "a\r\nb", "c"),
        ]
    )
    func comparison(message: String, expected: String, actual: String) {
        #expect(TeamCityComparison(message: message) == TeamCityComparison(expected: expected, actual: actual))
    }

    @Test("any other failure message gives no comparison")
    func noComparison() {
        #expect(TeamCityComparison(message: "Expected values to be strictly equal:\n\n-8 !== 0\n") == nil)
        #expect(TeamCityComparison(message: "") == nil)
    }

    @Test("an undefined step's details list each snippet once and count the other undefined steps")
    func snippets() {
        let first = Suggestion(
            id: "1", pickleStepId: "a",
            snippets: [Snippet(language: "swift", code: "one"), Snippet(language: "swift", code: "two")])
        let second = Suggestion(id: "2", pickleStepId: "b", snippets: [Snippet(language: "swift", code: "one")])
        #expect(TeamCityStepText.snippets([]) == "")
        #expect(
            TeamCityStepText.snippets([first])
                == "You can implement this step using the snippet(s) below:\n\none\ntwo\n")
        #expect(
            TeamCityStepText.snippets([first, second])
                == "You can implement this step and 1 other step(s) using the snippet(s) below:\n\none\ntwo\n")
    }

    @Test("a binary attachment is shown by name, media type and upstream's size estimate")
    func binaryAttachment() {
        let attachment = Attachment(
            body: "AAECAwQFBgcICQ==", contentEncoding: .base64, fileName: "data.bin", mediaType: "text/plain")
        #expect(TeamCityStepText.attachmentText(attachment) == "Embed event: data.bin [text/plain 12 bytes]\n")
    }
}
