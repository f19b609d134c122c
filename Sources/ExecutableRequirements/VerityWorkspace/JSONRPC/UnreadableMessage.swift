/// A message body the server could not read: the error to answer with, and the id of the
/// request it seems to be, when one can be found in the text.
///
/// With an id the server answers with an error response; without one it can only log, since
/// JSON-RPC gives a response without an id to nobody.
package struct UnreadableMessage: Error, Sendable {
    /// The request's id, as far as the broken text shows it.
    package var id: RequestID?
    /// Why the body was refused: a parse error (-32700) or an invalid request (-32600).
    package var error: ResponseError

    /// Creates the description of an unreadable body.
    package init(id: RequestID?, error: ResponseError) {
        self.id = id
        self.error = error
    }
}

extension RequestID {
    /// The id a broken message body seems to carry: the first `"id"` member whose value is a
    /// whole number or a simple string.
    ///
    /// ```swift
    /// RequestID.scanned(from: Array(#"{"id": 7, "method": "hover", "params": {"#.utf8))  // .number(7)
    /// ```
    package static func scanned(from body: [UInt8]) -> RequestID? {
        let key = Array(#""id""#.utf8)
        var index = 0
        while index + key.count <= body.count {
            guard body[index..<index + key.count].elementsEqual(key) else {
                index += 1
                continue
            }
            var cursor = skipSpaces(body, from: index + key.count)
            guard cursor < body.count, body[cursor] == UInt8(ascii: ":") else {
                index += key.count
                continue
            }
            cursor = skipSpaces(body, from: cursor + 1)
            if let id = value(in: body, at: cursor) { return id }
            index += key.count
        }
        return nil
    }

    /// The offset of the first byte from `start` that is not JSON whitespace.
    private static func skipSpaces(_ body: [UInt8], from start: Int) -> Int {
        var index = start
        while index < body.count,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(body[index])
        {
            index += 1
        }
        return index
    }

    /// The number or simple string at `start`, as an id.
    private static func value(in body: [UInt8], at start: Int) -> RequestID? {
        guard start < body.count else { return nil }
        if body[start] == UInt8(ascii: "\"") {
            guard let end = body[(start + 1)...].firstIndex(of: UInt8(ascii: "\"")),
                !body[(start + 1)..<end].contains(UInt8(ascii: "\\"))
            else { return nil }
            return .string(String(decoding: body[(start + 1)..<end], as: UTF8.self))
        }
        var end = start
        if end < body.count, body[end] == UInt8(ascii: "-") { end += 1 }
        while end < body.count, body[end] >= UInt8(ascii: "0"), body[end] <= UInt8(ascii: "9") { end += 1 }
        return Int(String(decoding: body[start..<end], as: UTF8.self)).map(RequestID.number)
    }
}
