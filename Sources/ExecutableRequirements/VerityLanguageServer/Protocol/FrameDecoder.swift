/// Splits a byte stream into message bodies by their `Content-Length` headers, as the Language
/// Server Protocol frames them:
///
/// ```text
/// Content-Length: 52\r\n
/// Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n
/// \r\n
/// {"jsonrpc":"2.0","id":1,"method":"shutdown"}
/// ```
///
/// Header names are matched without regard to case, `Content-Type` and unknown headers are
/// accepted and ignored, lines may end in `\n` alone, and blank lines between messages are
/// skipped. A header block without a usable `Content-Length` is reported once, and the bytes
/// up to the next `Content-Length` header are dropped, so one bad message costs nothing more.
///
/// ```swift
/// var decoder = FrameDecoder()
/// decoder.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// decoder.next()  // .body(Array("{}".utf8))
/// ```
package struct FrameDecoder: Sendable {
    /// What the stream held next.
    package enum Event: Sendable, Equatable {
        /// A whole message body.
        case body([UInt8])
        /// A header block the decoder could not use, and why; its message is skipped.
        case malformedHeader(String)
    }

    /// The longest header block accepted, in bytes.
    package static let maximumHeaderSize = 8 * 1024
    /// The largest body accepted, in bytes (a 2 GiB document is beyond the parser anyway).
    package static let maximumBodySize = 1 << 30

    private var buffer: [UInt8] = []
    /// How much of `buffer` has been consumed.
    private var start = 0
    /// Whether bytes are being dropped up to the next `Content-Length` header.
    private var resynchronising = false

    /// Creates a decoder awaiting the first header.
    package init() {}

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next body or header problem, or `nil` when more bytes are needed.
    package mutating func next() -> Event? {
        if resynchronising, !resynchronise() { return nil }
        while start < buffer.count, buffer[start] == UInt8(ascii: "\r") || buffer[start] == UInt8(ascii: "\n") {
            start += 1
        }
        guard start < buffer.count else { return nil }
        switch header() {
        case .incomplete:
            return nil
        case .malformed(let reason):
            // NB: the search for the next header starts inside the bad block, not after it: a
            // body shorter than its Content-Length said runs into the next header's line.
            start += 1
            resynchronising = true
            return .malformedHeader(reason)
        case .complete(let length, let bodyStart):
            guard buffer.count - bodyStart >= length else { return nil }
            let body = Array(buffer[bodyStart..<bodyStart + length])
            start = bodyStart + length
            return .body(body)
        }
    }

    /// What the bytes at the start of a header block amount to so far.
    private enum Header {
        case incomplete
        case malformed(String)
        case complete(length: Int, bodyStart: Int)
    }

    /// Reads the header block at `start`.
    private func header() -> Header {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = start
        var index = start
        while true {
            guard let newline = buffer[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                if buffer.count - start > Self.maximumHeaderSize {
                    return .malformed("a header longer than \(Self.maximumHeaderSize) bytes without an end")
                }
                return .incomplete
            }
            var line = buffer[lineStart..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            index = newline + 1
            lineStart = index
            if line.isEmpty { break }
            lines.append(line)
            if index - start > Self.maximumHeaderSize {
                return .malformed("a header longer than \(Self.maximumHeaderSize) bytes")
            }
        }
        var length: Int?
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .malformed("the header line \(Self.quoted(line)) has no colon")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingSpaces().lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let number = Int(value), number <= Self.maximumBodySize
            else {
                return .malformed("Content-Length \(value.debugDescription) is not a byte count")
            }
            length = number
        }
        guard let length else {
            let shown = lines.map { Self.quoted($0) }.joined(separator: ", ")
            return .malformed("a header without Content-Length (\(shown))")
        }
        return .complete(length: length, bodyStart: index)
    }

    /// Drops bytes up to the next `Content-Length` header; `false` when none has arrived yet.
    private mutating func resynchronise() -> Bool {
        let marker = Array("content-length".utf8)
        var index = start
        while index + marker.count <= buffer.count {
            var matches = true
            for offset in 0..<marker.count where Self.lowercased(buffer[index + offset]) != marker[offset] {
                matches = false
                break
            }
            if matches {
                start = index
                resynchronising = false
                return true
            }
            index += 1
        }
        start = max(start, buffer.count - (marker.count - 1))
        return false
    }

    /// An ASCII letter in lower case; any other byte as it is.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// A header line, shortened and quoted, for a problem report.
    private static func quoted(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.prefix(80), as: UTF8.self).debugDescription
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
