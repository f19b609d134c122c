import Dispatch
import Foundation
import VeritySynchronization
import VerityWorkspace

/// Runs the ``WorkspaceIndex`` on a queue of its own, so scanning Swift files and compiling
/// definitions never hold up the server's answers, and posts every new set of definitions to
/// the server's inbox, compiled and ready.
///
/// ```swift
/// let worker = WorkspaceWorker(inbox: inbox, roots: ["/work/belly"])
/// worker.start(messages: [])
/// worker.update(path: "/work/belly/Tests/Steps.swift", text: editorText)
/// ```
package final class WorkspaceWorker: Sendable {
    private let queue = DispatchQueue(label: "verity-lsp-workspace")
    private let index: WorkspaceIndex
    private let inbox: ServerInbox
    /// The generation last posted; only touched on `queue`.
    private let posted = Locked<Int?>(nil)
    private let refreshing = Locked(false)

    /// A worker for the workspace folders `roots` (absolute paths), posting to `inbox`.
    package init(inbox: ServerInbox, roots: [String]) {
        self.inbox = inbox
        index = WorkspaceIndex(roots: roots)
    }

    /// Scans the workspace, loads the message files, and posts the definitions with the
    /// scan's summary.
    package func start(messages: [String]) {
        queue.async { [self] in
            var snapshot = index.scan()
            let summary = WorkspaceScanSummary(
                fileCount: snapshot.fileCount, milliseconds: Self.milliseconds(snapshot.scanDuration))
            for path in messages {
                do {
                    snapshot = try index.loadMessages(from: URL(fileURLWithPath: path))
                } catch {
                    inbox.post(.workspaceNote("Verity: could not read the messages in \(path): \(error)"))
                }
            }
            post(snapshot, summary: summary)
        }
    }

    /// Takes `text` as the Swift file's content (an editor's, maybe unsaved).
    package func update(path: String, text: String) {
        queue.async { [self] in post(index.update(path: path, text: text)) }
    }

    /// Reads the Swift file again from disk, or forgets it when it is gone.
    package func reload(path: String) {
        queue.async { [self] in post(index.reload(paths: [path])) }
    }

    /// Forgets the Swift file.
    package func remove(path: String) {
        queue.async { [self] in post(index.remove(path: path)) }
    }

    /// Reads the message stream at `path` again.
    package func loadMessages(from path: String) {
        queue.async { [self] in
            do {
                post(try index.loadMessages(from: URL(fileURLWithPath: path)))
            } catch {
                inbox.post(.workspaceNote("Verity: could not read the messages in \(path): \(error)"))
            }
        }
    }

    /// Looks for Swift files changed on disk, unless a look is already waiting or under way.
    package func refreshChangedFiles() {
        guard
            refreshing.withLock({ busy in
                defer { busy = true }
                return !busy
            })
        else { return }
        queue.async { [self] in
            let snapshot = index.refreshChangedFiles()
            refreshing.withLock { $0 = false }
            post(snapshot)
        }
    }

    /// Posts the snapshot's definitions, compiled, when they changed (always with a summary).
    private func post(_ snapshot: WorkspaceSnapshot, summary: WorkspaceScanSummary? = nil) {
        let changed = posted.withLock { posted in
            defer { posted = snapshot.generation }
            return posted != snapshot.generation
        }
        guard changed || summary != nil else { return }
        let catalog = StepCatalog(
            definitions: snapshot.stepDefinitions, parameterTypes: snapshot.parameterTypes,
            root: index.roots.first,
            unreadableParameterTypes: snapshot.unrecognised.compactMap { site in
                if case .parameterType(let name?) = site.kind { return name }
                return nil
            })
        let unreadable = snapshot.unrecognised.map { site in
            DefinitionProblem(
                location: site.location, code: DiagnosticCode.unreadableStepDefinition, message: site.message,
                severity: .warning)
        }
        inbox.post(.definitions(CompiledStepCatalog(catalog), unreadable: unreadable, summary: summary))
    }

    /// A duration in whole milliseconds.
    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
