/// What an action runs, as an emission stores it: `ActionBody`, `ReturningAction.Body` or
/// `AsyncAction.Body`. Each is a closure (and at most a case tag) in at most
/// `ActionSlots.bodySize` bytes.
///
/// NB: the requirements let `ActionSlots` move and destroy a body whose type it knows only
/// from the slot, without an existential box around the body.
@usableFromInline
protocol StoredBody: Sendable {
    /// Moves the body at `source` to the uninitialized memory at `target`.
    static func move(from source: UnsafeMutableRawPointer, to target: UnsafeMutableRawPointer)
    /// Destroys the body at `body`, leaving the memory uninitialized.
    static func destroy(_ body: UnsafeMutableRawPointer)
}

extension StoredBody {
    @usableFromInline
    static func move(from source: UnsafeMutableRawPointer, to target: UnsafeMutableRawPointer) {
        target.initializeMemory(as: Self.self, to: source.assumingMemoryBound(to: Self.self).move())
    }

    @usableFromInline
    static func destroy(_ body: UnsafeMutableRawPointer) {
        body.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
    }
}

/// The method name of one slot and the type of the body stored beside it (`nil` for a slot
/// without a body: `Action.doNothing` and decoded actions).
@usableFromInline
struct SlotHeader {
    @usableFromInline let method: String
    @usableFromInline let kind: (any StoredBody.Type)?

    @inlinable
    init(method: String, kind: (any StoredBody.Type)?) {
        self.method = method
        self.kind = kind
    }
}

/// The actions made for one model, in slots numbered in the order they were made: each slot
/// holds the method name, the body's type and the body itself, in one block of memory.
///
/// NB: this is the one place where Verity's actions use raw memory, and why: stored in an
/// existential (`any Sendable`), each body cost about 250 instructions per emission to box and
/// unbox through value witnesses; stored raw beside its type, it is written and read by code
/// specialised for that type, and a reused emission (see `Emission.reuse`) replaces the body
/// of the model before last by a plain assignment. The invariants that make it safe:
/// - a slot's body is initialized with the type named in its header, and only read as that
///   type (`body(at:as:)` checks it);
/// - the first `initialized` slots hold values; the first `count` belong to the model being
///   built or emitted, the rest to an earlier use of the emission, kept until they are reused
///   or the emission is freed;
/// - the owner (`Emission`) guards every access with its lock and destroys every initialized
///   slot exactly once, in its deinit.
@usableFromInline
struct ActionSlots {
    /// Bytes available for a body; every `StoredBody` fits (checked when one is stored).
    @inlinable static var bodySize: Int { 24 }
    @inlinable static var bodyOffset: Int { MemoryLayout<SlotHeader>.stride }
    @inlinable static var stride: Int { bodyOffset + bodySize }

    @usableFromInline private(set) var base: UnsafeMutableRawPointer
    @usableFromInline private(set) var count = 0
    @usableFromInline private(set) var initialized = 0
    @usableFromInline private(set) var capacity: Int
    /// How many slots the previous use of the emission used, and whether the slots made since
    /// it was reused have kept its names, in order: then this model offers exactly the names
    /// of that one, which spares the commit a comparison (see `Emission.reuse`).
    @usableFromInline private(set) var reusedCount = 0
    @usableFromInline private(set) var keptNames = false

