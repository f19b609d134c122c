import CucumberMessages

/// Keywords of one kind, grouped by their first byte, for finding the keyword a line starts
/// with: only the keywords that begin with the line's first byte are compared.
///
/// Within a group the keywords keep the order they were given in, so the first match is the
/// one a walk over the whole list would find (a keyword with another first byte cannot match).
///
/// NB: flat arrays of plain values rather than `[ByteKeyword]`: walking a list of keywords
/// that hold a `String` and an array retained and released them, and so did reading arrays
/// held by the dialect's table, for every line. The index is never changed after it is built.
/// A class, so that handing an index to the matcher's title test is one reference, not its
/// three arrays retained and released.
final class KeywordIndex: Sendable {
    /// A keyword found at the start of a line.
    struct Match {
        /// The keyword's length in bytes (with the colon of a title keyword).
        let length: Int
        /// For a step keyword, the kind it signals.
        let type: StepKeywordType?
    }

    private struct Entry: Sendable {
        let start: Int32
        let count: Int32
        let type: StepKeywordType?
    }

    /// The keywords' bytes, one after another.
    private let pool: [UInt8]
    private let entries: [Entry]
    /// The keywords starting with byte `b` are `entries[groupStart[b]..<groupStart[b + 1]]`.
    private let groupStart: [Int32]

    init(_ keywords: [ByteKeyword]) {
        // NB: counted into place with plain loops (a counting sort by first byte), not by
        // filling 256 arrays and walking them with `for … in`: every dialect's six indexes are
        // built at the first parse, and in a debug build (a package's own `swift test`, or
        // `swift run verity lint`) that walk dominates the first parse.
        var groupStart = [Int32](repeating: 0, count: 257)
        var poolCount = 0
        var keyword = 0
        while keyword < keywords.count {
            let bytes = keywords[keyword].bytes
            if !bytes.isEmpty {
                groupStart[Int(bytes[0]) + 1] += 1
                poolCount += bytes.count
            }
            keyword += 1
        }
        var byte = 0
        while byte < 256 {
            groupStart[byte + 1] += groupStart[byte]
            byte += 1
        }
        // Each group's next free entry; filled in the keywords' order, so each group keeps it.
        var next = groupStart
        var entries = [Entry](repeating: Entry(start: 0, count: 0, type: nil), count: Int(groupStart[256]))
        var pool: [UInt8] = []
        pool.reserveCapacity(poolCount)
        keyword = 0
        while keyword < keywords.count {
            let bytes = keywords[keyword].bytes
            if !bytes.isEmpty {
                let first = Int(bytes[0])
                entries[Int(next[first])] = Entry(
                    start: Int32(pool.count), count: Int32(bytes.count), type: keywords[keyword].type)
                next[first] += 1
                pool.append(contentsOf: bytes)
            }
            keyword += 1
        }
        self.pool = pool
        self.entries = entries
        self.groupStart = groupStart
    }

    /// The first keyword that `bytes[start..<end]` starts with, or `nil`.
    @inline(__always)
    func firstMatch(in bytes: ByteView, from start: Int, to end: Int) -> Match? {
        guard start < end else { return nil }
        let first = Int(bytes[start])
        var index = Int(groupStart[first])
        let last = Int(groupStart[first + 1])
        guard index < last else { return nil }
        return ByteView.withView(of: pool) { pool in
            while index < last {
                let entry = entries[index]
                index += 1
                let count = Int(entry.count)
                guard count <= end - start else { continue }
                // The first byte is equal by construction.
                var offset = 1
                let keywordStart = Int(entry.start)
                while offset < count, pool[keywordStart + offset] == bytes[start + offset] { offset += 1 }
                if offset == count { return Match(length: count, type: entry.type) }
            }
            return nil
        }
    }
}
