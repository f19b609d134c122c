import Foundation

/// The status line and headers of an HTTP/1.1 answer, and where its body ends.
struct HTTPHead: Sendable {
    /// The status code, e.g. 200.
    let status: Int
    /// `Content-Length`, when given.
    let contentLength: Int?
    /// Whether the body comes in chunks (`Transfer-Encoding: chunked`).
    let isChunked: Bool

    /// Parses the text before the blank line; a header may or may not have a space after its colon.
    init(_ text: String) throws(LoopbackHTTPClient.Failure) {
        let lines = text.components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"), let status = Int(statusParts[1]) else {
            throw LoopbackHTTPClient.Failure(description: "not an HTTP answer: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.status = status
        contentLength = headers["content-length"].flatMap { Int($0) }
        isChunked = headers["transfer-encoding"]?.lowercased().contains("chunked") ?? false
    }

    /// The body, once `received` holds all of it (its head ending at `start`); `nil` until then.
    func completeBody(in received: Data, from start: Int) -> Data? {
        if isChunked { return Self.dechunk(received.subdata(in: start..<received.count)) }
        guard let contentLength else { return nil }
        guard received.count - start >= contentLength else { return nil }
        return received.subdata(in: start..<(start + contentLength))
    }

    /// Joins the chunks of a chunked body; `nil` until the last (empty) chunk has arrived.
    private static func dechunk(_ data: Data) -> Data? {
        var body = Data()
        var index = data.startIndex
        let newline = Data("\r\n".utf8)
        while let lineEnd = data.range(of: newline, in: index..<data.endIndex) {
            let sizeText = String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first.map(String.init) ?? "", radix: 16) else { return nil }
            let chunkStart = lineEnd.upperBound
            if size == 0 { return body }
            guard data.endIndex - chunkStart >= size + 2 else { return nil }
            body.append(data[chunkStart..<(chunkStart + size)])
            index = chunkStart + size + 2
        }
        return nil
    }
}
