import Foundation
import Requirements

extension CCKSamples {
    /// `hooks-attachment`: hooks attach an image.
    static func hooksAttachment(_ folder: URL) -> Steps<CCKWorld> {
        let svg = folder.appendingPathComponent("cucumber.svg")
        return Steps(world: CCKWorld.init) { steps in
            steps.before { scenario in scenario.attach(try Data(contentsOf: svg), mediaType: "image/svg+xml") }
            steps.when("a step passes") { _ in }
            steps.after { scenario in scenario.attach(try Data(contentsOf: svg), mediaType: "image/svg+xml") }
        }
    }
}
