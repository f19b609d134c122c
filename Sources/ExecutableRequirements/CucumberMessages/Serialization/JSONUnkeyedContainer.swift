/// Writes the elements of one JSON array.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let writer: JSONByteWriter
    /// Index of this array's frame in the writer's stack.
    let frameIndex: Int

    var codingPath: [any CodingKey] { writer.codingPath(depth: frameIndex) }
    var count: Int {
        frameIndex < writer.frames.count ? writer.frames[frameIndex].count : 0
    }

    mutating func encodeNil() throws {
        writer.beginElement(frameIndex: frameIndex)
        writer.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        writer.beginElement(frameIndex: frameIndex)
        writer.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        writer.beginElement(frameIndex: frameIndex)
        writer.writeString(value)
    }

    mutating func encode(_ value: Double) throws {
        writer.beginElement(frameIndex: frameIndex)
        try writer.writeFloatingPoint(value, depth: frameIndex + 1)
    }

    mutating func encode(_ value: Float) throws {
        writer.beginElement(frameIndex: frameIndex)
        try writer.writeFloatingPoint(value, depth: frameIndex + 1)
    }

    mutating func encode(_ value: Int) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }

    private func encodeInteger(_ value: some FixedWidthInteger) throws {
        writer.beginElement(frameIndex: frameIndex)
        writer.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        writer.beginElement(frameIndex: frameIndex)
        try writer.encodeValue(value, depth: frameIndex + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        writer.beginElement(frameIndex: frameIndex)
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.beginElement(frameIndex: frameIndex)
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        writer.beginElement(frameIndex: frameIndex)
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1)
    }
}
