#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock and CPU time of a piece of work in this process.
///
/// NB: CPU time is the process's user + system time from `getrusage`, summed over every
/// thread; on a shared machine it moves far less than wall time, so both are printed.
struct Measurement {
    let wallSeconds: Double
    let cpuSeconds: Double

    /// Runs `work` and measures it.
    static func of<Result>(_ work: () async throws -> Result) async rethrows -> (Measurement, Result) {
        let start = Start()
        let result = try await work()
        return (start.elapsed(), result)
    }

    /// Runs synchronous `work` and measures it.
    static func measure<Result>(_ work: () throws -> Result) rethrows -> (Measurement, Result) {
        let start = Start()
        let result = try work()
        return (start.elapsed(), result)
    }

    private struct Start {
        let wall = ContinuousClock.now
        let cpu = processCPUSeconds()

        func elapsed() -> Measurement {
            let cpuSeconds = processCPUSeconds() - cpu
            let (seconds, attoseconds) = (ContinuousClock.now - wall).components
            return Measurement(wallSeconds: Double(seconds) + Double(attoseconds) / 1e18, cpuSeconds: cpuSeconds)
        }
    }

    /// `wall=… cpu=…` with the given prefix, for the script to pick up.
    func fields(_ prefix: String) -> String {
        "\(prefix)_wall=\(format(wallSeconds)) \(prefix)_cpu=\(format(cpuSeconds))"
    }
}

/// User + system CPU seconds this process has used so far.
func processCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Fixed six decimals, so that the script can parse every figure the same way.
func format(_ value: Double) -> String {
    let scaled = (value * 1e6).rounded()
    let whole = Int(scaled) / 1_000_000
    let fraction = abs(Int(scaled) % 1_000_000)
    let digits = String(fraction)
    return "\(whole).\(String(repeating: "0", count: 6 - digits.count))\(digits)"
}

/// The median of non-empty `values`; it resists the noise of a shared machine.
func median(_ values: [Measurement], by key: (Measurement) -> Double) -> Measurement {
    let sorted = values.sorted { key($0) < key($1) }
    return sorted[sorted.count / 2]
}
