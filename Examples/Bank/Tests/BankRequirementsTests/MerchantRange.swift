/// A run of numbered merchant names in a feature, such as `"Shop 45" to "Shop 26"`: the names
/// in that order, counting up or down.
enum MerchantRange {
    /// The names from `first` to `last`, which share a prefix and end in numbers; `nil` when
    /// they do not.
    static func names(from first: String, to last: String) -> [String]? {
        guard let (prefix, start) = split(first), let (lastPrefix, end) = split(last), prefix == lastPrefix else {
            return nil
        }
        let numbers = start <= end ? Array(start...end) : Array((end...start).reversed())
        return numbers.map { "\(prefix)\($0)" }
    }

    private static func split(_ name: String) -> (String, Int)? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(String(digits.reversed())) else { return nil }
        return (String(name.dropLast(digits.count)), number)
    }
}
