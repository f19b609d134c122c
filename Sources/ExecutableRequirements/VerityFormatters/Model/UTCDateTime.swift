import CucumberMessages

/// A message timestamp's date and time of day in UTC, worked out by arithmetic alone (the
/// proleptic Gregorian calendar, Howard Hinnant's `civil_from_days`), so that the reports that
/// print Java's date formats print the same text on every machine, whatever its calendar or time
/// zone database.
///
/// ```swift
/// let time = UTCDateTime(Timestamp(seconds: 86_399, nanos: 5_000_000))
/// (time.year, time.month, time.day, time.hour, time.nanosecond)  // (1970, 1, 1, 23, 5_000_000)
/// UTCDateTime.pad(7, 3)                                            // "007"
/// ```
struct UTCDateTime: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var nanosecond: Int

    init(_ timestamp: Timestamp) {
        let totalNanos = timestamp.seconds * 1_000_000_000 + timestamp.nanos
        let seconds = Self.floorDivide(totalNanos, 1_000_000_000)
        nanosecond = totalNanos - seconds * 1_000_000_000
        let days = Self.floorDivide(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `value` in decimal, with zeros in front up to `width` digits.
    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }
}
