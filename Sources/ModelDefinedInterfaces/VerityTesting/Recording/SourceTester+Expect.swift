import CustomDump
import Verity
import VeritySynchronization

extension SourceTester {
    /// Asserts that the next emitted model equals `expected`, waiting up to `timeout` for it.
    /// A difference fails with a diff (`−` expected, `+` actual).
    ///
    /// ```swift
    /// counter.model.increment()
    /// await tester.expect(Counter(value: 1, increment: counter.model.increment))
    /// ```
    public func expect(
        _ expected: Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async where Model: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (actual, index) = await next(at: site) else { return }
        if actual != expected {
            reportDifference(expected, actual, index: index, at: site)
        }
    }

    /// Asserts that the next emitted model equals the previous one changed by `update`, so a
    /// test states only what changed.
    ///
    /// ```swift
    /// await tester.expectChange { $0.isSaving = true }
    /// ```
    public func expectChange(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: (inout Model) throws -> Void
    ) async rethrows where Model: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var expected = lastAsserted
        try update(&expected)
        guard let (actual, index) = await next(at: site) else { return }
        if actual != expected {
            reportDifference(expected, actual, index: index, at: site)
        }
    }

    /// Asserts that the next emitted model has `expected` at the part `extract` picks, such as
    /// one case of an enum model: `nil` when the model is in another case.
    ///
    /// ```swift
    /// await tester.expect(\.authenticated?.token, equals: "token-ada")
    /// ```
    public func expect<Value: Equatable>(
        _ extract: (Model) throws -> Value,
        equals expected: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async rethrows {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (model, index) = await next(at: site) else { return }
        let actual = try extract(model)
        if actual != expected {
            reportDifference(expected, actual, index: index, at: site, whole: model)
        }
    }

    /// Hands the next emitted model to `check`, which asserts what it needs with `#expect`
    /// or `XCTAssert`; for models that are not `Equatable`.
    ///
    /// ```swift
    /// await tester.expectNext { model in #expect(model.items.count == 2) }
    /// ```
    public func expectNext(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ check: (Model) throws -> Void
    ) async rethrows {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (model, _) = await next(at: site) else { return }
        try check(model)
    }

    /// The model the last expectation took, or the baseline.
    var lastAsserted: Model {
        let models = recorder.models
        let asserted = state.withLock { $0.asserted }
        // NB: the baseline can still be on its way when another thread was delivering as the
        // tester subscribed; the source's current model stands in for it until then.
        guard !models.isEmpty else { return source.model }
        return models[min(asserted, models.count - 1)]
    }

    /// Takes the next unasserted model, waiting for it if need be; records a failure and
    /// returns nil if none arrives in time. The index counts emissions from 1.
    private func next(at site: CallSite) async -> (Model, Int)? {
        let wanted = state.withLock { $0.asserted } + 1
        let arrived =
            if let clock {
                await waitForModels(count: wanted + 1, advancing: clock)
            } else {
                await recorder.waitForModels(count: wanted + 1, timeout: timeout)
            }
        if !arrived {
            var last = ""
            customDump(lastAsserted, to: &last)
            let within = clock.map { "within \(timeout) on the test clock (now at \($0.now))" } ?? "within \(timeout)"
            recordFailure(
                "Expected \(source.name) to emit model #\(wanted) \(within), but it emitted "
                    + "none. The last model was:\n\(last)",
                at: site
            )
            return nil
        }
        let models = recorder.models
        state.withLock { $0.asserted = wanted }
        return (models[wanted], wanted)
    }

    func reportDifference<Value>(
        _ expected: Value,
        _ actual: Value,
        index: Int,
        at site: CallSite,
        whole: Model? = nil
    ) {
        let difference =
            diff(expected, actual, format: .proportional)
            ?? "(no visible difference; check `==`)"
        var message =
            "\(source.name) emitted model #\(index), which differs from the expected "
            + "one (− expected, + actual):\n\(difference)"
        if let whole {
            message += "\nThe whole model:\n"
            customDump(whole, to: &message)
        }
        recordFailure(message, at: site)
    }
}
