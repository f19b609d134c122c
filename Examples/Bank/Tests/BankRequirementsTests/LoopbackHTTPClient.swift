import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client for one server on 127.0.0.1: one connection per request,
/// `Content-Length` or chunked answers.
///
/// NB: not URLSession. chromedriver writes its headers without a space after the colon
/// (`Content-Length:249`), which is valid HTTP, but FoundationNetworking on Linux fails every
/// such answer with "Failed writing header" (NSURLErrorDomain -1). WebDriver needs nothing
/// beyond this: local, small JSON bodies, one answer per request.
struct LoopbackHTTPClient: Sendable {
    /// The port on 127.0.0.1.
    let port: UInt16
    /// How long one request may take, e.g. while a new browser starts.
    var timeoutSeconds = 60

    /// An answer: its status code and body.
    struct Answer: Sendable {
        let status: Int
        let body: Data
    }

    /// A request that got no complete answer.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `method path` with `body` (JSON) and returns the answer.
    func perform(_ method: String, _ path: String, body: Data?) async throws(Failure) -> Answer {
        let result: Result<Answer, Failure> = await withCheckedContinuation { continuation in
            // NB: blocking socket calls, so on a thread of their own rather than the cooperative pool.
            Thread.detachNewThread {
                continuation.resume(returning: Result { () throws(Failure) -> Answer in
                    try exchange(method, path, body: body)
                })
            }
        }
        return try result.get()
    }

    private func exchange(_ method: String, _ path: String, body: Data?) throws(Failure) -> Answer {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket (errno \(errno))") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            throw Failure(description: "cannot connect to 127.0.0.1:\(port) (\(String(cString: strerror(errno))))")
        }
        let payload = body ?? Data()
        var request = Data((
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: application/json\r\n"
                + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(payload.count)\r\n"
                + "Connection: close\r\n\r\n").utf8)
        request.append(payload)
        try transmit(request, to: descriptor)
        return try readAnswer(from: descriptor)
    }

    private func transmit(_ data: Data, to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress.map { $0 + offset }, data.count - offset, 0)
            }
            guard written > 0 else { throw Failure(description: "cannot send the request (errno \(errno))") }
            offset += written
        }
    }

    private func readAnswer(from descriptor: Int32) throws(Failure) -> Answer {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var parsed: (head: HTTPHead, bodyStart: Int)?
        while true {
            if parsed == nil, let end = received.range(of: Data("\r\n\r\n".utf8)) {
                parsed = (try HTTPHead(String(decoding: received[..<end.lowerBound], as: UTF8.self)), end.upperBound)
            }
            if let (head, start) = parsed, let body = head.completeBody(in: received, from: start) {
                return Answer(status: head.status, body: body)
            }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 {
                // NB: closed by the server: without a length, the body is what came.
                if let (head, start) = parsed, head.contentLength == nil, !head.isChunked {
                    return Answer(status: head.status, body: received.subdata(in: start..<received.count))
                }
                throw Failure(description: "the connection closed before the answer was complete")
            }
            guard count > 0 else { throw Failure(description: "no answer (errno \(errno))") }
            received.append(contentsOf: buffer[0..<count])
        }
    }
}
