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
    /// The secret every form of this session's pages carries (`form-token`); a post without
    /// it is refused, so a page elsewhere that cannot read the bank's pages cannot post.
    let formToken: String
    /// The session's content, rendered once per change for its page and all its streams.
    let rendered: SharedRender

    init(token: SessionToken, source: Source<Banking>) {
        self.token = token
        self.source = source
        self.notes = Guarded(PageNotes())
        let formToken = SessionToken.random().value
        self.formToken = formToken
        self.rendered = SharedRender(formToken: formToken)
    }

    /// The session's `#content` for `model` as it stands with the page's notes now.
    func content(for model: Banking) -> ContentFragment {
        rendered.fragment(model: model, notes: notes.withLock { $0 })
    }

    /// Whether `presented` is this session's form token, compared in constant time so that
    /// the answer's timing says nothing about how much of a guess was right.
    func isFormToken(_ presented: String?) -> Bool {
        guard let presented else { return false }
        let expected = Array(formToken.utf8)
        let given = Array(presented.utf8)
        guard expected.count == given.count else { return false }
        return zip(expected, given).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
