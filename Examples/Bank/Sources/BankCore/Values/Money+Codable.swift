import Foundation

extension Money: Codable {
    /// Reads an amount written as a JSON string (`"12.50"`, `"$1,250.00"`) or a JSON number
    /// (`12.5`), both through the same text parser, never through `Double`.
    ///
    /// NB: unlike `init(parsing:)`, decoding accepts zero and negative amounts, because balances
    /// and totals are encoded too; an amount a customer enters must go through
    /// `init(parsing:)`, which enforces the limits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text: String
        if let string = try? container.decode(String.self) {
            text = string
        } else {
            // NB: Foundation decodes a JSON number into `Decimal` from its digits, exactly.
            text = try container.decode(Decimal.self).description
        }
        do {
            self.init(cents: try MoneyText.cents(in: text))
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Writes the amount as a JSON string of plain decimal text, such as `"1250.00"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(decimalText)
    }
}
