import CucumberMessages

/// The string ids of a compact tree's and its pickles' id ordinals.
///
/// A parsed document takes all its ids from a generator, in order, so ordinal `n` is the
/// generator's `n`th id after its state when the document started. A document that came as
/// messages already has its AST ids; they are listed in `existing`, and the ordinals after
/// them (its pickles') continue from the generator.
struct IdNames {
    var existing: [String] = []
    var generator: IdGenerator

    @inline(__always)
    func name(_ ordinal: Int32) -> String {
        let index = Int(ordinal)
        return index < existing.count ? existing[index] : generator.peek(index - existing.count)
    }

    /// Writes the id of `ordinal` as a JSON string element; see ``member(_:_:to:)``.
    @inline(__always)
    func element(_ ordinal: Int32, to out: inout JSONOutput) {
        let index = Int(ordinal)
        if index < existing.count {
            out.element(existing[index])
        } else {
            out.element(unescaped: { generator.appendID(index - existing.count, to: &$0) })
        }
    }

    /// Writes the id of `ordinal` as a JSON string member named `name`.
    ///
    /// NB: generated ids (digits, or a UUID's hex digits and dashes) are written without a
    /// string and without escaping; ids that came with a document are escaped like any text.
    @inline(__always)
    func member(_ name: StaticString, _ ordinal: Int32, to out: inout JSONOutput) {
        let index = Int(ordinal)
        if index < existing.count {
            out.member(name, existing[index])
        } else {
            out.member(name, unescaped: { generator.appendID(index - existing.count, to: &$0) })
        }
    }
}
