import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1

/// Sends WebDriver commands (JSON over HTTP) to one chromedriver and unwraps their answers.
///
/// NB: AsyncHTTPClient, not URLSession. chromedriver writes its headers without a space after
/// the colon (`Content-Length:249`), which is valid HTTP, but FoundationNetworking on Linux
/// fails every such answer with "Failed writing header" (NSURLErrorDomain -1).
package struct WebDriverConnection: Sendable {
    /// chromedriver's port on 127.0.0.1.
    package let port: UInt16
    /// How long one command may take, e.g. while a new browser starts.
    package var timeout: TimeAmount = .seconds(60)
    /// The largest answer read; a full-page screenshot is a few megabytes of base64.
    private static let largestAnswer = 64 << 20

    package init(port: UInt16) {
        self.port = port
    }

    /// Sends `method path` with `body` and decodes the answer's `value` as `Answer`.
    ///
    /// - Throws: ``WebDriverError/command(_:error:message:)`` when WebDriver reports an error,
    ///   ``WebDriverError/unexpectedAnswer(_:body:)`` when the answer is not an `Answer`.
    package func send<Answer: Decodable>(
        _ method: String, _ path: String, _ body: (some Encodable)? = Optional<NoBody>.none,
        as answerType: Answer.Type = NoAnswer.self
    ) async throws(WebDriverError) -> Answer {
        let command = "\(method) /\(path)"
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/\(path)")
        request.method = HTTPMethod(rawValue: method)
        if let body {
            do {
                request.body = .bytes(ByteBuffer(data: try JSONEncoder().encode(body)))
            } catch {
                throw .unexpectedAnswer(command, body: "cannot encode the command: \(error)")
            }
            request.headers.add(name: "Content-Type", value: "application/json")
        } else if method == "POST" {
            request.body = .bytes(ByteBuffer(string: "{}"))
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        let status: UInt
        let answer: Data
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: timeout)
            status = response.status.code
            answer = Data(try await response.body.collect(upTo: Self.largestAnswer).readableBytesView)
        } catch {
            throw .transport(command, reason: String(describing: error))
        }
        let decoder = JSONDecoder()
        // NB: a failure's value is an object with `error`; any other value is not a failure.
        if let failure = try? decoder.decode(WebDriverAnswer<WebDriverFailure>.self, from: answer) {
            throw .command(command, error: failure.value.error, message: failure.value.message ?? "")
        }
        guard (200..<300).contains(status) else {
            throw .unexpectedAnswer(command, body: "HTTP \(status): \(String(decoding: answer, as: UTF8.self))")
        }
        do {
            return try decoder.decode(WebDriverAnswer<Answer>.self, from: answer).value
        } catch {
            throw .unexpectedAnswer(command, body: "not \(Answer.self): \(String(decoding: answer, as: UTF8.self))")
        }
    }
}

/// The body of a command sent without one.
package struct NoBody: Encodable {}
