import Verity

extension Source {
    /// Waits (in real time, at most five seconds) until no work the source owns is running,
    /// such as a request whose late answer is still being handled; returns whether it ended.
    func workFinished() async -> Bool {
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: .seconds(5))
        while !runningWork.isEmpty {
            if clock.now >= giveUp { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
