/// A date or a time of day written in a step's text (`2025-03-01`, `2025-03-01T09:30`, `09:30`,
/// `9:30:15`), which a snippet takes as one `{word}` argument named `date` or `time`.
///
/// Left to itself the generator reads a date as several numbers, each with its `{float}`
/// alternative and named after its type, though the step means one value.
/// Cucumber has no built-in date type, and a snippet must use only the types the suite has,
/// so the date becomes `{word}` (any run of non-space characters), passed as a `String`.
struct SnippetDateTime: Equatable {
    /// Where the date or time lies in the text, in Unicode scalars.
    var range: Range<Int>
    /// `date` for a date (with or without a time of day), `time` for a time of day alone.
    var name: String

    /// Every date and time in `scalars` that stands alone: not inside a longer word or number,
    /// nor between quotes (a quoted value is already one `{string}`).
    static func all(in scalars: [Unicode.Scalar]) -> [SnippetDateTime] {
        var found: [SnippetDateTime] = []
        var index = 0
        while index < scalars.count {
            let startsAlone = index == 0 || !isPartOfToken(scalars[index - 1])
            if startsAlone, let match = match(in: scalars, at: index) {
                let end = match.range.upperBound
                // NB: a full stop that ends the sentence does not join the date to anything.
                let endsSentence =
                    end < scalars.count && scalars[end] == "."
                    && (end + 1 == scalars.count || scalars[end + 1].properties.isWhitespace)
                let endsAlone = end == scalars.count || !isPartOfToken(scalars[end]) || endsSentence
                if endsAlone {
                    found.append(match)
                    index = match.range.upperBound
                    continue
                }
            }
            index += 1
        }
        return found
    }

    /// A date (`dddd-dd-dd`, optionally `T` and a time, seconds, fraction and zone) or a time
    /// (`d:dd` or `dd:dd`, optionally `:dd`) starting at `start`.
    private static func match(in scalars: [Unicode.Scalar], at start: Int) -> SnippetDateTime? {
        var reader = Reader(scalars: scalars, position: start)
        if reader.digits(4), reader.literal("-"), reader.digits(2), reader.literal("-"), reader.digits(2) {
            let dateEnd = reader.position
            if reader.literal("T"), reader.time() {
                let timeEnd = reader.position
                if !(reader.literal("Z") || reader.zoneOffset()) { reader.position = timeEnd }
                return SnippetDateTime(range: start..<reader.position, name: "date")
            }
            return SnippetDateTime(range: start..<dateEnd, name: "date")
        }
        reader.position = start
        if reader.time() { return SnippetDateTime(range: start..<reader.position, name: "time") }
        return nil
    }

    /// Characters that join a date to what is around it, so that `v2025-03-01`, `1.09:30` and
    /// `'09:30'` are left to the generator.
    private static func isPartOfToken(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || ["-", ":", ".", "/", "_", "\"", "'"].contains(scalar)
    }

    /// Reads fixed shapes of digits and punctuation, moving past each part it finds.
    private struct Reader {
        var scalars: [Unicode.Scalar]
        var position: Int

        mutating func digits(_ count: Int) -> Bool {
            guard position + count <= scalars.count,
                scalars[position..<(position + count)].allSatisfy({ ("0"..."9").contains($0) })
            else { return false }
            position += count
            return true
        }

        mutating func literal(_ scalar: Unicode.Scalar) -> Bool {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
            return true
        }

        /// `H:MM` or `HH:MM`, then optionally `:SS` and a fraction `.d…`.
        mutating func time() -> Bool {
            let start = position
            guard digits(2) || digits(1), literal(":"), digits(2) else {
                position = start
                return false
            }
            let minutesEnd = position
            if literal(":"), digits(2) {
                let secondsEnd = position
                if literal("."), digits(1) {
                    while digits(1) {}
                } else {
                    position = secondsEnd
                }
            } else {
                position = minutesEnd
            }
            return true
        }

        /// `+HH:MM`, `-HH:MM` or `+HHMM`.
        mutating func zoneOffset() -> Bool {
            let start = position
            guard literal("+") || literal("-"), digits(2) else {
                position = start
                return false
            }
            let hoursEnd = position
            if !(literal(":") && digits(2)) {
                position = hoursEnd
                if !digits(2) {
                    position = start
                    return false
                }
            }
            return true
        }
    }
}
