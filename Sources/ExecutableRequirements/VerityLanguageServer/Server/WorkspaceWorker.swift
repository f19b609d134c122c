import Dispatch
import Foundation
import VeritySynchronization

/// Runs the workspace index on a queue of its own, so scanning and compiling definitions never
/// hold up the server's answers, and posts every new set of definitions to the server's inbox,
/// compiled and ready.
///
/// ```swift
/// let worker = WorkspaceWorker(inbox: inbox, root: "/work/belly")
/// worker.start(messages: []) { MyWorkspace(roots: ["/work/belly"]) }
/// worker.update(path: "/work/belly/Steps.swift", text: newText)
/// ```
package final class WorkspaceWorker: Sendable {
    private struct State {
        var workspace: (any DefinitionWorkspace)?
        var generation: Int?
    }

    private let queue = DispatchQueue(label: "verity-lsp-workspace")
    private let state = Locked(State())
    private let refreshing = Locked(false)
    private let inbox: ServerInbox
    private let root: String?

    /// A worker posting to `inbox`; `root` is the folder `file:line` texts are relative to.
    package init(inbox: ServerInbox, root: String?) {
        self.inbox = inbox
        self.root = root
    }

    /// Makes the workspace, scans it, loads the message files, and posts the definitions with
    /// the scan's summary.
    package func start(messages: [String], make: @escaping @Sendable () -> any DefinitionWorkspace) {
        queue.async { [self] in
            let notes = state.withLock { state -> [String] in
                var workspace = make()
                let summary = workspace.scan()
                var notes: [String] = []
                for path in messages {
                    do {
                        try workspace.loadMessages(from: path)
                    } catch {
                        notes.append("Verity: could not read the messages in \(path): \(error)")
                    }
                }
                state.workspace = workspace
                publish(&state, summary: summary)
                return notes
            }
            for note in notes { inbox.post(.workspaceNote(note)) }
        }
    }

    /// Takes `text` as the file's content.
    package func update(path: String, text: String) {
        perform { $0.update(path: path, text: text) }
    }

    /// Reads the file again from disk, or forgets it when it is gone.
    package func reload(path: String) {
        perform { workspace in
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                workspace.update(path: path, text: text)
            } else {
                workspace.remove(path: path)
            }
        }
    }

    /// Reads the message stream at `path` again.
    package func loadMessages(from path: String) {
        perform { workspace in
            do {
                try workspace.loadMessages(from: path)
            } catch {
                self.inbox.post(.workspaceNote("Verity: could not read the messages in \(path): \(error)"))
            }
        }
    }

    /// Forgets the file.
    package func remove(path: String) {
        perform { $0.remove(path: path) }
    }

    /// Looks for files changed on disk, unless a look is already under way.
    package func refreshChangedFiles() {
        guard refreshing.withLock({ busy in
            defer { busy = true }
            return !busy
        }) else { return }
        perform { $0.refreshChangedFiles() }
        queue.async { [self] in refreshing.withLock { $0 = false } }
    }

    private func perform(_ change: @escaping @Sendable (inout any DefinitionWorkspace) -> Void) {
        queue.async { [self] in
            state.withLock { state in
                guard var workspace = state.workspace else { return }
                state.workspace = nil
                change(&workspace)
                state.workspace = workspace
                publish(&state, summary: nil)
            }
        }
    }

    /// Posts the definitions when they changed (always with a summary).
    private func publish(_ state: inout State, summary: WorkspaceScanSummary?) {
        guard let workspace = state.workspace else { return }
        var catalog = workspace.catalog
        guard summary != nil || catalog.generation != state.generation else { return }
        state.generation = catalog.generation
        catalog.root = root
        inbox.post(.definitions(CompiledStepCatalog(catalog), unreadable: workspace.unreadableSites, summary: summary))
    }
}
