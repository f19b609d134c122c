#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import CucumberMessages

/// Replaces `<name>` placeholders with the values of an examples row, exactly as the reference
/// implementations do: one search-and-replace pass per header column.
///
/// Built once per examples table (the patterns come from its header row). The compiler puts
/// most texts together in one pass with ``PlaceholderTemplate`` and comes here only for the
/// texts and rows where one pass could differ.
struct Interpolation {
    private let patterns: [[UInt8]]

    /// An interpolation for the placeholders named in `header`.
    init(header: [TableCell]) {
        patterns = header.map { cell in
            var pattern: [UInt8] = [UInt8(ascii: "<")]
            pattern.append(contentsOf: cell.value.utf8)
            pattern.append(UInt8(ascii: ">"))
            return pattern
        }
    }

    /// `text` with every `<header>` replaced by the value in the same column, one header after
    /// another (so a value that itself contains a later `<header>` is replaced again, as in the
    /// reference implementations). Values are inserted literally: `$` and `\` are not special.
    func apply(_ text: String, values: [TableCell]) -> String {
        guard !patterns.isEmpty else { return text }
        var text = text
        return text.withUTF8 { apply(to: $0, values) } ?? text
    }

    /// Whether ``PlaceholderTemplate`` may put this row's texts together in one pass: every
    /// header column has a value, and no value holds `<` or `>`.
    func allowsOnePass(_ values: [TableCell]) -> Bool {
        guard values.count >= patterns.count else { return false }
        for cell in values where Self.containsAngleBracket(cell.value) { return false }
        return true
    }

    /// Whether `text` holds a `<` (and so may hold a placeholder).
    static func containsOpening(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { firstOpening(in: $0, from: 0) != nil }
    }

    /// Whether `text` holds a `<` or a `>`.
    private static func containsAngleBracket(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        }
    }

    /// Whether the header names any placeholder at all.
    var hasPlaceholders: Bool { !patterns.isEmpty }

    /// The first column whose placeholder is exactly `pair` (`<name>`), or `nil`.
    func column(ofPattern pair: UnsafeBufferPointer<UInt8>) -> Int? {
        patterns.firstIndex { $0.elementsEqual(pair) }
    }

    /// The replaced text, or `nil` when nothing was replaced.
    private func apply(to base: UnsafeBufferPointer<UInt8>, _ values: [TableCell]) -> String? {
        guard Self.firstOpening(in: base, from: 0) != nil else { return nil }
        // The passes alternate between two buffers.
        var current: [UInt8] = []
        var next: [UInt8] = []
        var replaced = false
        var index = 0
        let count = min(patterns.count, values.count)
        while index < count {
            let value = values[index].value
            next.removeAll(keepingCapacity: true)
            let found = replaced
                ? current.withUnsafeBufferPointer { Self.replace(patterns[index], with: value, in: $0, into: &next) }
                : Self.replace(patterns[index], with: value, in: base, into: &next)
            if found {
                swap(&current, &next)
                replaced = true
            }
            index += 1
        }
        return replaced ? String(decoding: current, as: UTF8.self) : nil
    }

    /// Appends `text` with every occurrence of `pattern` replaced to `output`; returns `false`
    /// (with `output` unspecified) when there is none.
    private static func replace(
        _ pattern: [UInt8], with replacement: String, in text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
    ) -> Bool {
        let count = pattern.count
        guard count > 0, count <= text.count else { return false }
        var copied = 0
        var index = 0
        let last = text.count - count
        var value = replacement
        // NB: every pattern starts with `<`, so the scan jumps from one `<` to the next
        // (memchr) instead of testing every byte, once per header.
        while index <= last, let found = firstOpening(in: text, from: index) {
            index = found
            guard index <= last else { break }
            if matches(pattern, in: text, at: index) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<index]))
                value.withUTF8 { output.append(contentsOf: $0) }
                index += count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied != 0 else { return false }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<text.count]))
        return true
    }

    /// The offset of the first `<` at or after `start`, or `nil`.
    @inline(__always)
    private static func firstOpening(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < text.count, let base = text.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "<")), text.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    @inline(__always)
    private static func matches(_ pattern: [UInt8], in text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var offset = 1
        while offset < pattern.count {
            if text[index + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
