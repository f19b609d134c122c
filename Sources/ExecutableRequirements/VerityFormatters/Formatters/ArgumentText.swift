import CucumberMessages
import Foundation

/// A step's data table or doc string laid out as in a feature file.
enum ArgumentText {
    static func lines(for argument: PickleStepArgument?) -> [String] {
        if let table = argument?.dataTable { return lines(for: table) }
        if let docString = argument?.docString {
            let fence = docString.content.contains("\"\"\"") ? "```" : "\"\"\""
            let content = docString.content.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
            return [fence + (docString.mediaType ?? "")] + content + [fence]
        }
        return []
    }

    private static func lines(for table: PickleTable) -> [String] {
        let escaped: [[String]] = table.rows.map { row in
            row.cells.map { cell -> String in
                cell.value.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "|", with: "\\|")
                    .replacingOccurrences(of: "\n", with: "\\n")
            }
        }
        let columns = escaped.map(\.count).max() ?? 0
        let widths: [Int] = (0..<columns).map { column in
            escaped.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return escaped.map { row -> String in
            let cells: [String] = row.enumerated().map { column, value in
                value + String(repeating: " ", count: widths[column] - value.count)
            }
            return "| " + cells.joined(separator: " | ") + " |"
        }
    }
}
