/// An expectation of the outer suite that the inner run did not meet: the outer step fails
/// with this message at its line of the `.feature` file.
struct Mismatch: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Fails the step with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    guard condition else { throw Mismatch(message()) }
}

/// Fails the step unless `actual` equals `expected`, showing both.
func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) throws {
    guard actual == expected else {
        throw Mismatch("\(what): expected \(expected), got \(actual)")
    }
}
