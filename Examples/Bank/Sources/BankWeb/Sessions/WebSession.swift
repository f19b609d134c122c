import BankCore
import Verity

/// One signed-in browser session or API token: its `Banking` source, the model every page and
/// answer is rendered from, and the notes its page shows.
final class WebSession: Sendable {
    let token: SessionToken
    /// The session model; its actions are the only way this shell changes anything.
    let source: Source<Banking>
    /// The page's notes, changed by the charge routes and read by every render.
    let notes: Protected<PageNotes>

    init(token: SessionToken, source: Source<Banking>) {
        self.token = token
        self.source = source
        self.notes = Protected(PageNotes())
    }

    /// Waits until the session's model satisfies `condition`, or `timeout` has passed.
    ///
    /// NB: the store tells the session about a change through a database observation, a moment
    /// after the change commits. Answering a charge only once the model shows it means the
    /// page or `GET /api/accounts` that follows always reflects what was just done.
    func waitForModel(timeout: Duration = .seconds(2), where condition: @escaping @Sendable (Banking) -> Bool) async {
        let source = source
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await model in source.values where condition(model) {
                    return
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
            }
            await group.next()
            group.cancelAll()
        }
    }
}
