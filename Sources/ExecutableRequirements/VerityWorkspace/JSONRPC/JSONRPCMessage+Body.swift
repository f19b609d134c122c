import CucumberMessages
import Foundation
import VerityJSON

extension JSONRPCMessage {
    /// Reads one framed message body.
    ///
    /// NB: `JSONDecoder` straight into ``JSONValue``, rather than `JSONSerialization` and a
    /// second pass converting its result, so a large `didOpen` is read once
    /// (`Benchmarks/lsp` measures it).
    ///
    /// ```swift
    /// switch JSONRPCMessage.read(body: Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)) {
    /// case .success(let message): print(message)       // .notification(method: "exit", params: nil)
    /// case .failure(let unreadable): print(unreadable.error.message)
    /// }
    /// ```
    package static func read(body: [UInt8]) -> Result<JSONRPCMessage, UnreadableMessage> {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        } catch {
            return .failure(
                UnreadableMessage(
                    id: RequestID.scanned(from: body),
                    error: .parseError("The message body is not JSON (\(body.count) bytes): \(Self.reason(error))")))
        }
        do {
            return .success(try JSONRPCMessage(json: json))
        } catch {
            return .failure(UnreadableMessage(id: json["id"].flatMap(RequestID.init(json:)), error: error))
        }
    }

    /// The decoder's own explanation of why the body is not JSON.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        default:
            return "\(error)"
        }
    }
}
