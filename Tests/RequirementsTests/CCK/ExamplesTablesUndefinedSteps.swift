import Foundation
import Requirements

extension CCKSamples {
    /// `examples-tables-undefined`: outline values that are not numbers leave steps undefined.
    static func examplesTablesUndefined(_ folder: URL) -> Steps<CCKWorld> {
        cucumberCounting()
    }
}
