import Foundation

/// Stops the fuzzer when a property does not hold: the message goes to standard error (which is
/// unbuffered, so it is out before the trap), and the trap is how a fuzz target reports a failure
/// to libFuzzer, which keeps the input as a crash.
public func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("PROPERTY VIOLATED: \(message())\n".utf8))
        preconditionFailure("fuzz property violated")
    }
}
