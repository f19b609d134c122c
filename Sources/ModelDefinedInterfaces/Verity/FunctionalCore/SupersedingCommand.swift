/// A functional core's command that makes earlier ones with the same key obsolete, such as the
/// search for what the user has typed so far: only the latest query's results matter.
///
/// The shell (`Source(named:running:perform:model:)`) applies this policy:
/// - When the core returns a command with a key, the run of an earlier command with an equal
///   key is cancelled (`Task.isCancelled` turns true inside its `perform`). "Earlier" is the
///   order in which the core returned them, whatever order their tasks happen to start in.
/// - Whatever the superseded command returns is dropped, even if its `perform` ignores the
///   cancellation and answers anyway: the core never sees a late answer to an obsolete
///   command, so the latest query wins whatever order the answers come back in.
/// - The superseded run stops there: the commands its event returned after that one do not run.
/// - Commands without a key (`nil`) never supersede and are never superseded; they end only
///   when they return or when the source is released.
///
/// ```swift
/// enum Command: SupersedingCommand, Equatable {
///     case search(String)
///     case log(String)
///     var supersedingKey: String? {
///         if case .search = self { "search" } else { nil }
///     }
/// }
/// ```
public protocol SupersedingCommand: Sendable {
    /// What identifies commands that supersede each other.
    associatedtype SupersedingKey: Hashable & Sendable

    /// Commands with equal keys supersede each other; `nil` opts this command out.
    var supersedingKey: SupersedingKey? { get }
}

/// A command's superseding key with its type erased, so the shell can keep keys of any type.
struct CommandKey: Hashable, Sendable {
    private let base: any Hashable & Sendable

    /// The key of `command`, if its type supersedes and it has one.
    init?(of command: some Sendable) {
        guard let superseding = command as? any SupersedingCommand, let key = Self.key(of: superseding) else {
            return nil
        }
        base = key
    }

    private static func key<Command: SupersedingCommand>(of command: Command) -> (any Hashable & Sendable)? {
        command.supersedingKey
    }

    static func == (lhs: CommandKey, rhs: CommandKey) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