    @usableFromInline
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(byteCount: self.capacity * Self.stride, alignment: 8)
    }

    @inlinable
    func header(at slot: Int) -> UnsafeMutablePointer<SlotHeader> {
        (base + slot * Self.stride).assumingMemoryBound(to: SlotHeader.self)
    }

    /// The body in `slot`, if it is a `Body`.
    @inlinable
    func body<Body: StoredBody>(at slot: Int, as type: Body.Type) -> UnsafeMutablePointer<Body>? {
        guard let kind = header(at: slot).pointee.kind, ObjectIdentifier(kind) == ObjectIdentifier(Body.self) else {
            return nil
        }
        return (base + slot * Self.stride + Self.bodyOffset).assumingMemoryBound(to: Body.self)
    }

    /// Adds a slot holding a copy of `body` and returns its number, with what the slot held
    /// from an earlier use of the emission (a body of the same type, or a leftover of another),
    /// which the caller releases once it no longer holds the lock: releasing a body may run
    /// user code (a captured object's deinit).
    @inlinable @inline(__always)
    mutating func append<Body: StoredBody>(
        _ method: String, body: Body
    ) -> (slot: Int, replaced: Body?, leftover: LeftoverBody?) {
        precondition(MemoryLayout<Body>.size <= Self.bodySize && MemoryLayout<Body>.alignment <= 8)
        precondition(!isFull, "grow() first")
        let slot = count
        count += 1
        if slot >= reusedCount { keptNames = false }
        var replaced: Body?
        var leftover: LeftoverBody?
        if slot < initialized {
            let old = header(at: slot)
            if let same = self.body(at: slot, as: Body.self) {
                // NB: the common case, a model rebuilt by the same code: the same name and the
                // same type in the same slot, and often the very same closure (a closure that
                // captures one object, such as the source's state, is that object and a code
                // pointer); then the slot keeps what it holds, with no retain or release.
                if old.pointee.method != method {
                    old.pointee = SlotHeader(method: method, kind: Body.self)
                    keptNames = false
                }
                if Self.bitwiseEqual(same, body) {
                    return (slot, nil, nil)
                }
                replaced = same.move()
            } else {
                leftover = takeBody(at: slot)
                if old.pointee.method != method { keptNames = false }
                old.pointee = SlotHeader(method: method, kind: Body.self)
            }
        } else {
            (base + slot * Self.stride).initializeMemory(as: SlotHeader.self, to: SlotHeader(method: method, kind: Body.self))
            initialized += 1
        }
        (base + slot * Self.stride + Self.bodyOffset).initializeMemory(as: Body.self, to: body)
        return (slot, replaced, leftover)
    }

    /// Whether the body in `stored` has the same bits as `body`: the same code and the same
    /// captured context, so either can stand for the other.
    @inlinable
    static func bitwiseEqual<Body: StoredBody>(_ stored: UnsafeMutablePointer<Body>, _ body: Body) -> Bool {
        withUnsafeBytes(of: body) { new in
            let old = UnsafeRawPointer(stored)
            let size = MemoryLayout<Body>.size
            var offset = 0
            while offset + 8 <= size {
                guard old.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == new.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            while offset < size {
                guard old.load(fromByteOffset: offset, as: UInt8.self) == new[offset] else { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the next slot needs `grow()` first: it is neither initialized nor allocated.
    @inlinable var isFull: Bool {
        count >= initialized && count == capacity
    }

    /// Adds a slot without a body; only for a fresh emission.
    mutating func appendWithoutBody(_ method: String) {
        if count == capacity { grow() }
        (base + count * Self.stride).initializeMemory(as: SlotHeader.self, to: SlotHeader(method: method, kind: nil))
        count += 1
        initialized += 1
    }

    /// Moves the body of another type out of `slot`, leaving it uninitialized.
    @usableFromInline
    func takeBody(at slot: Int) -> LeftoverBody? {
        guard let kind = header(at: slot).pointee.kind else { return nil }
        let leftover = LeftoverBody(kind: kind)
        kind.move(from: base + slot * Self.stride + Self.bodyOffset, to: leftover.storage)
        return leftover
    }

    /// Starts a new use of the slots: the model being built has none yet.
    mutating func reuse() {
        reusedCount = count
        keptNames = true
        count = 0
    }

    /// Whether the slots hold exactly the names of the previous use, in order.
    var offersTheReusedNames: Bool {
        keptNames && count == reusedCount
    }

    /// Doubles the capacity, moving every initialized slot to a new block.
    @usableFromInline
    mutating func grow() {
        let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2 * Self.stride, alignment: 8)
        for slot in 0..<initialized {
            let from = base + slot * Self.stride
            let to = larger + slot * Self.stride
            let header = from.assumingMemoryBound(to: SlotHeader.self)
            header.pointee.kind?.move(from: from + Self.bodyOffset, to: to + Self.bodyOffset)
            to.initializeMemory(as: SlotHeader.self, to: header.move())
        }
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Destroys every initialized slot and frees the block; the owner calls it once, from its
    /// deinit.
    func destroy() {
        for slot in 0..<initialized {
            let at = base + slot * Self.stride
            let header = at.assumingMemoryBound(to: SlotHeader.self)
            header.pointee.kind?.destroy(at + Self.bodyOffset)
            // NB: `move()` rather than `deinitialize(count:)`, which the optimiser left to the
            // runtime's generic array destruction.
            _ = header.move()
        }
        base.deallocate()
    }
}

/// A body of a type known only at run time, moved out of its slot to be destroyed later.
///
/// NB: @unchecked Sendable: it holds a `StoredBody`, which is `Sendable`, in memory that only
/// its deinit touches.
@usableFromInline
final class LeftoverBody: @unchecked Sendable {
    let kind: any StoredBody.Type
    let storage = UnsafeMutableRawPointer.allocate(byteCount: ActionSlots.bodySize, alignment: 8)

    init(kind: any StoredBody.Type) {
        self.kind = kind
    }

    deinit {
        kind.destroy(storage)
        storage.deallocate()
    }
}
