import Foundation
import Requirements

extension CCKSamples {
    /// `multiple-features`: several files run in path order.
    static func multipleFeatures(_ folder: URL) -> Steps<CCKWorld> {
        orders()
    }
}
