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

    var bytes: [UInt8]
    private(set) var frames: [Frame] = []

    init(taking buffer: inout [UInt8]) {
        bytes = []
        swap(&bytes, &buffer)
        bytes.reserveCapacity(bytes.count + 1024)
    }

    func takeBytes() -> [UInt8] {
        var result: [UInt8] = []
        swap(&result, &bytes)
        return result
    }

    func encodeTopLevel<T: Encodable>(_ value: T) throws {
        try encodeValue(value, depth: 0)
        closeFrames(downTo: 0)
    }

    // MARK: Structure

    /// The coding path of a value written in the container at `depth`.
    func codingPath(depth: Int) -> [any CodingKey] {
        frames[0..<min(depth, frames.count)].enumerated().map { index, frame in
            frame.key ?? JSONIndexKey(index: max(frame.count - 1, 0))
        }
    }

    func closeFrames(downTo depth: Int) {
        while frames.count > depth {
            bytes.append(frames.removeLast().closer)
        }
    }

    /// Opens an object or array as the value at `depth`, or reuses the one this same value
    /// opened before (an `encode(to:)` may ask for its container more than once).
    func openFrame(depth: Int, isObject: Bool) {
        if frames.count > depth {
            closeFrames(downTo: depth + 1)
            return
        }
        closeFrames(downTo: depth)
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames.append(Frame(closer: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"), count: 0))
    }

    /// Starts a member of the object at index `frameIndex`: closes anything deeper, writes
    /// the separator and the key.
    func beginMember(frameIndex: Int, key: some CodingKey) {
        closeFrames(downTo: frameIndex + 1)
        if frames[frameIndex].count > 0 { bytes.append(UInt8(ascii: ",")) }
        frames[frameIndex].count += 1
        frames[frameIndex].key = key
        writeString(key.stringValue)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Starts an element of the array at index `frameIndex`.
    func beginElement(frameIndex: Int) {
        closeFrames(downTo: frameIndex + 1)
        if frames[frameIndex].count > 0 { bytes.append(UInt8(ascii: ",")) }
        frames[frameIndex].count += 1
        frames[frameIndex].key = nil
    }

    // MARK: Values

    /// Writes any encodable value as the value at `depth`, with fast paths for the JSON
    /// primitives so that they never go through an `Encoder` existential.
    func encodeValue<T: Encodable>(_ value: T, depth: Int) throws {
        switch value {
        case let string as String: writeString(string)
        case let bool as Bool: writeBool(bool)
        case let int as Int: writeInteger(int)
        case let int as Int64: writeInteger(int)
        case let double as Double: try writeFloatingPoint(double, depth: depth)
        default: try value.encode(to: JSONValueEncoder(writer: self, depth: depth))
        }
    }

    func writeNull() {
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
    }

    func writeBool(_ value: Bool) {
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
        }
    }

    func writeInteger<I: FixedWidthInteger>(_ value: I) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // NB: Digits come out in reverse; a fixed 40-byte scratch covers every 128-bit value.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { scratch in
            var index = 40
            while magnitude != 0 {
                let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remainder)
                magnitude = quotient
            }
            if value < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index..<40]))
        }
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
