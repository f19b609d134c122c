import Foundation
import Requirements

extension CCKSamples {
    /// `multiple-features-reversed`: the same, run with `--order reverse`.
    static func multipleFeaturesReversed(_ folder: URL) -> Steps<CCKWorld> {
        orders()
    }
}
