import Testing
import VerityLanguageServer

/// `Content-Length` framing, whatever chunks the bytes arrive in.
@Suite struct FrameDecoderTests {
    private static func events(_ chunks: [String]) -> [FrameDecoder.Event] {
        var decoder = FrameDecoder()
        var events: [FrameDecoder.Event] = []
        for chunk in chunks {
            decoder.append(Array(chunk.utf8))
            while let event = decoder.next() { events.append(event) }
        }
        return events
    }

    private static func body(_ text: String) -> FrameDecoder.Event { .body(Array(text.utf8)) }

    @Test func aMessageSplitAnywhereIsReadWhole() {
        let stream = "Content-Length: 17\r\n\r\n{\"method\":\"exit\"}"
        for cut in 1..<stream.utf8.count {
            let bytes = Array(stream.utf8)
            let chunks = [
                String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self),
            ]
            #expect(Self.events(chunks) == [Self.body(#"{"method":"exit"}"#)], "cut at \(cut)")
        }
    }

    @Test func severalMessagesInOneChunkComeOutInOrder() {
        #expect(
            Self.events(["Content-Length: 2\r\n\r\n{}Content-Length: 4\r\n\r\nnull"]) == [
                Self.body("{}"), Self.body("null"),
            ])
    }

    @Test func headerNamesIgnoreCaseContentTypeIsAcceptedAndBareNewlinesDo() {
        #expect(
            Self.events(["content-LENGTH:2\nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\n{}"]) == [
                Self.body("{}")
            ])
    }

    @Test func theBodyLengthCountsBytesNotCharacters() {
        #expect(Self.events(["Content-Length: 6\r\n\r\n\"🥒\"{}"]) == [Self.body("\"🥒\"")])
    }

    @Test func aHeaderWithoutContentLengthIsReportedAndItsBodySkipped() {
        let events = Self.events(["Content-Lenght: 2\r\n\r\n{}", "Content-Length: 4\r\n\r\ntrue"])
        #expect(
            events == [.malformedHeader(#"a header without Content-Length ("Content-Lenght: 2")"#), Self.body("true")])
    }

    @Test func aContentLengthThatIsNotANumberIsReported() {
        let events = Self.events(["Content-Length: -3\r\n\r\n{}Content-Length: 2\r\n\r\n[]"])
        #expect(events == [.malformedHeader(#"Content-Length "-3" is not a byte count"#), Self.body("[]")])
    }

    @Test func aHeaderLineWithoutAColonIsReported() {
        let events = Self.events(["Hello\r\n\r\nContent-Length: 2\r\n\r\n[]"])
        #expect(events == [.malformedHeader(#"the header line "Hello" has no colon"#), Self.body("[]")])
    }

    @Test func garbageWithoutAnEndIsReportedOnceItIsTooLongForAHeader() {
        let garbage = String(repeating: "x", count: FrameDecoder.maximumHeaderSize + 1)
        let events = Self.events([garbage, "\r\nContent-Length: 2\r\n\r\n[]"])
        #expect(events.count == 2)
        #expect(events.last == Self.body("[]"))
    }

    @Test func aBodyShorterThanItsContentLengthSaidCostsOnlyItself() {
        let events = Self.events(["Content-Length: 5\r\n\r\n{\"a\":1}\r\nContent-Length: 2\r\n\r\n{}"])
        #expect(events.first == Self.body(#"{"a":"#))
        #expect(events.last == Self.body("{}"))
        #expect(events.count == 3, "the body, the leftover reported as a bad header, the next message")
    }
}
