import Foundation
import Requirements

/// A flight between two airports, made by the `{flight}` parameter type.
struct Flight: Sendable, Equatable {
    let from: String
    let to: String
}

extension CCKSamples {
    /// `parameter-types`: a custom parameter type with capture groups becomes a `Flight`.
    static func parameterTypes(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.parameterType("flight", regexp: "([A-Z]{3})-([A-Z]{3})") { (groups: [String?]) in
                Flight(from: groups[0] ?? "", to: groups[1] ?? "")
            }
            steps.given("{flight} has been delayed") { (_, flight: Flight) in
                try CCK.expectEqual(flight, Flight(from: "LHR", to: "CDG"))
            }
        }
    }
}
