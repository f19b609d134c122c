import Foundation
import Requirements

extension CCKSamples {
    /// `hooks`: before and after hooks around every scenario, even a failing one.
    static func hooks(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before { _ in }
            steps.when("a step passes") { _ in }
            steps.when("a step fails") { _ in throw CCK.Error("Exception in step") }
            steps.after { _ in }
        }
    }

    /// `hooks-attachment`: hooks attach an image.
    static func hooksAttachment(_ folder: URL) -> Steps<CCKWorld> {
        let svg = folder.appendingPathComponent("cucumber.svg")
        return Steps(world: CCKWorld.init) { steps in
            steps.before { scenario in scenario.attach(try Data(contentsOf: svg), mediaType: "image/svg+xml") }
            steps.when("a step passes") { _ in }
            steps.after { scenario in scenario.attach(try Data(contentsOf: svg), mediaType: "image/svg+xml") }
        }
    }

    /// `hooks-named`: hooks carry names.
    static func hooksNamed(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before(name: "A named before hook") { _ in }
            steps.when("a step passes") { _ in }
            steps.after(name: "A named after hook") { _ in }
        }
    }

    /// `hooks-skipped`: skipping from a before hook skips the rest but after hooks still run.
    static func hooksSkipped(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before { _ in }
            steps.before("@skip-before") { _ in throw Skipped() }
            steps.before { _ in }
            steps.given("a normal step") { _ in }
            steps.given("a step that skips") { _ in throw Skipped() }
            steps.after { _ in }
            steps.after("@skip-after") { _ in throw Skipped() }
            steps.after { _ in }
        }
    }

    /// `hooks-undefined`: hooks run around an undefined step.
    static func hooksUndefined(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before { _ in }
            steps.after { _ in }
        }
    }
}
