import VerityFormatters

/// One scenario across several recorded runs: how often it ran, passed, failed and flaked, its
/// last failure and its durations, oldest run first.
struct ScenarioHistory {
    /// `uri:line`, the scenario's name across runs and in a rerun file.
    var location: String
    var name: String
    /// How many of the runs ran it.
    var runs = 0
    /// Runs it passed at the first attempt.
    var passes = 0
    /// Runs it ended failed.
    var failures = 0
    /// Runs it passed only on a retry.
    var flakyRuns = 0
    /// Times its outcome changed between one run that ran it and the next (passed ↔ failed).
    var flips = 0
    /// The last run (1-based, oldest first) in which an attempt failed, and why.
    var lastFailure: (run: Int, message: String)?
    /// Its seconds in each run that ran it, oldest first.
    var durations: [Double] = []

    /// Flaky: it passed on a retry at least once, or it both passed and failed across the runs.
    var isFlaky: Bool { flakyRuns > 0 || (failures > 0 && passes + flakyRuns > 0) }

    /// How flaky, for the order of the report: retries that passed and changes of outcome.
    var flakiness: Int { flakyRuns + flips }
}
