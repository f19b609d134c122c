import Foundation
import Testing

/// Casselman's claim: with the system call injected as a function and the action returned as
/// a value, the test needs no mock and no protocol, and checks the result with `==`.
@Suite("Example: DocumentOpener returns a command (Casselman, WWDC Refactored)")
struct DocumentOpenerCommandTests {
    @Test func testDocumentOpenerWhenItCanOpen() throws {
        let opener = DocumentOpener(isURLValid: { _ in true })
        let result = opener.open(DocumentOpener.Document(identifier: "TheID"), mode: .edit)
        #expect(result == .openURL(try #require(URL(string: "myappscheme://open?id=TheID&mode=edit"))))
    }

    @Test func testDocumentOpenerWhenItCannotOpenReturnsTheErrorCommand() {
        let opener = DocumentOpener(isURLValid: { _ in false })
        #expect(opener.open(DocumentOpener.Document(identifier: "TheID"), mode: .view) == .invalidURLError)
    }

    @Test func thePredicateIsAskedAboutTheURLTheOpenerBuilt() {
        let asked = Locked<[String]>([])
        let opener = DocumentOpener { url in
            asked.withLock { $0.append(url.absoluteString) }
            return true
        }
        _ = opener.open(DocumentOpener.Document(identifier: "A"), mode: .view)
        #expect(asked.withLock { $0 } == ["myappscheme://open?id=A&mode=view"])
    }
}
