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
        await tester.finish(timeout: .seconds(5))
    }

    @Test func anUnknownDocumentHasNoURLAndChangesNothing() async throws {
        let tester = SourceTester(DocumentList.source(documents: documents, folder: folder))
        #expect(try tester.invoke(\.open, "missing") == nil)
        await tester.finish(timeout: .seconds(5))
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

    @Test func anOpenFromAnEarlierListRunsAgainstTheCurrentList() throws {
        // The list never leaves its one state, so an open taken before the last emission is
        // still offered: it runs the current list's open, which keeps "plan" in the recents.
        let source = DocumentList.source(documents: documents, folder: folder)
        let earlierOpen = source.model.open
        _ = try source.model.open("plan")
        #expect(try earlierOpen("notes") == URL(fileURLWithPath: "/Documents/notes.md"))
        #expect(source.model.recent == ["notes", "plan"])
    }

    @Test func anOpenFromAReleasedListThrows() throws {
        var source: Source<DocumentList>? = DocumentList.source(documents: documents, folder: folder)
        let open = try #require(source?.model.open)
        source = nil
        #expect(throws: ActionRejection(action: open.identity, reason: .sourceReleased)) { try open("notes") }
    }
}
