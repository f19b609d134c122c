import Foundation

/// Sends WebDriver commands (JSON over HTTP) to one chromedriver and unwraps their answers.
struct WebDriverConnection: Sendable {
    /// chromedriver's port on 127.0.0.1.
    let port: UInt16
    private let http: LoopbackHTTPClient

    init(port: UInt16) {
        self.port = port
        http = LoopbackHTTPClient(port: port)
    }

    /// Sends `method path` with `body` and returns the answer's `value`.
    ///
    /// - Throws: ``WebDriverError/command(_:error:message:)`` when WebDriver reports an error.
    @discardableResult
    func send(_ method: String, _ path: String, _ body: JSON? = nil) async throws(WebDriverError) -> JSON {
        let command = "\(method) /\(path)"
        var payload: Data?
        if let body {
            do {
                payload = try JSONEncoder().encode(body)
            } catch {
                throw .unexpectedAnswer(command, body: "cannot encode the command: \(error)")
            }
        } else if method == "POST" {
            payload = Data("{}".utf8)
        }
        let answer: LoopbackHTTPClient.Answer
        do {
            answer = try await http.perform(method, "/\(path)", body: payload)
        } catch {
            throw .transport(command, reason: error.description)
        }
        let json: JSON
        do {
            json = try JSONDecoder().decode(JSON.self, from: answer.body)
        } catch {
            throw .unexpectedAnswer(command, body: "HTTP \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
        }
        let value = json["value"] ?? .null
        if let error = value["error"]?.string {
            throw .command(command, error: error, message: value["message"]?.string ?? "")
        }
        guard (200..<300).contains(answer.status) else {
            throw .unexpectedAnswer(command, body: "HTTP \(answer.status): \(json.text)")
        }
        return value
    }
}
