import Verity

/// `UITableView`'s batch updates as an ordered API (Hall, *Model-Defined Interfaces*, E6,
/// which states the rule in prose only; the model is ours): `insertRows` and `deleteRows`
/// crash unless `beginUpdates()` came first, and the changes show at `endUpdates()`. Here
/// the idle table offers only `beginUpdates`, the updating one only the changes and
/// `endUpdates`, so the calls cannot come out of order.
enum TableUpdates: Sendable, Equatable {
    case idle(Idle)
    case updating(Updating)

    struct Idle: Sendable, Equatable {
        /// The rows shown.
        var rows: [String]
        /// The rows the last `endUpdates` inserted and deleted, for the view to animate.
        var lastAnimations: RowChanges
        let beginUpdates: Action<Void>
    }

    struct Updating: Sendable, Equatable {
        /// The rows shown while the batch is open: unchanged until `endUpdates`.
        var rows: [String]
        var pending: RowChanges
        /// Inserts a new row at each index (indexes into the rows after the batch).
        let insertRows: Action<[Int]>
        /// Deletes the row at each index (indexes into the rows before the batch).
        let deleteRows: Action<[Int]>
        let endUpdates: Action<Void>
    }

    var idle: Idle? {
        if case .idle(let state) = self { state } else { nil }
    }

    var updating: Updating? {
        if case .updating(let state) = self { state } else { nil }
    }
}

/// The row indexes one batch inserted and deleted.
struct RowChanges: Sendable, Equatable {
    var inserted: [Int] = []
    var deleted: [Int] = []
}

extension TableUpdates {
    /// A table showing `rows`; `newRow` names a row inserted at an index.
    static func source(rows: [String], newRow: @escaping @Sendable (Int) -> String) -> Source<TableUpdates> {
        Source(named: "TableUpdates") { state, actions in
            idle(rows, RowChanges(), state, newRow, actions)
        }
    }

    private static func idle(
        _ rows: [String], _ animations: RowChanges, _ state: SourceSetter<TableUpdates>,
        _ newRow: @escaping @Sendable (Int) -> String, _ actions: ActionFactory
    ) -> TableUpdates {
        .idle(
            Idle(
                rows: rows, lastAnimations: animations,
                beginUpdates: actions.action("beginUpdates") {
                    state.set { updating(rows, RowChanges(), state, newRow, $0) }
                }
            ))
    }

    private static func updating(
        _ rows: [String], _ pending: RowChanges, _ state: SourceSetter<TableUpdates>,
        _ newRow: @escaping @Sendable (Int) -> String, _ actions: ActionFactory
    ) -> TableUpdates {
        .updating(
            Updating(
                rows: rows, pending: pending,
                insertRows: actions.action("insertRows") { indexes in
                    var next = pending
                    next.inserted += indexes
                    state.set { updating(rows, next, state, newRow, $0) }
                },
                deleteRows: actions.action("deleteRows") { indexes in
                    var next = pending
                    next.deleted += indexes
                    state.set { updating(rows, next, state, newRow, $0) }
                },
                endUpdates: actions.action("endUpdates") {
                    // As UIKit applies a batch: deletions by old index, then insertions by new.
                    var result = rows.enumerated().filter { !pending.deleted.contains($0.offset) }.map(\.element)
                    for index in pending.inserted.sorted() where index <= result.count {
                        result.insert(newRow(index), at: index)
                    }
                    state.set { idle(result, pending, state, newRow, $0) }
                }
            ))
    }
}
