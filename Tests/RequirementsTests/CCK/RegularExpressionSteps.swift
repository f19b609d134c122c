import Foundation
import Requirements

extension CCKSamples {
    /// `regular-expression`: optional capture groups arrive as optionals.
    static func regularExpression(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given(.regex("^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$")) {
                (_, first: String, second: String?, third: String?) in
                guard !first.isEmpty, second != "", third != "" else { throw CCK.Error("unexpected vegetables") }
            }
        }
    }
}
