import Foundation
import Testing
import Verity

/// Requirement (issue 49): a merged source delivers every model its inputs emit once it has read
/// the first input's model, in the order each input emitted them and once each, including those
/// emitted while the merged source is being made.
@Suite("Source.merging loses no input model")
struct MergedSourceTests {
    /// A source and its setter, kept from its initializer.
    private static func input(startingAt first: Int) throws -> (Source<Int>, SourceSetter<Int>) {
        let kept = Recorder<SourceSetter<Int>>()
        let source = Source<Int>(named: "Input") { setter, _ in
            kept.append(setter)
            return first
        }
        return (source, try #require(kept.values.first))
    }

    @Test("merged sources made while another thread sets an input each show every later model once, in order")
    func mergedSourcesMadeUnderConcurrentSetsSeeNoGap() throws {
        let (changing, setter) = try Self.input(startingAt: 0)
        let (quiet, _) = try Self.input(startingAt: -1)
        let made = Recorder<Bool>()
        let lastSet = Recorder<Int>()
        let followers = Recorder<(seen: Recorder<Int>, source: Source<Int>, subscription: Subscription)>()
        let finished = runConcurrently(2) { index in
            if index == 0 {
                // NB: the input changes for as long as merged sources are being made.
                var value = 0
                while made.values.isEmpty {
                    value += 1
                    setter.set(value)
                }
                // NB: one model after every merged source exists, which each must show.
                value += 1
                setter.set(value)
                lastSet.append(value)
                return
            }
            for number in 0..<200 {
                // NB: half start from the changing input, half from the quiet one, so both the
                // first input and a later one are followed while they change.
                let merged =
                    number.isMultiple(of: 2) ? Source.merging(changing, quiet) : Source.merging(quiet, changing)
                let seen = Recorder<Int>()
                let subscription = merged.subscribe { seen.append($0) }
                followers.append((seen, merged, subscription))
            }
            made.append(true)
        }
        try #require(finished)
        let last = try #require(lastSet.values.first)
        for (number, follower) in followers.values.enumerated() {
            let values = follower.seen.values.filter { $0 >= 0 }
            let start = try #require(values.first, "merged source #\(number) never showed the changing input")
            #expect(values == Array(start...last), "merged source #\(number) started at \(start)")
            #expect(follower.source.model == last)
        }
    }
}
