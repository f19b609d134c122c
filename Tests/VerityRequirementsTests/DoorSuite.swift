import Requirements
import Verity
import VerityRequirements

/// The world of the door scenarios: the door the scenario opens and closes.
struct DoorWorld: Sendable {
    var door: Source<Door>?
}

/// Scenarios over `Door` that reach `closed` and `open` but never `locked`, one of them with a
/// stale action that the door refuses.
enum DoorSuite {
    static let feature = FeatureFile(
        uri: "Features/door.feature",
        text: """
            Feature: The door

              Scenario: Opening
                Given a closed door
                When I open it
                Then it is open

              Scenario: Opening and closing
                Given a closed door
                When I open it
                And I close it
                Then it is closed

              Scenario: A stale handle
                Given a closed door
                When I open it twice with the same handle
                Then it is open
            """)

    /// The steps, recording models with `coverage`, or not recording at all when `nil`.
    /// `closeIsBroken` plants the drafting test's defect in every door the steps make.
    static func steps(recording coverage: ModelCoverage?, closeIsBroken: Bool = false) -> Steps<DoorWorld> {
        Steps<DoorWorld>(world: { DoorWorld() }) { steps in
            if let coverage { steps.recordModels(coverage) }
            steps.given("a closed door") { world in
                world.door = Door.source(closeIsBroken: closeIsBroken)
            }
            steps.when("I open it") { world in
                guard case .closed(let closed) = world.door?.model else { throw Unexpected(state: world.door?.model) }
                closed.open()
            }
            steps.when("I close it") { world in
                guard case .open(let open) = world.door?.model else { throw Unexpected(state: world.door?.model) }
                open.close()
            }
            steps.when("I open it twice with the same handle") { world in
                guard case .closed(let closed) = world.door?.model else { throw Unexpected(state: world.door?.model) }
                closed.open()
                closed.open()
            }
            steps.then("it is open") { world in
                guard case .open = world.door?.model else { throw Unexpected(state: world.door?.model) }
            }
            steps.then("it is closed") { world in
                guard case .closed = world.door?.model else { throw Unexpected(state: world.door?.model) }
            }
        }
    }

    /// The declaration the tests record with: the states, and each drawn as a line of text.
    static let coverage = ModelCoverage().declaring(Door.self, states: Door.states) { door in
        switch door {
        case .closed: .text("[ closed ]")
        case .open: .text("[  open  ]")
        case .locked: .text("[ locked ]")
        }
    }

    struct Unexpected: Error, CustomStringConvertible {
        let state: Door?
        var description: String { "the door is \(state.map { "\($0)" } ?? "missing")" }
    }
}

extension DoorSuite {
    /// ``coverage`` with a hand-made model of the state no scenario reaches.
    static let coverageWithExample = coverage.example("locked by the caretaker", Door.locked)
}
