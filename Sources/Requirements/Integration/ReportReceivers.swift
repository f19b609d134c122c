import VerityReports

/// Makes the report formatters `VERITY_FORMAT` asks for (`junit:build/junit.xml,progress`).
enum ReportReceivers {
    static func make(_ format: String?) throws -> [any MessageFormatter] {
        guard let format, !format.isEmpty else { return [] }
        return try ReportConfiguration.parse(format).map(ReportConfiguration.makeFormatter(for:))
    }
}
