/// The text of one document while it is parsed: the source, the bytes the matchers rewrote,
/// and every tag and table cell found, shared by the token matcher that fills it and the
/// syntax builder that reads it.
///
/// NB: a class, so that the matcher and the builder (generic parameters of the parser) see
/// one buffer without handing it back and forth per token. Only the parse that created it
/// touches it, one access at a time, so run-time exclusivity checks are switched off.
final class DocumentText {
    /// The largest source a document may have: text positions are 32-bit offsets, and the
    /// rewritten text is addressed after the source.
    static let maximumSourceSize = Int(UInt32.max / 2)

    let source: ByteView
    /// Bytes that are not a range of the source, addressed from `source.count` on.
    @exclusivity(unchecked) var derived: [UInt8] = []
    /// The tags and cells of matched tag lines and table rows, in the order they were matched.
    @exclusivity(unchecked) var items: RecordBuffer<TokenItem>
    /// The dialect in force when the feature line was matched: the document's language.
    @exclusivity(unchecked) var language = ""

    init(source: ByteView) {
        self.source = source
        // NB: a generous guess from the source size, so that the list is one allocation.
        items = RecordBuffer(capacity: source.count / 8)
    }

    /// Appends `bytes` to the rewritten text and returns where they are.
    @inline(__always)
    func append(_ bytes: ByteView) -> TextRef {
        // NB: most documents rewrite nothing; those that do (escaped table cells, mostly) get
        // room for all of it at once rather than growing from a few bytes.
        if derived.capacity == 0 { derived.reserveCapacity(max(256, source.count / 16)) }
        let start = source.count + derived.count
        derived.append(contentsOf: bytes)
        return TextRef(start, start + bytes.count)
    }

    /// Appends `bytes` to the rewritten text and returns where they are.
    @inline(__always)
    func append(_ bytes: [UInt8]) -> TextRef {
        ByteView.withView(of: bytes) { append($0) }
    }

    /// The text of `ref`.
    func string(_ ref: TextRef) -> String {
        TextStorage.string(ref, source: source, derived: derived)
    }
}

/// Reading text references against a source and its rewritten text.
enum TextStorage {
    /// The text `ref` points at.
    @inline(__always)
    static func string(_ ref: TextRef, source: ByteView, derived: [UInt8]) -> String {
        guard !ref.isEmpty else { return "" }
        let start = Int(ref.start)
        let end = Int(ref.end)
        if start >= source.count {
            return ByteView.withView(of: derived) {
                $0.rebased(from: start - source.count, to: end - source.count).string
            }
        }
        return source.rebased(from: start, to: end).string
    }

    /// Calls `body` with the bytes `ref` points at.
    @inline(__always)
    static func withBytes<Result>(
        _ ref: TextRef, source: ByteView, derived: ByteView, _ body: (ByteView) -> Result
    ) -> Result {
        let start = Int(ref.start)
        let end = Int(ref.end)
        if start >= source.count {
            return body(derived.rebased(from: start - source.count, to: end - source.count))
        }
        return body(source.rebased(from: start, to: end))
    }
}
