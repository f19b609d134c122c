import Foundation
import Requirements

extension CCKSamples {
    /// `doc-strings`: a doc string arrives as a `DocString`, with its media type.
    static func docStrings(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a doc string:") { (_, docString: DocString) in
                guard !docString.content.isEmpty else { throw CCK.Error("the doc string is empty") }
            }
        }
    }
}
