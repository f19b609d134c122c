/// Writes a value that encodes itself as one JSON primitive (for example a `String`-backed
/// enum) into the slot its encoder stands for.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let writer: JSONByteWriter
    let depth: Int

    var codingPath: [any CodingKey] { writer.codingPath(depth: depth) }

    mutating func encodeNil() throws { writer.writeNull() }
    mutating func encode(_ value: Bool) throws { writer.writeBool(value) }
    mutating func encode(_ value: String) throws { writer.writeString(value) }
    mutating func encode(_ value: Double) throws { try writer.writeFloatingPoint(value, depth: depth) }
    mutating func encode(_ value: Float) throws { try writer.writeFloatingPoint(value, depth: depth) }
    mutating func encode(_ value: Int) throws { writer.writeInteger(value) }
    mutating func encode(_ value: Int8) throws { writer.writeInteger(value) }
    mutating func encode(_ value: Int16) throws { writer.writeInteger(value) }
    mutating func encode(_ value: Int32) throws { writer.writeInteger(value) }
    mutating func encode(_ value: Int64) throws { writer.writeInteger(value) }
    mutating func encode(_ value: UInt) throws { writer.writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { writer.writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { writer.writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { writer.writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { writer.writeInteger(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.encodeValue(value, depth: depth)
    }
}
