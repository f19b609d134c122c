import Verity

extension Source {
    /// Waits until no work the source owns is running (a write of a value just set, a request
    /// whose late answer is still being handled), and says whether that happened within
    /// `timeout` of real time.
    ///
    /// ```swift
    /// try #require(settings.model.notFound).set("dark")
    /// #expect(await settings.workFinished())
    /// #expect(try store.load()?.value == "dark")
    /// ```
    ///
    /// The default is generous because a CI machine running a whole suite in parallel can
    /// starve the work for seconds; a wait that succeeds returns as soon as the work ends.
    public func workFinished(within timeout: Duration = .seconds(30)) async -> Bool {
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: timeout)
        while !runningWork.isEmpty {
            if clock.now >= giveUp { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
