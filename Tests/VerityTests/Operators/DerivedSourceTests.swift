import Foundation
import Testing
import Verity

/// Requirement (issue 49): a derived source's `next` receives every upstream model after the
/// one its `initial` used, in order and once each, including those upstream emits while the
/// derived source is being made.
@Suite("Source.derived loses no upstream model")
struct DerivedSourceTests {
    /// An upstream source and its setter, kept from its initializer.
    private static func upstream(startingAt first: Int) throws -> (Source<Int>, SourceSetter<Int>) {
        let kept = Recorder<SourceSetter<Int>>()
        let source = Source<Int>(named: "Up") { setter, _ in
            kept.append(setter)
            return first
        }
        return (source, try #require(kept.values.first))
    }

    @Test("models upstream emits while initial runs reach next, in order")
    func modelsEmittedWhileTheSourceIsMadeReachNext() throws {
        let (up, upSetter) = try Self.upstream(startingAt: 0)
        let received = Recorder<Int>()
        let derived = Source<Int>.derived(from: up) { first, _, _ in
            upSetter.set(1)
            upSetter.set(2)
            return first
        } next: { value, setter in
            received.append(value)
            setter.set(value)
        }
        #expect(received.values == [1, 2])
        #expect(derived.model == 2)
        upSetter.set(3)
        #expect(received.values == [1, 2, 3])
    }

    @Test("derived sources made while another thread sets upstream each see every later model once")
    func derivedSourcesMadeUnderConcurrentSetsSeeNoGap() throws {
        let (up, upSetter) = try Self.upstream(startingAt: 0)
        let made = Recorder<Bool>()
        let lastSet = Recorder<Int>()
        let followers = Recorder<(first: Recorder<Int>, next: Recorder<Int>, source: Source<Int>)>()
        let finished = runConcurrently(2) { index in
            if index == 0 {
                // NB: upstream changes for as long as derived sources are being made.
                var value = 0
                while made.values.isEmpty {
                    value += 1
                    upSetter.set(value)
                }
                lastSet.append(value)
                return
            }
            for _ in 0..<200 {
                let first = Recorder<Int>()
                let next = Recorder<Int>()
                let source = Source<Int>.derived(from: up) { value, _, _ in
                    first.append(value)
                    return value
                } next: { value, setter in
                    next.append(value)
                    setter.set(value)
                }
                followers.append((first, next, source))
            }
            made.append(true)
        }
        try #require(finished)
        let last = try #require(lastSet.values.first)
        for (number, follower) in followers.values.enumerated() {
            let start = try #require(follower.first.values.first)
            let expected = start < last ? Array(start + 1...last) : []
            #expect(follower.next.values == expected, "derived source #\(number) started at \(start)")
            #expect(follower.source.model == last)
        }
    }
}
