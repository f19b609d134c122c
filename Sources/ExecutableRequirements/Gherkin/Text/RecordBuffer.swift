#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A growable list of records with one owner, for the lists the parser and the pickle compiler
/// append to once per line or per pickle step.
///
/// NB: `Array.append` calls into the runtime to check that the storage is not shared, every
/// time; for these lists, filled record by record and read back by index, that check cost as
/// much as the rest of the append. Owning the memory makes the buffer noncopyable, so it is
/// freed exactly once. `array` copies the records into an array when the list is complete.
/// Of bytes, it is also the text the pickle compiler writes (see `extend(by:)`).
///
/// NB: the records are plain values (`BitwiseCopyable`), so the memory comes from `malloc` and
/// grows with `realloc`. `UnsafeMutablePointer.allocate` asks the runtime for aligned memory,
/// which on Linux is `posix_memalign`: about three times the cost of `malloc`, for the fifty
/// or so lists a document needs.
struct RecordBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many records have been appended.
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 16)
        base = Self.reallocate(nil, capacity: self.capacity)
    }

    deinit {
        free(base)
    }

    /// Appends `element`.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends the records of `elements`, in one copy.
    @inline(__always)
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// The address of the record at `index`, valid until the buffer next grows or is freed.
    @inline(__always)
    func address(of index: Int) -> UnsafeMutablePointer<Element> {
        precondition(index >= 0 && index < count, "record index out of range")
        return base + index
    }

    /// The record at `index`.
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "record index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(index >= 0 && index < count, "record index out of range")
            return base + index
        }
    }

    /// Removes the last record; the buffer must not be empty.
    @inline(__always)
    mutating func dropLast() {
        precondition(count > 0, "dropLast on an empty record buffer")
        count -= 1
    }

    /// Makes room for at least `minimumCapacity` records in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(toAtLeast: minimumCapacity) }
    }

    /// The records, in the order they were appended.
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        base = Self.reallocate(base, capacity: newCapacity)
        capacity = newCapacity
    }

    /// `realloc` for `capacity` records; running out of memory stops the process, as it does
    /// for any Swift allocation.
    private static func reallocate(_ old: UnsafeMutablePointer<Element>?, capacity: Int) -> UnsafeMutablePointer<Element> {
        let bytes = MemoryLayout<Element>.stride * capacity
        guard let raw = realloc(old, max(bytes, 1)) else {
            preconditionFailure("out of memory for \(capacity) records")
        }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }
}

extension RecordBuffer where Element == UInt8 {
    /// Makes room for `extra` more bytes and returns where they start; the caller initializes
    /// all of them. Text is written this way in bulk, room being made once for a whole text.
    @inline(__always)
    mutating func extend(by extra: Int) -> UnsafeMutablePointer<UInt8> {
        precondition(extra >= 0, "negative extension of a byte buffer")
        if count + extra > capacity { grow(toAtLeast: count + extra) }
        let start = base + count
        count += extra
        return start
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        extend(by: bytes.count).initialize(from: source, count: bytes.count)
    }
}
