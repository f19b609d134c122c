import Foundation
import Requirements

extension CCKSamples {
    /// `empty`: a scenario without steps passes without any definitions.
    static func empty(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init)
    }
}
