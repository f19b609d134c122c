import Foundation
import Requirements

extension CCKSamples {
    /// `undefined-multiple`: several undefined steps, with snippets for each.
    static func undefinedMultiple(_ folder: URL) -> Steps<CCKWorld> {
        undefined(folder)
    }
}
