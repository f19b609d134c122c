import CucumberMessages

/// Times as Cucumber's Java formatters print them, so that the XML reports match theirs.
enum ReportTime {
    /// Whole milliseconds from `start` to `end`, rounded down (Java's `Duration.toMillis`).
    static func milliseconds(from start: Timestamp, to end: Timestamp) -> Int {
        let nanos = (end.seconds - start.seconds) * 1_000_000_000 + (end.nanos - start.nanos)
        return nanos >= 0 ? nanos / 1_000_000 : -((-nanos + 999_999) / 1_000_000)
    }

    /// `milliseconds` as seconds, the way Java prints the `double` `ms / 1000.0`: `0.0`,
    /// `0.057`, `1.5`, and from ten million seconds on in its scientific form (`1.0E7`).
    static func seconds(milliseconds: Int) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let digits = String(milliseconds.magnitude)
        let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        let whole = padded.dropLast(3)
        var fraction = String(padded.suffix(3))
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        guard whole.count > 7 else { return "\(sign)\(whole).\(fraction)" }
        var significant = String(whole) + (fraction == "0" ? "" : fraction)
        while significant.count > 1, significant.hasSuffix("0") { significant.removeLast() }
        let mantissa = significant.dropFirst().isEmpty ? "0" : String(significant.dropFirst())
        return "\(sign)\(significant.prefix(1)).\(mantissa)E\(whole.count - 1)"
    }

    /// The instant in UTC as Java's `ISO_INSTANT` prints it: `1970-01-01T00:00:00Z`, with 3, 6
    /// or 9 digits of fraction when it has one (`…:00.001Z`).
    static func isoInstant(_ timestamp: Timestamp) -> String {
        let time = UTCDateTime(timestamp)
        let pad = UTCDateTime.pad
        var text =
            "\(pad(time.year, 4))-\(pad(time.month, 2))-\(pad(time.day, 2))T\(pad(time.hour, 2)):"
            + "\(pad(time.minute, 2)):\(pad(time.second, 2))"
        let nanos = time.nanosecond
        if nanos != 0 {
            let digits = pad(nanos, 9)
            text +=
                "."
                + (nanos % 1_000_000 == 0
                    ? String(digits.prefix(3)) : nanos % 1000 == 0 ? String(digits.prefix(6)) : digits)
        }
        return text + "Z"
    }
}
