import CucumberMessages

/// Hands out the ids of AST nodes and pickles.
///
/// One generator is shared by the AST builder and the pickle compiler of a document, so pickle
/// ids continue where the AST's stop. ``predictable()`` counts `"0"`, `"1"`, `"2"`, … as the
/// reference implementations do with `--predictable-ids` (and as the conformance data expects);
/// ``uuid()`` gives random UUIDs for ids that stay unique across runs.
///
/// ```swift
/// var ids = IdGenerator.predictable()
/// ids.next() // "0"
/// ids.next() // "1"
/// ```
public struct IdGenerator: Sendable {
    private enum Style: Sendable { case counter, uuid }
    private let style: Style
    private var counter = 0
    private var uuids: RandomUUIDs?

    private init(style: Style) {
        self.style = style
        uuids = style == .uuid ? RandomUUIDs() : nil
    }

    /// A generator counting from `"0"`.
    public static func predictable() -> IdGenerator { IdGenerator(style: .counter) }

    /// A generator counting from `first`: the ids a document gets when `first` ids were
    /// taken before it.
    package static func predictable(from first: Int) -> IdGenerator {
        var generator = IdGenerator(style: .counter)
        generator.counter = first
        return generator
    }

    /// A generator of random, lower-case UUIDs.
    public static func uuid() -> IdGenerator { IdGenerator(style: .uuid) }

    /// The next id.
    public mutating func next() -> String {
        switch style {
        case .counter:
            defer { counter += 1 }
            // NB: formatting an Int through `String(_:)` is costly next to a lookup; the
            // first ids of every document are the same few thousand strings, and small
            // strings are stored inline, so a table lookup makes an id nearly free.
            let cache = DecimalCache.strings
            return counter < cache.count ? cache[counter] : String(counter)
        case .uuid:
            var generator = uuids ?? RandomUUIDs()
            defer { uuids = generator }
            return generator.next()
        }
    }
}

extension IdGenerator {
    /// The id `offset` places after the next one, without taking it: what `next()` would
    /// return after `offset` other calls.
    func peek(_ offset: Int) -> String {
        switch style {
        case .counter:
            let value = counter + offset
            let cache = DecimalCache.strings
            return value < cache.count ? cache[value] : String(value)
        case .uuid:
            var generator = uuids ?? RandomUUIDs()
            generator.skip(offset)
            return generator.next()
        }
    }

    /// Writes the characters of ``peek(_:)``'s id to `out`, counted ids as digits,
    /// UUIDs as their hexadecimal digits and dashes, without making a string.
    func writeID(_ offset: Int, to out: inout JSONOutput) {
        switch style {
        case .counter:
            out.decimal(counter + offset)
        case .uuid:
            var generator = uuids ?? RandomUUIDs()
            generator.skip(offset)
            generator.append(to: &out.bytes)
        }
    }

    /// Takes `count` ids at once, without making them.
    mutating func skip(_ count: Int) {
        switch style {
        case .counter: counter += count
        case .uuid:
            var generator = uuids ?? RandomUUIDs()
            generator.skip(count)
            uuids = generator
        }
    }
}

/// The decimal strings of the first ids, made once.
private enum DecimalCache {
    static let strings: [String] = {
        // NB: a loop rather than `(0..<16_384).map { String($0) }`: without the optimiser (a
        // debug build) the generic `map` and its closure make the first message of a process
        // wait far longer.
        var strings: [String] = []
        strings.reserveCapacity(16_384)
        var value = 0
        while value < 16_384 {
            strings.append(String(value))
            value += 1
        }
        return strings
    }()
}
