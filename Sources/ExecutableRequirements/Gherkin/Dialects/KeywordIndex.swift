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
        var groups = [[ByteKeyword]](repeating: [], count: 256)
        for keyword in keywords {
            if let first = keyword.bytes.first { groups[Int(first)].append(keyword) }
        }
        var pool: [UInt8] = []
        var entries: [Entry] = []
        var groupStart: [Int32] = []
        for group in groups {
            groupStart.append(Int32(entries.count))
            for keyword in group {
                entries.append(Entry(start: Int32(pool.count), count: Int32(keyword.bytes.count), type: keyword.type))
                pool += keyword.bytes
            }
        }
        groupStart.append(Int32(entries.count))
        self.pool = Self.copy(pool)
        self.entries = Self.copy(entries)
        self.groupStart = Self.copy(groupStart)
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return buffer
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
