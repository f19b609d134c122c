/// Holds what each test case attempt writes until every test case before it has been
/// written, so that a console report reads the same however a parallel run interleaved its
/// test cases: test cases in the order the run declared them (its `testCase` messages), a
/// retried one's attempts together in attempt order.
///
/// The test case at the head writes as it goes, so a run that executes one test case at a time
/// shows each line as soon as it happens; the others wait for their turn. A test case declared
/// but never started (a test filter, a run cut short) holds the ones after it until
/// ``drainAll()``.
struct CanonicalOrder<Item> {
    private struct Attempt {
        var items: [Item] = []
        var finished = false
        var willBeRetried = false
    }

    private var order: [String] = []
    private var declared: Set<String> = []
    /// The position in ``order`` of the test case being written, and its next attempt.
    private var cursor = 0
    private var nextAttempt = 0
    /// Each test case's attempts: attempt number to `testCaseStarted` id.
    private var attemptIds: [String: [Int: String]] = [:]
    private var attempts: [String: Attempt] = [:]
    /// The attempts written whole, to which nothing can be added in its place any more.
    private var written: Set<String> = []

    /// Declares the test case `id`, the next in the run's order.
    mutating func declare(_ id: String) {
        guard declared.insert(id).inserted else { return }
        order.append(id)
    }

    /// Starts the attempt `startedId`, number `attempt` of test case `testCaseId`.
    mutating func start(_ startedId: String, testCase testCaseId: String, attempt: Int) {
        declare(testCaseId)
        attemptIds[testCaseId, default: [:]][attempt] = startedId
        attempts[startedId] = Attempt()
    }

    /// Adds `item` to what the attempt `startedId` writes; `false` when there is no such attempt
    /// or it was already written whole, for the caller to write the item at once.
    @discardableResult
    mutating func append(_ item: Item, to startedId: String) -> Bool {
        guard attempts[startedId] != nil, !written.contains(startedId) else { return false }
        attempts[startedId]?.items.append(item)
        return true
    }

    /// Marks the attempt `startedId` finished, the last of its test case unless `willBeRetried`.
    mutating func finish(_ startedId: String, willBeRetried: Bool) {
        attempts[startedId]?.finished = true
        attempts[startedId]?.willBeRetried = willBeRetried
    }

    /// The items whose turn has come, in order; they are not handed out again.
    mutating func drain() -> [Item] {
        var items: [Item] = []
        while cursor < order.count {
            guard let startedId = attemptIds[order[cursor]]?[nextAttempt], var attempt = attempts[startedId] else {
                break
            }
            items += attempt.items
            attempt.items.removeAll()
            attempts[startedId] = attempt
            guard attempt.finished else { break }
            written.insert(startedId)
            if attempt.willBeRetried {
                nextAttempt += 1
            } else {
                cursor += 1
                nextAttempt = 0
            }
        }
        return items
    }

    /// Every item not handed out yet, in order, whether its test case finished or not.
    mutating func drainAll() -> [Item] {
        var items = drain()
        while cursor < order.count {
            let ids = attemptIds[order[cursor]] ?? [:]
            for number in ids.keys.sorted() where number >= nextAttempt {
                if let startedId = ids[number] {
                    items += attempts[startedId]?.items ?? []
                    attempts[startedId]?.items.removeAll()
                    written.insert(startedId)
                }
            }
            cursor += 1
            nextAttempt = 0
        }
        return items
    }
}
