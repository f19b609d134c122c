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
/// existential (`any Sendable`), each body would be boxed and unboxed through value witnesses
/// on every emission; stored raw beside its type, it is written and read by code
/// specialised for that type, and a reused emission (see `Emission.reuse`) replaces the body
/// of the model before last by a plain assignment. The invariants that make it safe:
/// - a slot's body is initialized with the type named in its header, and only read as that
///   type (`body(at:as:)` checks it);
/// - the first `initialized` slots hold values; the first `count` belong to the model being
///   built or emitted, the rest to an earlier use of the emission, kept until they are reused
///   or the emission is freed;
/// - the owner (`Emission`) guards every access with the source's lock, except the builder's
///   writes before the commit (see `Emission.register`), and destroys every initialized slot
///   exactly once, in its deinit.
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

    /// The memory of the body in `slot`.
    @inlinable
    func bodyMemory(at slot: Int) -> UnsafeMutableRawPointer {
        base + slot * Self.stride + Self.bodyOffset
    }

    /// Whether the (initialized) `slot` holds a body of type `type`.
    @inlinable @inline(__always)
    func holds<Body: StoredBody>(_ type: Body.Type, at slot: Int) -> Bool {
        guard let kind = header(at: slot).pointee.kind, ObjectIdentifier(kind) == ObjectIdentifier(Body.self) else {
            return false
        }
        return true
    }

    /// The body in `slot`, if it is a `Body`.
    @inlinable
    func body<Body: StoredBody>(at slot: Int, as type: Body.Type) -> UnsafeMutablePointer<Body>? {
        holds(type, at: slot) ? bodyMemory(at: slot).assumingMemoryBound(to: type) : nil
    }

    /// What `claim` found in the next slot.
    @usableFromInline
    enum Claimed {
        /// Nothing yet: the slot was never used.
        case fresh
        /// A body of the type asked for, from an earlier use of the emission.
        case sameType
        /// A body of another type, or none; the caller takes it out with `retype`.
        case otherType
    }

    /// Takes the next slot for an action named `method` with a body of type `body`, writing
    /// its header (unless it holds another type, see `retype`), and returns its number and
    /// what it holds.
    ///
    /// NB: not generic in anything but the body's type, and returning no value of a type built
    /// from it (an optional body, a tuple), so that a debug build, which specialises nothing,
    /// asks the runtime for no generic metadata here.
    @inlinable @inline(__always)
    mutating func claim<Body: StoredBody>(_ method: String, body: Body.Type) -> (slot: Int, found: Claimed) {
        precondition(MemoryLayout<Body>.size <= Self.bodySize && MemoryLayout<Body>.alignment <= 8)
        precondition(!isFull, "grow() first")
        let slot = count
        count += 1
        if slot >= reusedCount { keptNames = false }
        guard slot < initialized else {
            (base + slot * Self.stride).initializeMemory(as: SlotHeader.self, to: SlotHeader(method: method, kind: Body.self))
            initialized += 1
            return (slot, .fresh)
        }
        let old = header(at: slot)
        if old.pointee.method != method { keptNames = false }
        guard holds(Body.self, at: slot) else {
            return (slot, .otherType)
        }
        if old.pointee.method != method {
            old.pointee = SlotHeader(method: method, kind: Body.self)
        }
        return (slot, .sameType)
    }

    /// Makes `slot`, claimed as `.otherType`, hold an action named `method` with a body of type
    /// `body`: returns the body it held, moved out, for the caller to release.
    @usableFromInline
    mutating func retype<Body: StoredBody>(_ slot: Int, as method: String, body: Body.Type) -> LeftoverBody? {
        let leftover = takeBody(at: slot)
        header(at: slot).pointee = SlotHeader(method: method, kind: Body.self)
        return leftover
    }

    /// Adds a slot holding a copy of `body` and returns its number. What the slot held from an
    /// earlier use of the emission is released here, so the caller must hold no lock:
    /// releasing a body may run user code (a captured object's deinit).
    ///
    /// NB: the common case is a model rebuilt by the same code: the same name and the same
    /// type in the same slot, and often the very same closure (a closure that captures one
    /// object, such as the source's state, is that object and a code pointer); then the slot
    /// keeps what it holds, with no retain or release.
    @inlinable @inline(__always)
    mutating func append<Body: StoredBody>(_ method: String, body: Body) -> Int {
        let (slot, found) = claim(method, body: Body.self)
        let memory = bodyMemory(at: slot)
        switch found {
        case .sameType:
            let held = memory.assumingMemoryBound(to: Body.self)
            if !Self.bitwiseEqual(held, body) {
                held.pointee = body
            }
        case .fresh:
            memory.initializeMemory(as: Body.self, to: body)
        case .otherType:
            let leftover = retype(slot, as: method, body: Body.self)
            memory.initializeMemory(as: Body.self, to: body)
            withExtendedLifetime(leftover) {}
        }
        return slot
    }

    /// `append`, for a caller that holds a lock: what the slot held is added to `released`,
    /// for the caller to release once it no longer holds the lock.
    @inlinable
    mutating func append<Body: StoredBody>(_ method: String, body: Body, releasingLater released: inout [any Sendable]) -> Int {
        let (slot, found) = claim(method, body: Body.self)
        let memory = bodyMemory(at: slot)
        switch found {
        case .sameType:
            let held = memory.assumingMemoryBound(to: Body.self)
            if !Self.bitwiseEqual(held, body) {
                released.append(held.move())
                memory.initializeMemory(as: Body.self, to: body)
            }
        case .fresh:
            memory.initializeMemory(as: Body.self, to: body)
        case .otherType:
            let leftover = retype(slot, as: method, body: Body.self)
            memory.initializeMemory(as: Body.self, to: body)
            if let leftover { released.append(leftover) }
        }
        return slot
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
        kind.move(from: bodyMemory(at: slot), to: leftover.storage)
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
