import CucumberMessages

/// A message timestamp as upstream's TeamCity formatter prints it: Java's
/// `yyyy-MM-dd'T'hh:mm:ss.SSSZ` in UTC.
///
/// NB: `hh` is Java's 12-hour hour (01 to 12, no AM/PM), so midnight and noon both print
/// `12` and epoch 0 is `1970-01-01T12:00:00.000+0000`. TeamCity only orders messages by it;
/// the report keeps the quirk so that it is the same text as cucumber-jvm's.
///
/// ```swift
/// TeamCityTimestamp.format(Timestamp(seconds: 0, nanos: 1_500_000)) // 1970-01-01T12:00:00.001+0000
/// ```
enum TeamCityTimestamp {
    static func format(_ timestamp: Timestamp) -> String {
        let nanosCarry = timestamp.nanos.quotientAndRemainder(dividingBy: 1_000_000_000)
        var seconds = timestamp.seconds + nanosCarry.quotient
        var nanos = nanosCarry.remainder
        if nanos < 0 {
            nanos += 1_000_000_000
            seconds -= 1
        }
        let days = floorDivision(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let hour24 = secondOfDay / 3600
        let hour12 = hour24 % 12 == 0 ? 12 : hour24 % 12
        let minute = secondOfDay / 60 % 60
        let second = secondOfDay % 60
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour12, 2)):\(pad(minute, 2)):\(pad(second, 2))."
            + "\(pad(nanos / 1_000_000, 3))+0000"
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The proleptic Gregorian date `daysSinceEpoch` days after 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`), so that no calendar or time zone database is involved.
    private static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSinceEpoch + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
