/// The `Encoder` handed to a value's `encode(to:)`: it stands for one slot in the output (the
/// top level, an object member or an array element) at a given container depth.
struct JSONValueEncoder: Encoder {
    let writer: JSONByteWriter
    /// How many containers enclose this value.
    let depth: Int

    var codingPath: [any CodingKey] { writer.codingPath(depth: depth) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.openFrame(depth: depth, isObject: true)
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(writer: writer, frameIndex: depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.openFrame(depth: depth, isObject: false)
        return JSONUnkeyedContainer(writer: writer, frameIndex: depth)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(writer: writer, depth: depth)
    }
}

/// Writes the members of one JSON object.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONByteWriter
    /// Index of this object's frame in the writer's stack.
    let frameIndex: Int

    var codingPath: [any CodingKey] { writer.codingPath(depth: frameIndex) }

    mutating func encodeNil(forKey key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        writer.writeNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        writer.writeBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        writer.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        try writer.writeFloatingPoint(value, depth: frameIndex + 1)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        try writer.writeFloatingPoint(value, depth: frameIndex + 1)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, key) }

    private func encodeInteger(_ value: some FixedWidthInteger, _ key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        writer.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        writer.beginMember(frameIndex: frameIndex, key: key)
        try writer.encodeValue(value, depth: frameIndex + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        writer.beginMember(frameIndex: frameIndex, key: key)
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        writer.beginMember(frameIndex: frameIndex, key: key)
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        writer.beginMember(frameIndex: frameIndex, key: JSONSuperKey())
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        writer.beginMember(frameIndex: frameIndex, key: key)
        return JSONValueEncoder(writer: writer, depth: frameIndex + 1)
    }
}

/// The key `super`, which `JSONEncoder` also uses for `superEncoder()`.
struct JSONSuperKey: CodingKey {
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
    var stringValue: String { "super" }
    var intValue: Int? { nil }
}
