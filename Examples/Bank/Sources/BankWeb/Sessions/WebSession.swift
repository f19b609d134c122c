import BankCore
import Verity

/// One signed-in browser session or API token: its `Banking` source, the model every page and
/// answer is rendered from, and the notes its page shows.
final class WebSession: Sendable {
    let token: SessionToken
    /// The session model; its actions are the only way this shell changes anything.
    let source: Source<Banking>
    /// The page's notes, changed by the charge routes and read by every render.
    let notes: Guarded<PageNotes>

    init(token: SessionToken, source: Source<Banking>) {
        self.token = token
        self.source = source
        self.notes = Guarded(PageNotes())
    }
}
