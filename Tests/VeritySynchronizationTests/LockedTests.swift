import Testing
import VeritySynchronization

/// `Locked` is the one lock of the package: what it promises is that no two bodies run at once.
@Suite struct LockedTests {
    /// Tasks on every core increment a counter with a read, a yield-free pause and a write: any
    /// overlap between two bodies loses an increment.
    @Test func bodiesNeverOverlap() async {
        let tasks = 8
        let rounds = 20_000
        let counter = Locked(0)
        let inside = Locked(0)
        let overlaps = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<rounds {
                        counter.withLock { value in
                            // NB: a second lock (never held at once with another body's) counts the
                            // bodies inside `counter`'s lock; more than one is a broken exclusion.
                            if inside.withLock({
                                $0 += 1; return $0
                            }) > 1 {
                                overlaps.withLock { $0 += 1 }
                            }
                            let read = value
                            value = read &+ 1
                            inside.withLock { $0 -= 1 }
                        }
                    }
                }
            }
        }
        #expect(counter.withLock { $0 } == tasks * rounds)
        #expect(overlaps.withLock { $0 } == 0)
    }

    /// A body's result and error come out of the lock, and the lock is free again after a throw.
    @Test func returnsAndRethrows() {
        struct Refused: Error, Equatable {}
        let names = Locked<[String]>([])
        let count = names.withLock { names in
            names.append("first")
            return names.count
        }
        #expect(count == 1)
        #expect(throws: Refused.self) {
            try names.withLock { (_: inout [String]) throws(Refused) -> Void in throw Refused() }
        }
        #expect(names.withLock { $0 } == ["first"])
    }

    /// A state that is not `Sendable` moves in and out of the lock whole (`sending`).
    @Test func keepsNonSendableState() {
        final class Box { var value = 0 }
        let box = Locked(Box())
        box.withLock { $0.value = 42 }
        #expect(box.withLock { $0.value } == 42)
    }
}
