import BankCore

/// One session's `#content`, rendered once for each model and page notes and shared by every
/// page and live stream that shows them.
///
/// NB: a session may hold several streams (tabs); each wakes on the same change and would
/// render the same page. The first to ask renders, under this lock, and the others wait for
/// it and take its result, so a change costs one render however many streams show it.
final class SharedRender: Sendable {
    private struct Rendered: Sendable {
        var model: Banking
        var notes: PageNotes
        var fragment: ContentFragment
    }

    private let formToken: String
    private let latest = Guarded<Rendered?>(nil)
    /// How many times this session's content has been rendered, for the tests.
    private let renders = Guarded(0)

    init(formToken: String) {
        self.formToken = formToken
    }

    /// The fragment for `model` and `notes`: the last one rendered when both are the same,
    /// otherwise a new one, kept for the next caller.
    func fragment(model: Banking, notes: PageNotes) -> ContentFragment {
        latest.withLock { latest in
            if let latest, latest.model == model, latest.notes == notes { return latest.fragment }
            let fragment = ContentFragment(model: model, notes: notes, formToken: formToken)
            renders.withLock { $0 += 1 }
            latest = Rendered(model: model, notes: notes, fragment: fragment)
            return fragment
        }
    }

    /// How many renders this session has made so far.
    var renderCount: Int {
        renders.withLock { $0 }
    }
}
