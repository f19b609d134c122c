import Verity

/// Hall's refactor of `UIViewAnimating` (*Model-Defined Interfaces*, E5), named as he named it:
/// the animator's three states, each with only the members that work in it.
///
/// | member             | `.inactive` | `.active`                  | `.stopped`        |
/// |--------------------|-------------|----------------------------|-------------------|
/// | `startAnimation`   | starts      | no-op while running        | absent            |
/// | `stopAnimation`    | absent      | stops                      | absent            |
/// | set interruptible  | works       | absent (read-only)         | absent (read-only)|
///
/// The article writes `var isInterruptible` in `Inactive`. A model value is a snapshot, so
/// assigning to a copy would change nothing in the source; setting it is the action
/// `setInterruptible`, offered in `Inactive` only, and the property is read-only everywhere.
/// His table says `startAnimation()` is a no-op when stopped and his prose says it crashes:
/// here it does not exist when stopped, which rules out both.
enum UIViewPropertyAnimator: Sendable, Equatable {
    case inactive(Inactive)
    case active(Active)
    case stopped(Stopped)

    struct Inactive: Sendable, Equatable {
        let isInterruptible: Bool
        /// The one place `isInterruptible` can change.
        let setInterruptible: Action<Bool>
        let startAnimation: Action<Void>
    }

    struct Active: Sendable, Equatable {
        let isInterruptible: Bool
        /// Offered because the protocol offers it; the animation is already running, so it
        /// changes nothing (the table's "no-op while running").
        let startAnimation: Action<Void>
        let stopAnimation: Action<Void>
    }

    struct Stopped: Sendable, Equatable {
        let isInterruptible: Bool
    }

    var inactive: Inactive? {
        if case .inactive(let state) = self { state } else { nil }
    }

    var active: Active? {
        if case .active(let state) = self { state } else { nil }
    }

    var stopped: Stopped? {
        if case .stopped(let state) = self { state } else { nil }
    }

    /// Readable in every state, as the protocol's getter is.
    var isInterruptible: Bool {
        switch self {
        case .inactive(let state): state.isInterruptible
        case .active(let state): state.isInterruptible
        case .stopped(let state): state.isInterruptible
        }
    }
}

extension UIViewPropertyAnimator {
    /// A new animator, inactive and interruptible as UIKit's default is.
    static func source() -> Source<UIViewPropertyAnimator> {
        Source(named: "UIViewPropertyAnimator") { state, actions in
            inactive(isInterruptible: true, state, actions)
        }
    }

    private static func inactive(
        isInterruptible: Bool, _ state: SourceSetter<UIViewPropertyAnimator>, _ actions: ActionFactory
    ) -> UIViewPropertyAnimator {
        .inactive(
            Inactive(
                isInterruptible: isInterruptible,
                setInterruptible: actions.action("setInterruptible") { value in
                    state.set { inactive(isInterruptible: value, state, $0) }
                },
                startAnimation: actions.action("startAnimation") {
                    state.set { active(isInterruptible: isInterruptible, state, $0) }
                }
            ))
    }

    private static func active(
        isInterruptible: Bool, _ state: SourceSetter<UIViewPropertyAnimator>, _ actions: ActionFactory
    ) -> UIViewPropertyAnimator {
        .active(
            Active(
                isInterruptible: isInterruptible,
                startAnimation: actions.action("startAnimation") {},
                stopAnimation: actions.action("stopAnimation") {
                    state.set(.stopped(Stopped(isInterruptible: isInterruptible)))
                }
            ))
    }
}
