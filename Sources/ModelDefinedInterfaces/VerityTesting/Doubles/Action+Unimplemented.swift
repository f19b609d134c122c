import Verity

extension Action {
    /// An action for a hand-built model that the code under test must not invoke: invoking it
    /// fails the current test (in Swift Testing or XCTest), naming the action and the line
    /// that made it.
    ///
    /// ```swift
    /// let screen = LoginScreen(model: .notAuthenticated(.init(error: nil, logIn: .unimplemented("logIn"))))
    /// screen.render()  // passes only if rendering never logs in
    /// ```
    public static func unimplemented(
        _ method: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return .unbound(method) { input in
            reportUnimplemented(method, input: describe(input), madeAt: site)
        }
    }
}

extension ReturningAction {
    /// A value-returning action that fails the current test when invoked, then returns
    /// `placeholder`; see `Action.unimplemented(_:fileID:filePath:line:column:)`.
    public static func unimplemented(
        _ method: String,
        placeholder: @autoclosure @escaping @Sendable () -> Output,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return .unbound(method) { input in
            reportUnimplemented(method, input: describe(input), madeAt: site)
            return placeholder()
        }
    }
}

extension AsyncAction {
    /// An asynchronous action that fails the current test when invoked, then returns
    /// `placeholder`; see `Action.unimplemented(_:fileID:filePath:line:column:)`.
    public static func unimplemented(
        _ method: String,
        placeholder: @autoclosure @escaping @Sendable () -> Output,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return .unbound(method) { input in
            reportUnimplemented(method, input: describe(input), madeAt: site)
            return placeholder()
        }
    }
}
