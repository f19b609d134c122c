/// Encodes `Encodable` values as compact JSON, one value per line, the layout of Cucumber's
/// NDJSON message streams.
///
/// It writes UTF-8 bytes straight into a buffer instead of building an intermediate tree the
/// way Foundation's `JSONEncoder` does, so a large message stream allocates no tree per
/// message (the messages benchmark compares the two). Keys come out in the order the value encodes them (declaration order for
/// synthesized conformances), `nil` optionals encoded with `encodeIfPresent` are left out, and
/// strings are escaped as RFC 8259 requires (plus U+2028 and U+2029, so the output is also
/// safe to embed in JavaScript).
///
/// ```swift
/// var output: [UInt8] = []
/// try NDJSONEncoder().appendLine(envelope, to: &output)
/// // output now holds `{"source":{...}}\n`
/// ```
public struct NDJSONEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Encodes `value` as one line of compact JSON (without the trailing newline).
    ///
    /// ``Envelope`` and every message type write themselves directly (see
    /// `DirectJSONWritable`); any other `Encodable` type goes through its `encode(to:)`.
    ///
    /// ```swift
    /// let bytes = try NDJSONEncoder().encode(["a": 1])   // {"a":1}
    /// ```
    /// - Throws: `EncodingError.invalidValue` for a non-finite floating-point number.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try append(value, to: &bytes)
        return bytes
    }

    /// Appends `value` as compact JSON followed by a newline to `buffer`: one NDJSON record.
    ///
    /// Reusing one buffer for many records avoids an allocation per message.
    /// - Throws: `EncodingError.invalidValue` for a non-finite floating-point number; the
    ///   buffer is then left as it was.
    public func appendLine<T: Encodable>(_ value: T, to buffer: inout [UInt8]) throws {
        try append(value, to: &buffer)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends `envelope` as compact JSON followed by a newline to `buffer`: one NDJSON record.
    ///
    /// The same as the generic overload, which it takes precedence over for envelopes.
    /// NB: Taking the envelope concretely lets it be borrowed where it lies; the generic
    /// overload must copy the 2 kB struct to reach its direct writer. It never throws, but
    /// is declared `throws` like the generic overload so that call sites read the same.
    /// - Throws: Never.
    public func appendLine(_ envelope: Envelope, to buffer: inout [UInt8]) throws {
        envelope.writeDirectly(to: &buffer)
        buffer.append(UInt8(ascii: "\n"))
    }

    private func append<T: Encodable>(_ value: T, to buffer: inout [UInt8]) throws {
        // NB: the common case is cast to its concrete type first: the cast to a protocol below
        // would copy the large envelope into a heap-allocated existential box for every message.
        if let envelope = value as? Envelope {
            envelope.writeDirectly(to: &buffer)
            return
        }
        if let direct = value as? any DirectJSONWritable {
            direct.writeDirectly(to: &buffer)
            return
        }
        try appendGenerically(value, to: &buffer)
    }

    /// Encodes through `Encodable`, for any type; the direct writers must match its output.
    func appendGenerically<T: Encodable>(_ value: T, to buffer: inout [UInt8]) throws {
        let writer = JSONByteWriter(taking: &buffer)
        let start = writer.bytes.count
        do {
            try writer.encodeTopLevel(value)
        } catch {
            writer.bytes.removeSubrange(start...)
            buffer = writer.takeBytes()
            throw error
        }
        buffer = writer.takeBytes()
    }
}
