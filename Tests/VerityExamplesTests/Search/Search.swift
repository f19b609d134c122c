import Verity

// MARK: - Model

/// A search field with results. It has one state, and `type` is its only action, so every
/// keystroke is kept, even one taken from a model the view drew before the last emission.
struct Search: Sendable, Equatable {
    var query: String
    var results: Results
    let type: Action<String>

    enum Results: Sendable, Equatable {
        /// Nothing typed.
        case none
        /// Waiting for the typing to pause, or for the answer.
        case waiting
        case found([String])
    }
}

// MARK: - Source

extension Search {
    /// Searches `pause` after the last keystroke, on `clock`; answers for a query that is no
    /// longer the one in the field are dropped, so the latest query wins.
    static func source(
        clock: any Clock<Duration>,
        pause: Duration = .milliseconds(300),
        search: @escaping @Sendable (String) async -> [String]
    ) -> Source<Search> {
        Source(named: "Search") { state, actions in
            SearchField(state: state, clock: clock, pause: pause, search: search).showing("", .none, actions)
        }
    }
}

/// The rules of the field: what each keystroke shows, and when the search runs.
private struct SearchField: Sendable {
    let state: SourceSetter<Search>
    let clock: any Clock<Duration>
    let pause: Duration
    let search: @Sendable (String) async -> [String]
    let debounce = Debounce()

    func showing(_ query: String, _ results: Search.Results, _ actions: ActionFactory) -> Search {
        Search(
            query: query, results: results,
            type: actions.action("type") { text in
                state.set { showing(text, text.isEmpty ? .none : .waiting, $0) }
                if !text.isEmpty { searchAfterPause(for: text) }
            })
    }

    /// Each keystroke restarts the wait; the search runs once the typing pauses.
    private func searchAfterPause(for text: String) {
        debounce.replace(
            with: state.run("search for \"\(text)\"") {
                try? await clock.sleep(for: pause)
                guard !Task.isCancelled else { return }
                let found = await search(text)
                state.updateIfChanged { model, actions in
                    guard model.query == text else { return nil }  // a newer query is in the field
                    return showing(text, .found(found), actions)
                }
            })
    }
}

/// The one pending search: starting another cancels it.
private final class Debounce: Sendable {
    private let pending = Locked<Task<Void, Never>?>(nil)

    func replace(with task: Task<Void, Never>) {
        let previous = pending.withLock { pending in
            defer { pending = task }
            return pending
        }
        previous?.cancel()
    }
}
