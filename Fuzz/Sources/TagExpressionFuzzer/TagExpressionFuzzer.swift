import Foundation
import FuzzSupport
import TagExpressions

/// libFuzzer's entry point: one expression per input, parsed by Verity and by an independent
/// reference parser written here from Cucumber's grammar (``ReferenceTagParser``).
///
/// Each byte picks a token (a tag, an operator, a bracket, an escape, whitespace), so most
/// inputs are expressions or near-misses; the raw bytes are also parsed as text, which must
/// never crash. For every expression:
/// - Verity accepts it exactly when the reference does;
/// - both read the same tree;
/// - it evaluates the same as the reference tree on every set of the tags it names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTagExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    _ = try? TagExpression.parse(String(decoding: bytes, as: UTF8.self))

    let tokens = [
        "@a", "@b", "c", "and", "or", "not", "(", ")", " ", " ", "\t", "\\(", "\\)", "\\\\", "\\ ", "\\", "\\x",
        "@a\\(",
        "andor", "(@b", "@a)", "\u{3000}", "é",
    ]
    let expression = bytes.map { tokens[Int($0) % tokens.count] }.joined()
    let expected = ReferenceTagParser.parse(expression)
    let actual = Result { () throws(TagExpressionError) in try TagExpression.parse(expression) }
    switch (actual, expected) {
    case (.success(let tree), .success(let reference)):
        check(tree == reference, "\(expression.debugDescription): Verity reads \(tree), the reference \(reference)")
        let names = Array(Set(reference.names)).sorted()
        guard names.count <= 10 else { return 0 }
        for mask in 0..<(1 << names.count) {
            let tags = names.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            check(
                tree.evaluate(tags) == ReferenceTagParser.evaluate(reference, tags),
                "\(expression.debugDescription) on \(tags): Verity and the reference disagree")
        }
    case (.failure, .failure):
        break
    case (.success(let tree), .failure(let reason)):
        check(false, "\(expression.debugDescription): Verity reads \(tree), the reference refuses it: \(reason)")
    case (.failure(let error), .success(let reference)):
        check(false, "\(expression.debugDescription): Verity refuses it (\(error)), the reference reads \(reference)")
    }
    return 0
}

extension TagExpression {
    /// Every tag the expression names, repeated as often as it appears.
    var names: [String] {
        switch self {
        case .alwaysTrue: []
        case .tag(let name): [name]
        case .not(let operand): operand.names
        case .and(let left, let right), .or(let left, let right): left.names + right.names
        }
    }
}
