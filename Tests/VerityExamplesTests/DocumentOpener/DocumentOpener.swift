import Foundation
import Verity

/// A document in the list.
struct Document: Sendable, Hashable, Identifiable {
    let id: String
    var title: String
}

/// A document list whose `open` returns the URL to open instead of calling a singleton such
/// as `UIApplication.shared.open(_:)`. The model decides which URL; the renderer, the only
/// code that knows the platform, opens it. Tests check the returned URL and never open
/// anything.
struct DocumentList: Sendable, Equatable {
    var documents: [Document]
    /// The most recently opened document first.
    var recent: [Document.ID]
    /// Records the document as recently opened and returns where it lives.
    let open: ReturningAction<Document.ID, URL?>
}

extension DocumentList {
    static func source(documents: [Document], folder: URL) -> Source<DocumentList> {
        Source(named: "Documents") { state, actions in
            list(documents, recent: [], folder: folder, state: state, actions: actions)
        }
    }

    private static func list(
        _ documents: [Document],
        recent: [Document.ID],
        folder: URL,
        state: SourceSetter<DocumentList>,
        actions: ActionFactory
    ) -> DocumentList {
        DocumentList(
            documents: documents,
            recent: recent,
            open: actions.action("open") { (id: Document.ID) -> URL? in
                guard documents.contains(where: { $0.id == id }) else { return nil }
                let recent = [id] + recent.filter { $0 != id }
                state.set { list(documents, recent: recent, folder: folder, state: state, actions: $0) }
                return folder.appendingPathComponent(id).appendingPathExtension("md")
            }
        )
    }
}

/// The renderer's side: the one place that opens URLs. On Apple platforms it would call
/// `UIApplication.shared.open(url)` or `NSWorkspace.shared.open(url)`; it receives the opener
/// as a closure so nothing below it depends on a singleton.
struct DocumentListView: Sendable {
    let model: Source<DocumentList>
    let openURL: @Sendable (URL) -> Void

    func tapDocument(_ id: Document.ID) {
        if let url = try? model.model.open(id) {
            openURL(url)
        }
    }
}
