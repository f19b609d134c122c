/// Why a WebDriver command or the driver itself failed, with what WebDriver said.
package enum WebDriverError: Error, Sendable, Hashable, CustomStringConvertible {
    /// WebDriver answered the command with an error, e.g. `no such element`.
    case command(String, error: String, message: String)
    /// The command got no answer: the driver is not listening, or the connection broke.
    case transport(String, reason: String)
    /// The answer was not the JSON WebDriver promises.
    case unexpectedAnswer(String, body: String)
    /// chromedriver could not be started or did not become ready.
    case driverNotReady(String)

    /// The WebDriver error code, such as `no such element`, when WebDriver gave one.
    package var code: String? {
        if case .command(_, let error, _) = self { return error }
        return nil
    }

    package var description: String {
        switch self {
        case .command(let command, let error, let message):
            // NB: chromedriver's messages end with the session info line; the first line says it all.
            let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
            return "WebDriver \(command): \(error): \(firstLine)"
        case .transport(let command, let reason):
            return "WebDriver \(command): no answer (\(reason))"
        case .unexpectedAnswer(let command, let body):
            return "WebDriver \(command): unexpected answer \(body.prefix(300))"
        case .driverNotReady(let reason):
            return "chromedriver is not ready: \(reason)"
        }
    }
}
