import Verity

extension SourceTester {
    /// Asserts that the next emitted model is in the state `state` makes (the enum's case
    /// written as a function) with `expected` at `part` of its payload: an enum model checked
    /// with no accessor written for its states. In another state the part is `nil`, and the
    /// failure shows the whole model.
    ///
    /// ```swift
    /// tester.invoke(Door.locked, \.unlock, "0000")
    /// await tester.expect(Door.locked, \.wrongAttempts, equals: 1)
    /// ```
    public func expect<Payload, Value: Equatable>(
        _ state: (Payload) -> Model,
        _ part: KeyPath<Payload, Value>,
        equals expected: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await expect(
            { Self.part(part, of: $0, in: state) }, equals: Optional(expected), fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Like `expect(_:_:equals:)`, without waiting: the next model must already have been
    /// emitted.
    ///
    /// ```swift
    /// tester.expectNow(Door.locked, \.wrongAttempts, equals: 1)
    /// ```
    public func expectNow<Payload, Value: Equatable>(
        _ state: (Payload) -> Model,
        _ part: KeyPath<Payload, Value>,
        equals expected: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        expectNow(
            { Self.part(part, of: $0, in: state) }, equals: Optional(expected), fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Asserts that the next emitted model is in the state `state` makes, whatever its payload.
    ///
    /// ```swift
    /// tester.invoke(Door.open, \.close)
    /// await tester.expect(Door.closed)
    /// ```
    public func expect<Payload>(
        _ state: (Payload) -> Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await expect(
            { EnumCase.payload(of: $0, as: state) != nil }, equals: true, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Like `expect(_:)`, without waiting: the next model must already have been emitted and
    /// be in the state `state` makes.
    ///
    /// ```swift
    /// tester.expectNow(Door.closed)
    /// ```
    public func expectNow<Payload>(
        _ state: (Payload) -> Model,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        expectNow(
            { EnumCase.payload(of: $0, as: state) != nil }, equals: true, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// `part` of `model`'s payload in `state`, or `nil` in another state. NB: not an optional
    /// chain, which would flatten a `nil` part of an optional type into "another state".
    private static func part<Payload, Value>(
        _ part: KeyPath<Payload, Value>, of model: Model, in state: (Payload) -> Model
    ) -> Value? {
        guard let payload = EnumCase.payload(of: model, as: state) else { return nil }
        return .some(payload[keyPath: part])
    }
}
