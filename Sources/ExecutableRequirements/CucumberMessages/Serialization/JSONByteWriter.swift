/// The mutable state behind `NDJSONEncoder`: the output bytes and the stack of JSON objects and
/// arrays that are still open.
///
/// NB: Containers are written as soon as they are requested, so the writer relies on the
/// order in which `Encodable` implementations use their containers: a value is finished
/// before its next sibling starts. That holds for synthesized conformances and for any sane
/// hand-written one. Whenever a value is written at some depth, every deeper container still
/// open is closed first; this is how nested containers learn that they are done.
final class JSONByteWriter {
    /// One open object or array.
    struct Frame {
        /// `}` or `]`.
        var closer: UInt8
        /// How many members have been written so far (decides the comma).
        var count: Int
        /// The key of the member being written, for `codingPath` and error messages.
        var key: (any CodingKey)?
    }

    /// Everything the writer mutates.
    struct State {
        var bytes: [UInt8]
        var frames: [Frame] = []
    }

    // NB: The mutable state sits behind a `let` pointer rather than in `var` properties:
    // Swift checks exclusive access to a class's `var` properties at run time on every
    // access, a large share of the encoding time; a pointer's pointee is not checked.
    private let state: UnsafeMutablePointer<State>

    var bytes: [UInt8] {
        get { state.pointee.bytes }
        _modify { yield &state.pointee.bytes }
    }

    var frames: [Frame] { state.pointee.frames }

    init(taking buffer: inout [UInt8]) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(bytes: []))
        swap(&state.pointee.bytes, &buffer)
        state.pointee.bytes.reserveCapacity(state.pointee.bytes.count + 1024)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    func takeBytes() -> [UInt8] {
        var result: [UInt8] = []
        swap(&result, &state.pointee.bytes)
        return result
    }

    func encodeTopLevel<T: Encodable>(_ value: T) throws {
        try encodeValue(value, depth: 0)
        closeFrames(downTo: 0)
    }

    // MARK: Structure

    /// The coding path of a value written in the container at `depth`.
    func codingPath(depth: Int) -> [any CodingKey] {
        let frames = state.pointee.frames
        return frames[0..<min(depth, frames.count)].enumerated().map { index, frame in
            frame.key ?? JSONIndexKey(index: max(frame.count - 1, 0))
        }
    }

    func closeFrames(downTo depth: Int) {
        while state.pointee.frames.count > depth {
            state.pointee.bytes.append(state.pointee.frames.removeLast().closer)
        }
    }

    /// Opens an object or array as the value at `depth`, or reuses the one this same value
    /// opened before (an `encode(to:)` may ask for its container more than once).
    func openFrame(depth: Int, isObject: Bool) {
        if state.pointee.frames.count > depth {
            closeFrames(downTo: depth + 1)
            return
        }
        closeFrames(downTo: depth)
        state.pointee.bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        state.pointee.frames.append(Frame(closer: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"), count: 0))
    }

    /// Starts a member of the object at index `frameIndex`: closes anything deeper, writes
    /// the separator and the key.
    func beginMember(frameIndex: Int, key: some CodingKey) {
        closeFrames(downTo: frameIndex + 1)
        if state.pointee.frames[frameIndex].count > 0 { state.pointee.bytes.append(UInt8(ascii: ",")) }
        state.pointee.frames[frameIndex].count += 1
        state.pointee.frames[frameIndex].key = key
        writeString(key.stringValue)
        state.pointee.bytes.append(UInt8(ascii: ":"))
    }

    /// Starts an element of the array at index `frameIndex`.
    func beginElement(frameIndex: Int) {
        closeFrames(downTo: frameIndex + 1)
        if state.pointee.frames[frameIndex].count > 0 { state.pointee.bytes.append(UInt8(ascii: ",")) }
        state.pointee.frames[frameIndex].count += 1
        state.pointee.frames[frameIndex].key = nil
    }

    // MARK: Values

    /// Writes any encodable value as the value at `depth`, with fast paths for the JSON
    /// primitives so that they never go through an `Encoder` existential.
    func encodeValue<T: Encodable>(_ value: T, depth: Int) throws {
        // NB: Comparing metadata first avoids a failing dynamic cast per nested value.
        if T.self == String.self, let string = value as? String {
            writeString(string)
        } else if T.self == Int.self, let int = value as? Int {
            writeInteger(int)
        } else {
            try value.encode(to: JSONValueEncoder(writer: self, depth: depth))
        }
    }

    func writeNull() {
        appendASCII("null")
    }

    func writeBool(_ value: Bool) {
        if value {
            appendASCII("true")
        } else {
            appendASCII("false")
        }
    }

    func writeInteger<I: FixedWidthInteger>(_ value: I) {
        JSONText.appendInteger(value, to: &state.pointee.bytes)
    }

    func writeString(_ string: String) {
        JSONText.appendString(string, to: &state.pointee.bytes)
    }

    func appendASCII(_ text: StaticString) {
        JSONText.appendASCII(text, to: &state.pointee.bytes)
    }

    func writeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F, depth: Int
    ) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(depth: depth),
                    debugDescription: "JSON has no representation for \(value)."
                )
            )
        }
        var text = value.description
        // NB: Swift prints whole numbers as `2.0`; JSON readers expect `2` for integral values.
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }
}

/// The key of an array element in a coding path.
struct JSONIndexKey: CodingKey {
    var index: Int
    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
