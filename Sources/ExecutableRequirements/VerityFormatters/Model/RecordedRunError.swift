/// A recorded run (a message stream or a JUnit file) that cannot be read.
package struct RecordedRunError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, with the line when known.
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
