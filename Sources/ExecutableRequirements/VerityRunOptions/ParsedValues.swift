/// The order `VERITY_ORDER` names, before the runner makes it a `ScenarioOrder`.
package enum ParsedOrder: Hashable, Sendable {
    case defined
    case reverse
    /// `random`, or `random:SEED`.
    case random(seed: UInt64?)
}

/// The shard `VERITY_SHARD` names: `index` of `count`, 1-based, with `1 <= index <= count`.
package struct ParsedShard: Hashable, Sendable {
    package let index: Int
    package let count: Int
}

/// A `.feature` file and lines in it, as `VERITY_LOCATIONS` lists them (`path:line:line`).
package struct ParsedLocation: Hashable, Sendable {
    package let path: String
    package let lines: [Int]
}

/// The locations `VERITY_LOCATIONS` lists, written out or read from a rerun file (`@rerun.txt`).
package struct ParsedLocations: Hashable, Sendable {
    package let locations: [ParsedLocation]
    /// Whether the value was a rerun file that lists nothing (a run where nothing failed): it
    /// selects no scenario, where an empty list would select them all.
    package let isEmptyRerunFile: Bool
}
