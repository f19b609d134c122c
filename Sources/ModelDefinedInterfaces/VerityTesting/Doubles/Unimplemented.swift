/// A closure for a dependency that the code under test must not use on the path a test
/// checks: calling it fails the current test (in Swift Testing or XCTest), naming the closure
/// and the line that made it, and then does nothing.
///
/// Production code passes plain closures; a test passes `unimplemented` for each one the path
/// should not touch, so a call it did not expect is a failure rather than a silent default.
///
/// ```swift
/// struct LogoutDependencies: Sendable {
///     var confirm: @Sendable () async -> Bool
///     var logOut: @Sendable () -> Void
/// }
/// // The app:
/// LogoutDependencies(confirm: { await alert.confirm() }, logOut: { session.model.authenticated?.logOut() })
/// // A test of the path where the user declines:
/// LogoutDependencies(confirm: { false }, logOut: unimplemented("logOut"))
/// ```
///
/// It fits any closure type that returns nothing, `async` or `throws` included.
public func unimplemented<each Input>(
    _ name: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Input) -> Void {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (input: repeat each Input) in
        reportUnimplemented(name, input: describe(repeat each input), madeAt: site)
    }
}

/// Like `unimplemented(_:fileID:filePath:line:column:)`, for a closure that returns a value:
/// after failing the test, it returns `placeholder`, so the code under test can go on.
///
/// ```swift
/// LogoutDependencies(confirm: unimplemented("confirm", placeholder: false), …)
/// ```
public func unimplemented<each Input, Output>(
    _ name: String,
    placeholder: @autoclosure @escaping @Sendable () -> Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Input) -> Output {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (input: repeat each Input) in
        reportUnimplemented(name, input: describe(repeat each input), madeAt: site)
        return placeholder()
    }
}

/// Like `unimplemented(_:fileID:filePath:line:column:)`, for a throwing closure: after failing
/// the test, it throws `error`, so the code under test takes its error path.
///
/// ```swift
/// Search(fetch: unimplemented("fetch", throwing: CancellationError()))
/// ```
public func unimplemented<each Input, Output>(
    _ name: String,
    throwing error: some Error & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Input) throws -> Output {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (input: repeat each Input) in
        reportUnimplemented(name, input: describe(repeat each input), madeAt: site)
        throw error
    }
}

/// `(1, "a")`, for the failure message.
func describe<each Input>(_ input: repeat each Input) -> String {
    var parts: [String] = []
    for value in repeat each input {
        if value is Void { continue }
        parts.append(String(reflecting: value))
    }
    return "(" + parts.joined(separator: ", ") + ")"
}

/// Fails the current test: the stand-in `name`, made at `site`, was called.
func reportUnimplemented(_ name: String, input: String, madeAt site: CallSite) {
    recordFailure(
        "Unimplemented: \(name)\(input == "()" ? "" : input) was called, but the test made it with "
            + "`unimplemented` (at \(site.fileID):\(site.line)) because this path must not use it.",
        at: site
    )
}
