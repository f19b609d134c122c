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

    /// Writes the id of `ordinal` as a quoted JSON string, with no comma or key before it.
    ///
    /// NB: generated ids (digits, or a UUID's hex digits and dashes) go straight into the
    /// output; ids that came with a document are escaped like any text.
    @inline(__always)
    func value(_ ordinal: Int32, to out: inout JSONOutput) {
        let index = Int(ordinal)
        if index < existing.count {
            out.string(existing[index])
        } else {
            out.raw(byte: UInt8(ascii: "\""))
            generator.writeID(index - existing.count, to: &out)
            out.raw(byte: UInt8(ascii: "\""))
        }
    }
}
