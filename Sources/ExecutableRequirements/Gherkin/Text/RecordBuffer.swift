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
/// Of bytes, it is also the text the pickle compiler writes (see `append(_:)`).
///
/// NB: the records are plain values (`BitwiseCopyable`), so the memory comes from `malloc` and
/// grows with `realloc`. `UnsafeMutablePointer.allocate` asks the runtime for aligned memory,
/// which on Linux is `posix_memalign`, dearer than `malloc`, for each of the many lists a
/// document needs.
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
    mutating func append(contentsOf elements: [Element]) {
        elements.withUnsafeBufferPointer { elements in
            guard let source = elements.baseAddress, !elements.isEmpty else { return }
            if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
            (base + count).initialize(from: source, count: elements.count)
            count += elements.count
        }
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
    private static func reallocate(_ old: UnsafeMutablePointer<Element>?, capacity: Int) -> UnsafeMutablePointer<
        Element
    > {
        let bytes = MemoryLayout<Element>.stride * capacity
        guard let raw = realloc(old, max(bytes, 1)) else {
            preconditionFailure("out of memory for \(capacity) records")
        }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }
}

extension RecordBuffer where Element == UInt8 {
    /// Appends `bytes`, making room once for all of them.
    @inline(__always)
    mutating func append(_ bytes: ByteView) {
        let buffer = bytes.unsafeBuffer
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        if count + buffer.count > capacity { grow(toAtLeast: count + buffer.count) }
        (base + count).initialize(from: source, count: buffer.count)
        count += buffer.count
    }

    /// Appends the bytes of `bytes`.
    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        ByteView.withView(of: bytes) { append($0) }
    }

    /// Calls `body` with a view of the bytes appended so far, valid during the call.
    func withView<Result>(_ body: (ByteView) -> Result) -> Result {
        body(ByteView(unsafeBuffer: UnsafeBufferPointer(start: base, count: count)))
    }
}
