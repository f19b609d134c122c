import CucumberMessages

/// Keywords of one kind, grouped by their first byte, for finding the keyword a line starts
/// with: only the keywords that begin with the line's first byte are compared.
///
/// Within a group the keywords keep the order they were given in, so the first match is the
/// one a walk over the whole list would find (a keyword with another first byte cannot match).
///
/// NB: flat buffers of plain values rather than `[ByteKeyword]`: walking a list of keywords
/// that hold a `String` and an array retained and released them, and so did reading arrays
/// held by the dialect's table, for every line. The memory belongs to the ``KeywordTable`` that
/// holds the index, which frees it (`deallocate()`) when it goes; the index is never changed
/// after it is built, so sharing it between threads is safe.
struct KeywordIndex: @unchecked Sendable {
    /// A keyword found at the start of a line.
    struct Match {
        /// The keyword's length in bytes (with the colon of a title keyword).
        let length: Int
        /// For a step keyword, the kind it signals.
        let type: StepKeywordType?
    }

    private struct Entry {
        let start: Int32
        let count: Int32
        let type: StepKeywordType?
    }

    /// The keywords' bytes, one after another.
    private let pool: UnsafeMutableBufferPointer<UInt8>
    private let entries: UnsafeMutableBufferPointer<Entry>
    /// The keywords starting with byte `b` are `entries[groupStart[b]..<groupStart[b + 1]]`.
    private let groupStart: UnsafeMutableBufferPointer<Int32>

    init(_ keywords: [ByteKeyword]) {
        // NB: counted into place with plain loops (a counting sort by first byte), not by
        // filling 256 arrays and walking them with `for … in`: every dialect's six indexes are
        // built at the first parse, and in a debug build (a package's own `swift test`, or
        // `swift run verity lint`) that walk dominates the first parse.
        let groupStart = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 257)
        groupStart.initialize(repeating: 0)
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
        var next = [Int32](repeating: 0, count: 256)
        byte = 0
        while byte < 256 {
            next[byte] = groupStart[byte]
            byte += 1
        }
        let entryCount = Int(groupStart[256])
        let pool = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(poolCount, 1))
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(entryCount, 1))
        var poolEnd = 0
        keyword = 0
        while keyword < keywords.count {
            let bytes = keywords[keyword].bytes
            if !bytes.isEmpty {
                let first = Int(bytes[0])
                entries.initializeElement(
                    at: Int(next[first]),
                    to: Entry(start: Int32(poolEnd), count: Int32(bytes.count), type: keywords[keyword].type))
                next[first] += 1
                let target = UnsafeMutableRawBufferPointer(pool.rebased(from: poolEnd, to: pool.count))
                bytes.withUnsafeBytes { target.copyMemory(from: $0) }
                poolEnd += bytes.count
            }
            keyword += 1
        }
        self.pool = pool
        self.entries = entries
        self.groupStart = groupStart
    }

    /// Frees the index's memory; called once, by its owner.
    func deallocate() {
        pool.deallocate()
        entries.deallocate()
        groupStart.deallocate()
    }

    /// The first keyword that `bytes[start..<end]` starts with, or `nil`.
    @inline(__always)
    func firstMatch(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Match? {
        guard start < end else { return nil }
        let first = Int(bytes[start])
        var index = Int(groupStart[first])
        let last = Int(groupStart[first + 1])
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
