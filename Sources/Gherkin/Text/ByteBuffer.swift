/// A growable run of bytes written in bulk: room is made once for a whole text, which is then
/// written in place.
///
/// NB: `Array<UInt8>` checks uniqueness and capacity on every append, which for the pickle
/// compiler's many short texts cost more than copying them. Owning the memory makes the buffer
/// noncopyable, so it is freed exactly once.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes and returns where they start; the caller writes all of them.
    @inline(__always)
    mutating func extend(by extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(toAtLeast: count + extra) }
        let start = base + count
        count += extra
        return start
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        extend(by: bytes.count).update(from: source, count: bytes.count)
    }

    /// The bytes written, as an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
