extension SourceTester {
    /// How long, in real time, the work gets to emit or to fall asleep on the clock before
    /// the clock moves: the same quiet period as `TestClock.run()`.
    static var quietPeriod: Duration { .milliseconds(20) }

    /// How long, in real time, an expectation waits for work that does not sleep on the clock.
    static var realTimeLimit: Duration { .seconds(5) }

    /// How many quiet periods in a row an expectation waits once nothing can happen before the
    /// clock moves past the timeout: every task of the source's work is asleep on the clock
    /// (or there is none). The rest is slack for work the source does not own.
    static var settledPeriods: Int { 10 }

    /// Waits until `count` models have been recorded, moving `clock` from one sleeper's
    /// deadline to the next whenever the work is quiet, but never beyond `timeout` from where
    /// the clock stood. Returns whether the models came.
    ///
    /// It gives up when `realTimeLimit` has passed, or sooner, after `settledPeriods` quiet
    /// periods, when the source's work all sleeps on the clock beyond the timeout: then no
    /// model can come without the clock moving further than the test allows.
    func waitForModels(count: Int, advancing clock: TestClock) async -> Bool {
        let limit = clock.now.advanced(by: timeout)
        let realClock = ContinuousClock()
        let giveUp = realClock.now.advanced(by: Self.realTimeLimit)
        var settled = 0
        while true {
            if await recorder.waitForModels(count: count, timeout: Self.quietPeriod) {
                return true
            }
            if let next = clock.nextDeadline, next <= limit {
                settled = 0
                await clock.advance(to: next)
            } else if realClock.now >= giveUp {
                return false
            } else if clock.sleeperCount >= source.runningWork.count {
                settled += 1
                if settled >= Self.settledPeriods { return false }
            } else {
                settled = 0
            }
        }
    }
}
