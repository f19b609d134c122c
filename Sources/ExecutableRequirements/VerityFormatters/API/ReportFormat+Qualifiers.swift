extension ReportFormat {
    /// The words that may follow the format's name in `VERITY_FORMAT` before its path
    /// (`pretty:plain:exclude-attachments`, `junit:verity:build/junit.xml`); none for a format
    /// without options.
    var qualifiers: [String] {
        let themes = ReportTheme.allCases.map(\.rawValue)
        switch self {
        case .pretty: return themes + ["exclude-attachments", "exclude-features-and-rules"]
        case .summary, .progress: return themes + ["exclude-attachments"]
        case .junit: return ["cucumber", "verity", "reruns"]
        default: return []
        }
    }
}
