import Foundation
import Requirements

extension CCKSamples {
    /// `examples-tables-undefined-multiple`: several undefined steps in one example.
    static func examplesTablesUndefinedMultiple(_ folder: URL) -> Steps<CCKWorld> {
        cucumberCounting()
    }
}
