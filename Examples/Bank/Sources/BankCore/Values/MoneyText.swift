/// The text form of dollar amounts, shared by the customer-facing parser and JSON decoding.
///
/// NB: written by hand rather than with a number formatter so that no amount ever passes
/// through floating point, and so the accepted syntax is exactly the documented one whatever
/// the machine's locale.
enum MoneyText {
    /// The cents written in `text`: an optional sign, an optional `$`, whole dollars (optionally
    /// grouped by commas in threes), and optionally a point followed by digits, of which only the
    /// first two may be other than zero: `0.010` is one cent exactly, `12.345` is not whole cents.
    /// Zero and negative amounts are returned as such; the caller decides whether they are
    /// allowed. Amounts too large to hold throw `.tooLarge`.
    static func cents(in text: String) throws(AmountError) -> Int64 {
        var characters = Substring(text.trimmingWhitespace())
        var isNegative = false
        if characters.first == "-" {
            isNegative = true
            characters.removeFirst()
        }
        if characters.first == "$" {
            characters.removeFirst()
        }
        if !isNegative, characters.first == "-" {
            isNegative = true
            characters.removeFirst()
        }
        let point = characters.firstIndex(of: ".")
        let dollarDigits = try digits(ofGrouped: characters[..<(point ?? characters.endIndex)])
        var centDigits = point.map { characters[characters.index(after: $0)...] } ?? "00"
        // NB: one rule for text and JSON numbers: a number reaches here as its exact decimal
        // value, so the number 0.010 arrives as "0.01"; the text "0.010" must read the same.
        guard !centDigits.isEmpty, centDigits.allSatisfy(\.isASCIIDigit),
            centDigits.dropFirst(2).allSatisfy({ $0 == "0" })
        else {
            throw AmountError.notAnAmount
        }
        centDigits = centDigits.prefix(2)
        if centDigits.count == 1 { centDigits += "0" }
        let significant = dollarDigits.drop { $0 == "0" }
        // NB: more than 15 dollar digits could overflow Int64 cents; every such amount is
        // beyond any limit the bank has, so it is reported as too large.
        guard significant.count <= 15 else { throw AmountError.tooLarge }
        var cents: Int64 = 0
        // NB: every character here was checked to be an ASCII digit, so its byte less "0" is
        // its value.
        for byte in (significant + centDigits).utf8 {
            cents = cents * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return isNegative ? -cents : cents
    }

    /// The digits of a whole-dollar part such as `1250` or `1,250`; commas must group threes.
    private static func digits(ofGrouped text: Substring) throws(AmountError) -> String {
        guard !text.isEmpty else { throw AmountError.notAnAmount }
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            throw AmountError.notAnAmount
        }
        if groups.count > 1 {
            guard let first = groups.first, first.count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
                throw AmountError.notAnAmount
            }
        }
        return groups.joined()
    }

    /// `1250` as `"1,250"`.
    static func grouped(_ value: UInt64) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// `5` as `"05"`.
    static func twoDigits(_ value: UInt64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

extension Character {
    /// Whether this is one of `0`…`9` (and not any other Unicode digit).
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return (48...57).contains(ascii)
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...last]
    }
}
