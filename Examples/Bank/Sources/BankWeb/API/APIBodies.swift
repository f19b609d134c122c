import Foundation

/// `POST /api/sessions`: `{"username": "ada", "password": "lovelace"}`.
struct SignInBody: Decodable, Sendable {
    var username: String
    var password: String
}

/// `POST /api/accounts/{id}/charges`: `{"amount": "12.50", "merchant": "Corner Shop"}`.
struct ChargeBody: Decodable, Sendable {
    var amount: AmountText
    var merchant: String
}

/// An amount as the client wrote it, a JSON string or number, kept as text so the one amount
/// parser (`Money(parsing:)`) judges it and its message reaches the client: `"0.010"` and
/// `0.010` are the same cent, `12.345` and `"12.345"` the same refusal.
struct AmountText: Decodable, Sendable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.text = text
        } else if let exact = try? container.decode(Decimal.self), exact.isFinite {
            // NB: a JSON number is read as a Decimal, whose text is its exact value; never Double.
            self.text = exact.description
        } else {
            // NB: beyond Decimal's range (about 1e165), as `1e300` is: far too large, or a
            // fraction of a cent, but a number all the same, so its answer says which.
            let number = try container.decode(Double.self)
            self.text = abs(number) >= 1 ? "1" + String(repeating: "0", count: 20) : "0.001"
        }
    }
}

/// Reads JSON bodies and words every way they can be wrong for the client.
enum APIBody {
    static func decode<Body: Decodable>(_ type: Body.Type, from bytes: [UInt8]) throws(WebFailure) -> Body {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, _) {
            throw .badRequest("The field \"\(key.stringValue)\" is missing.")
        } catch let DecodingError.typeMismatch(_, context) where context.codingPath.isEmpty {
            throw .badRequest("The request body must be a JSON object.")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw .badRequest("The field \"\(path(context))\" has the wrong type.")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw .badRequest("The field \"\(path(context))\" is not valid.")
        } catch {
            throw .badRequest("The request body is not valid JSON.")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
