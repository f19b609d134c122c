import Verity

extension Source {
    /// Waits (in real time, at most 30 seconds) until no work the source owns is running,
    /// such as a request whose late answer is still being handled; returns whether it ended.
    /// NB: generous, because a loaded CI machine running the whole suite in parallel can
    /// starve the work for seconds; a passing wait takes microseconds.
    func workFinished() async -> Bool {
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: .seconds(30))
        while !runningWork.isEmpty {
            if clock.now >= giveUp { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
