import Hummingbird

/// How much a client may send; a bank form or JSON call never needs more.
enum RequestLimits {
    /// The largest body accepted; anything larger is answered 413 and never parsed.
    static let maximumBodySize = 16 * 1024
}

extension Request {
    /// The body's bytes, refused with `WebFailure.bodyTooLarge` when it exceeds the limit.
    ///
    /// NB: `Content-Length` is checked first so an honest oversize request is refused without
    /// reading it; a chunked one is cut off as soon as it passes the limit.
    func bodyBytes() async throws(WebFailure) -> [UInt8] {
        if let declared = headers[.contentLength].flatMap(Int.init), declared > RequestLimits.maximumBodySize {
            throw .bodyTooLarge
        }
        var bytes: [UInt8] = []
        do {
            for try await buffer in body {
                guard bytes.count + buffer.readableBytes <= RequestLimits.maximumBodySize else {
                    throw WebFailure.bodyTooLarge
                }
                bytes.append(contentsOf: buffer.readableBytesView)
            }
        } catch let failure as WebFailure {
            throw failure
        } catch {
            throw .badRequest("The request body could not be read.")
        }
        return bytes
    }

    /// The body as UTF-8 text (a form), within the same limit.
    func bodyText() async throws(WebFailure) -> String {
        String(decoding: try await bodyBytes(), as: UTF8.self)
    }
}
