import Foundation
import Requirements

extension CCKSamples {
    /// `markdown`: a `.feature.md` file with doc strings, a table and an attachment.
    static func markdown(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("some TypeScript code:") { (_, _: DocString) in }
            steps.given("some classic Gherkin:") { (_, _: DocString) in }
            steps.when("we use a data table and attach something and then {word}") {
                (scenario, what: String, _: DataTable) in
                scenario.log("We are logging some plain text (\(what))")
                if what == "fail" { throw CCK.Error("You asked me to fail") }
            }
            steps.then("this might or might not run") { _ in }
        }
    }
}
