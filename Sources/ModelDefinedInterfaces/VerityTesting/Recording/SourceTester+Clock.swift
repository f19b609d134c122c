extension SourceTester {
    /// How long, in real time, the work gets to emit or to fall asleep on the clock before
    /// the clock moves: the same quiet period as `TestClock.run()`.
    static var quietPeriod: Duration { .milliseconds(20) }

    /// Waits until `count` models have been recorded, moving `clock` from one sleeper's
    /// deadline to the next whenever the work is quiet, but never beyond `timeout` from where
    /// the clock stood, and waiting at most `realTimeLimit` of real time for work that does
    /// not sleep on the clock. Returns whether the models came.
    func waitForModels(count: Int, advancing clock: TestClock) async -> Bool {
        let limit = clock.now.advanced(by: timeout)
        let realClock = ContinuousClock()
        let giveUp = realClock.now.advanced(by: realTimeLimit)
        while true {
            if await recorder.waitForModels(count: count, timeout: Self.quietPeriod) {
                return true
            }
            if let next = clock.nextDeadline, next <= limit {
                await clock.advance(to: next)
            } else if realClock.now >= giveUp {
                return false
            }
        }
    }
}
