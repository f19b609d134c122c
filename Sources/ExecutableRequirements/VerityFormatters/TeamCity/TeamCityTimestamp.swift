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
        let time = UTCDateTime(timestamp)
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        let pad = UTCDateTime.pad
        return "\(pad(time.year, 4))-\(pad(time.month, 2))-\(pad(time.day, 2))T\(pad(hour12, 2)):"
            + "\(pad(time.minute, 2)):\(pad(time.second, 2)).\(pad(time.nanosecond / 1_000_000, 3))+0000"
    }
}
