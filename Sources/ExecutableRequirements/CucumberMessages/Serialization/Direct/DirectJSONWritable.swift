/// A message type that writes its own JSON, bypassing `Codable`'s generic machinery.
///
/// NB: generic `Encodable` encoding spends its time in the Swift runtime (existential
/// containers, generic metadata look-ups, boxing) rather than in writing bytes, and a runner
/// emits messages for every step; so every message type writes itself directly (the messages
/// benchmark compares the two paths). Each conformance must produce exactly what its `Encodable`
/// conformance produces through ``NDJSONEncoder``'s generic path; the serialization tests
/// check that byte for byte on all official messages, and check that `directJSONKeys` names
/// every stored property, so a field added to a message cannot be silently left out.
protocol DirectJSONWritable {
    /// The JSON keys this type writes, in order: one per stored property.
    static var directJSONKeys: [String] { get }

    /// Appends the value's JSON.
    func writeJSON(to out: inout JSONOutput)
}

extension DirectJSONWritable {
    /// Appends the value's JSON to `buffer`, which the writer borrows without copying.
    func writeDirectly(to buffer: inout [UInt8]) {
        var output = JSONOutput(bytes: [])
        swap(&output.bytes, &buffer)
        writeJSON(to: &output)
        swap(&output.bytes, &buffer)
    }
}

/// The output of the direct writers: bytes plus the one bit of state JSON needs (whether
/// the next member or element must be preceded by a comma).
///
/// Open to the package so that Gherkin's compact pickles can write the same JSON as the
/// `Pickle` messages without making them first.
package struct JSONOutput {
    package var bytes: [UInt8]
    private var needsComma = false

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    package mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    package mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes the comma before an array element that is not the first; an object element
    /// (``beginObject()`` ... ``endObject()``) then follows.
    package mutating func nextElement() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Writes a string element of an array.
    package mutating func element(utf8 value: UnsafeBufferPointer<UInt8>) {
        nextElement()
        JSONText.appendString(utf8: value, to: &bytes)
        needsComma = true
    }

    /// Writes a string element of an array.
    package mutating func element(_ value: String) {
        nextElement()
        JSONText.appendString(value, to: &bytes)
        needsComma = true
    }

    /// Writes a member whose value is the UTF-8 text `value`.
    package mutating func member(_ name: StaticString, utf8 value: UnsafeBufferPointer<UInt8>) {
        key(name)
        JSONText.appendString(utf8: value, to: &bytes)
    }

    /// Writes `,"name":` (or `"name":` for the first member).
    package mutating func key(_ name: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = true
    }

    /// Writes `value` as a quoted, escaped JSON string, with no comma or key before it.
    package mutating func string(_ value: String) {
        JSONText.appendString(value, to: &bytes)
    }

    /// Writes the UTF-8 text `value` as a quoted, escaped JSON string, with no comma or key
    /// before it.
    package mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
        JSONText.appendString(utf8: value, to: &bytes)
    }

    /// Writes `text` as it is: JSON punctuation and keys that the caller has put together, such
    /// as `,"name":`. The caller keeps track of the commas.
    ///
    /// NB: for writers of a fixed layout (the compact pickles), which join the keys and the
    /// punctuation between two values into one copy instead of a copy per key, comma and quote.
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `text` as it is; see ``raw(_:)-(StaticString)``.
    package mutating func raw(_ text: [UInt8]) {
        bytes.append(contentsOf: text)
    }

    /// Writes UTF-8 text as it is, without quotes: text that needs no escaping, which the
    /// caller has checked.
    package mutating func raw(utf8 value: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: value)
    }

    /// Writes UTF-8 text escaped as the inside of a JSON string, without the quotes: the
    /// piece of a string that holds the characters to escape.
    package mutating func escaped(utf8 value: UnsafeBufferPointer<UInt8>) {
        JSONText.appendEscapedContents(value, to: &bytes)
    }

    /// Writes one byte as it is, such as a quote or a bracket.
    package mutating func raw(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes the decimal digits of `value`, which must not be negative, as a JSON number
    /// (or, between quotes, a counted id), without making a string of it.
    package mutating func decimal(_ value: Int) {
        JSONText.appendDecimal(value, to: &bytes)
    }

    mutating func integer(_ value: Int) {
        JSONText.appendInteger(value, to: &bytes)
    }

    mutating func value<T: DirectJSONWritable>(_ value: T) {
        value.writeJSON(to: &self)
    }

    mutating func array<T: DirectJSONWritable>(_ values: [T]) {
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        for value in values {
            if needsComma { bytes.append(UInt8(ascii: ",")) }
            needsComma = true
            value.writeJSON(to: &self)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func array(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    // Members, one call each.

    package mutating func member(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    package mutating func member(_ name: StaticString, _ value: String?) {
        if let value { member(name, value) }
    }

    package mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        integer(value)
    }

    package mutating func member(_ name: StaticString, _ value: Int?) {
        if let value { member(name, value) }
    }

    mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        JSONText.appendASCII(value ? "true" : "false", to: &bytes)
    }

    mutating func member<T: DirectJSONWritable>(_ name: StaticString, _ value: T) {
        key(name)
        value.writeJSON(to: &self)
    }

    mutating func member<T: DirectJSONWritable>(_ name: StaticString, _ value: T?) {
        if let value { member(name, value) }
    }

    mutating func member<T: DirectJSONWritable>(_ name: StaticString, _ values: [T]) {
        key(name)
        array(values)
    }

    mutating func member<T: DirectJSONWritable>(_ name: StaticString, _ values: [T]?) {
        if let values { member(name, values) }
    }

    mutating func member(_ name: StaticString, _ values: [String]) {
        key(name)
        array(values)
    }

    mutating func member(_ name: StaticString, _ values: [String]?) {
        if let values { member(name, values) }
    }

    mutating func member<T: RawRepresentable<String>>(_ name: StaticString, _ value: T) {
        key(name)
        string(value.rawValue)
    }

    mutating func member<T: RawRepresentable<String>>(_ name: StaticString, _ value: T?) {
        if let value { member(name, value) }
    }
}
