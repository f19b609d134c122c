import CucumberMessages

/// A text of a scenario outline (its name, a step text, a doc string, a table cell) split once
/// per examples table at the `<placeholders>` the table's header names, so that each row's
/// text is put together in one pass.
///
/// NB: `Interpolation` follows the reference algorithm: one search-and-replace pass per header
/// column, so a value holding `<other>` is replaced again, and angle brackets in values can
/// form placeholders the text did not have. One pass gives the same text whenever that cannot
/// happen: when no `<` of the text is followed by another `<` before a `>` (`isPlain`) and no
/// value of the row holds `<` or `>` (``Interpolation/allowsOnePass(_:)``). A pattern `<name>`
/// can then only occur as one whole `<…>` pair of the text; replacing a pair with a
/// bracket-free value neither changes the other pairs nor puts a `<` before a `>` that had
/// none (a `>` without a `<` and a last `<` without a `>` stay inert), and the first column
/// with that name is the one whose pass replaces the pair. Every other text and row goes
/// through `Interpolation`.
struct PlaceholderTemplate {
    /// One placeholder: the text before it (from the end of the previous one) and the column
    /// whose value replaces it.
    private struct Piece {
        let literal: Range<Int>
        let column: Int
    }

    /// The text as written in the outline.
    let source: String
    /// The placeholders of the header, in text order; empty when there is none.
    private let pieces: [Piece]
    /// Where the text after the last placeholder starts.
    private let tail: Int
    /// Whether no `<` of the text is followed by another before a `>` (see above).
    private let isPlain: Bool

    /// Whether every row gives back `source` unchanged.
    var isVerbatim: Bool { isPlain && pieces.isEmpty }

    /// Splits `text` at the placeholders of `interpolation`'s header.
    init(_ text: String, _ interpolation: Interpolation) {
        source = text
        // NB: without a `<` no pass of the reference algorithm finds anything to replace.
        guard interpolation.hasPlaceholders, Interpolation.containsOpening(text) else {
            (pieces, tail, isPlain) = ([], 0, true)
            return
        }
        var utf8 = text
        (pieces, tail, isPlain) = utf8.withUTF8 { Self.split($0, interpolation) }
    }

    /// The text for one examples row.
    ///
    /// - Parameter onePass: ``Interpolation/allowsOnePass(_:)`` for `values`.
    func render(_ values: [TableCell], onePass: Bool, _ interpolation: Interpolation) -> String {
        if isVerbatim { return source }
        guard isPlain, onePass else { return interpolation.apply(source, values: values) }
        var source = source
        var length = source.utf8.count - tail
        for piece in pieces { length += piece.literal.count + values[piece.column].value.utf8.count }
        // NB: the result is written straight into the new string's storage; every copy below
        // stays within `length`, which counts exactly the bytes copied.
        return source.withUTF8 { text in
            String(unsafeUninitializedCapacity: length) { output in
                var written = 0
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                    guard let from = bytes.baseAddress, let to = output.baseAddress,
                        written + bytes.count <= output.count
                    else { return }
                    (to + written).initialize(from: from, count: bytes.count)
                    written += bytes.count
                }
                for piece in pieces {
                    copy(UnsafeBufferPointer(rebasing: text[piece.literal]))
                    var value = values[piece.column].value
                    value.withUTF8 { copy($0) }
                }
                copy(UnsafeBufferPointer(rebasing: text[tail...]))
                return written
            }
        }
    }

    private static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ interpolation: Interpolation
    ) -> (pieces: [Piece], tail: Int, isPlain: Bool) {
        var pieces: [Piece] = []
        var copied = 0
        var open: Int?
        for index in 0..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if open != nil { return ([], 0, false) }
                open = index
            case UInt8(ascii: ">"):
                guard let start = open else { continue }
                open = nil
                guard let column = interpolation.column(ofPattern: UnsafeBufferPointer(rebasing: bytes[start...index]))
                else { continue }
                pieces.append(Piece(literal: copied..<start, column: column))
                copied = index + 1
            default:
                continue
            }
        }
        return (pieces, copied, true)
    }
}
