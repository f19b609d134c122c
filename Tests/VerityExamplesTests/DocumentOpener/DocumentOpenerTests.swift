import Foundation
import Testing
import Verity
import VerityTesting

@Suite("Example: a document opener that returns the URL to open")
struct DocumentOpenerTests {
    let folder = URL(fileURLWithPath: "/Documents")
    let documents = [Document(id: "plan", title: "Plan"), Document(id: "notes", title: "Notes")]

    @Test func openingReturnsTheDocumentsURLAndMakesItTheMostRecent() async throws {
        let tester = SourceTester(DocumentList.source(documents: documents, folder: folder))
        #expect(try tester.invoke(\.open, "notes") == URL(fileURLWithPath: "/Documents/notes.md"))
        await tester.expect(\.recent, equals: ["notes"])
        #expect(try tester.invoke(\.open, "plan") == URL(fileURLWithPath: "/Documents/plan.md"))
        await tester.expect(\.recent, equals: ["plan", "notes"])
        tester.finish()
    }

    @Test func anUnknownDocumentHasNoURLAndChangesNothing() throws {
        let tester = SourceTester(DocumentList.source(documents: documents, folder: folder))
        #expect(try tester.invoke(\.open, "missing") == nil)
        tester.finish()
    }

    @Test func theViewOpensExactlyTheURLTheModelReturns() {
        let opened = ActionSpy<URL>("openURL")
        let view = DocumentListView(
            model: DocumentList.source(documents: documents, folder: folder),
            openURL: { opened.action($0) }
        )
        view.tapDocument("plan")
        #expect(opened.invocations == [URL(fileURLWithPath: "/Documents/plan.md")])
    }

    @Test func aStaleOpenThrowsInsteadOfOpeningFromAnOldList() throws {
        let source = DocumentList.source(documents: documents, folder: folder)
        let staleOpen = source.model.open
        _ = try source.model.open("plan")
        #expect(throws: ActionRejection.self) { try staleOpen("notes") }
        #expect(source.model.recent == ["plan"])
    }
}
