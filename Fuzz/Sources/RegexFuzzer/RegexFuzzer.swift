import Foundation
import FuzzSupport

// NB: testable, to ask whether a pattern runs on the built-in matcher (`run.sh` builds with
// `-enable-testing`): what runs on Foundation is compared as Foundation reads it.
@testable import CucumberExpressions

/// libFuzzer's entry point: one pattern and one text per input, compared with Foundation.
///
/// The input's first byte is the pattern's length; the pattern and then the text follow, both
/// folded to ASCII, where JavaScript's `\d`, `\w` and `\b` (the syntax step patterns use) and
/// ICU's agree. For every pattern:
/// - compiling never crashes, and a pattern Verity refuses is one Foundation refuses too (Verity
///   falls back to Foundation for what its own engine does not read);
/// - when both compile it, whether the text matches, and every capture group's text and start,
///   equal those of `NSRegularExpression` given the pattern rewritten to JavaScript's meaning
///   (``JavaScriptSemantics``); a pattern Verity runs on Foundation (look-around,
///   back-references, what passes the built-in matcher's limits) is compared with Foundation as
///   written, on whether it matches; so is a pattern with a quantified group
///   (``JavaScriptSemantics/hasQuantifiedGroup(_:)``). What JavaScript refuses and ICU reads
///   runs on Foundation in both, and is checked for compiling only (``javaScriptRefuses(_:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size).map { $0 & 0x7F }
    let patternLength = min(Int(bytes[0]), size - 1)
    let pattern = String(decoding: bytes[1..<(1 + patternLength)], as: UTF8.self)
    // NB: at most 16 characters: both engines backtrack, so a pattern such as `(a*)*b` takes
    // time exponential in the text's length in either, which is no finding.
    let text = String(decoding: bytes[(1 + patternLength)...].prefix(16), as: UTF8.self)
    compare(pattern: pattern, text: text)
    return 0
}

/// Checks one pattern on one text; see ``fuzzRegex(_:_:)``.
///
/// Both engines match the pattern inside one more group, whose capture is the whole match,
/// which `RegularExpression` does not return otherwise.
func compare(pattern: String, text: String) {
    let raw: RegularExpression
    do {
        raw = try RegularExpression(pattern)
    } catch {
        check(
            (try? NSRegularExpression(pattern: pattern)) == nil,
            "Verity refused /\(pattern)/, which Foundation compiles: \(error)")
        return
    }
    guard !JavaScriptSemantics.hasLargeRepetitions(pattern), !JavaScriptSemantics.hasNestedQuantifiers(pattern),
        !JavaScriptSemantics.repeatsAlternativesPastICUsLimit(pattern)
    else {
        return
    }
    let wrapped = "(" + pattern + ")"
    // NB: wrapping can balance the parentheses of a pattern that JavaScript refuses (`a)|(b`),
    // so the engine is the raw pattern's, and one that wrapping moves to the other engine is
    // not compared.
    guard let ours = try? RegularExpression(wrapped),
        ours.pattern.usesBuiltInEngine == raw.pattern.usesBuiltInEngine
    else { return }
    let foundationOnly = !ours.pattern.usesBuiltInEngine
    // NB: what JavaScript refuses and ICU reads (`^*?`, `a?+`) runs on Foundation in Verity and
    // in the reference alike, the same engine, whose backtracking on some of them (`^*?` before
    // `.*{1,3}`) outlasts the fuzzer's time limit on a 16-character text; such a pattern is
    // checked for compiling only.
    guard !(foundationOnly && javaScriptRefuses(pattern)) else { return }
    let lazyGroups = !foundationOnly && JavaScriptSemantics.hasLazyGroupQuantifier(pattern)
    let rewritten =
        foundationOnly
        ? wrapped : JavaScriptSemantics.icuPattern(lazyGroups ? JavaScriptSemantics.greedy(wrapped) : wrapped)
    // NB: a pattern JavaScript reads and ICU does not (`a{`, `[]`) cannot be compared.
    guard let reference = try? NSRegularExpression(pattern: rewritten) else { return }
    let arguments: [Argument]?
    do {
        arguments = try ours.match(text)
    } catch {
        // NB: an ambiguous parameter type is a registry matter, not the engine's.
        return
    }
    let expected = reference.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count))
    let describe = "/\(pattern)/ (as /\(rewritten)/ in Foundation) on \(text.debugDescription)"
    guard let arguments, let expected else {
        check(
            arguments == nil && expected == nil,
            "\(describe): Verity \(arguments == nil ? "does not match" : "matches"), Foundation "
                + (expected == nil ? "does not" : "does"))
        return
    }
    // NB: Verity reads a pattern's groups from its source as Cucumber's reference implementations
    // do, with JavaScript's syntax; a pattern that runs on Foundation can read otherwise there
    // (ICU's `\c[` is one character, JavaScript's `[` opens a class), so only whether it
    // matches is compared; so too for a lazy quantifier over a group, which ICU was asked about
    // made greedy (see `JavaScriptSemantics.greedy`).
    guard !foundationOnly, !lazyGroups, !JavaScriptSemantics.hasQuantifiedGroup(pattern) else { return }
    let groups = arguments.flatMap { flatten($0.group) }
    let utf16 = Array(text.utf16)
    let referenceGroups = (1..<(expected.numberOfRanges)).map { index -> (String?, Int?) in
        let range = expected.range(at: index)
        guard range.location != NSNotFound else { return (nil, nil) }
        return (
            String(decoding: utf16[range.location..<(range.location + range.length)], as: UTF16.self), range.location
        )
    }
    check(
        groups.count == referenceGroups.count,
        "\(describe): Verity has \(groups.count) groups, Foundation \(referenceGroups.count)")
    for (index, (group, other)) in zip(groups, referenceGroups).enumerated() {
        check(
            group.value == other.0 && group.start == other.1,
            "\(describe): group \(index + 1) is \(String(describing: group.value)) at \(String(describing: group.start)) "
                + "in Verity, \(String(describing: other.0)) at \(String(describing: other.1)) in Foundation")
    }
}

/// Whether Verity's parser of JavaScript's syntax refuses `pattern` as invalid, rather than as
/// using a feature it leaves to Foundation (look-around, back-references, `\p`).
func javaScriptRefuses(_ pattern: String) -> Bool {
    do {
        _ = try RegexSyntax.parse(pattern)
        return false
    } catch {
        return error == .invalid
    }
}

/// A group and its descendants, in the order of their opening parentheses.
func flatten(_ group: Group) -> [Group] {
    [group] + group.children.flatMap(flatten)
}
