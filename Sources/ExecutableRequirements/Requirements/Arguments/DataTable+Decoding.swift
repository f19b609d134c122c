extension DataTable {
    /// Decodes each row after the header into `Row`, reading properties by column name.
    ///
    /// Cells convert to `String`, `Bool`, integer and floating-point properties and to any
    /// `Decodable` type that decodes from one string (enums with `String` raw values, for
    /// instance); an empty cell is `nil` for an optional property.
    /// ```swift
    /// struct User: Decodable { let name: String; let age: Int; let email: String? }
    /// let users = try table.decode(User.self)
    /// ```
    /// - Throws: ``DataTableError`` naming the row and column of a cell that does not convert.
    public func decode<Row: Decodable>(_ type: Row.Type) throws -> [Row] {
        try records.enumerated().map { index, record in
            try Row(from: RecordDecoder(record: record, row: index + 2))
        }
    }
}

/// Decodes one table row, keyed by header cells.
private struct RecordDecoder: Decoder {
    let record: [String: String]
    let row: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RecordContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DataTableError("row \(row): a table row decodes into a type with named properties, not a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DataTableError("row \(row): a table row decodes into a type with named properties, not one value")
    }
}

private struct RecordContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { decoder.record.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.record[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        (decoder.record[key.stringValue] ?? "").isEmpty
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let cell = decoder.record[key.stringValue] else {
            throw DataTableError("row \(decoder.row): the table has no column '\(key.stringValue)'")
        }
        if let lossless = T.self as? any LosslessStringConvertible.Type {
            guard let value = lossless.init(cell) as? T else {
                throw DataTableError(
                    "row \(decoder.row), column '\(key.stringValue)': cannot read '\(cell)' as \(T.self)")
            }
            return value
        }
        return try T(from: CellDecoder(cell: cell, row: decoder.row, column: key.stringValue))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DataTableError("row \(decoder.row), column '\(key.stringValue)': a cell holds one value")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DataTableError("row \(decoder.row), column '\(key.stringValue)': a cell holds one value")
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// Decodes one cell, for `Decodable` types that decode from a single string (raw-value enums).
private struct CellDecoder: Decoder, SingleValueDecodingContainer {
    let cell: String
    let row: Int
    let column: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw failure("a cell holds one value")
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw failure("a cell holds one value") }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
    func decodeNil() -> Bool { cell.isEmpty }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let lossless = T.self as? any LosslessStringConvertible.Type, let value = lossless.init(cell) as? T {
            return value
        }
        if T.self is any LosslessStringConvertible.Type { throw failure("cannot read '\(cell)' as \(T.self)") }
        return try T(from: self)
    }

    private func failure(_ reason: String) -> DataTableError {
        DataTableError("row \(row), column '\(column)': \(reason)")
    }
}
