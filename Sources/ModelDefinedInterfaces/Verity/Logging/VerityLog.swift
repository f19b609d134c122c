import Foundation
import VeritySynchronization

/// Where Verity writes its log lines: rejected stale actions, and persistence errors that have
/// no other way to surface. By default they go to standard error, prefixed with `[Verity]`.
///
/// ```swift
/// VerityLog.handler = { line in logger.warning("\(line)") }
/// ```
public enum VerityLog {
    private static let storage = Locked<@Sendable (String) -> Void>(VerityLog.standardError)

    /// Receives every log line. Replace it to route lines into your own logging, or set it to
    /// `{ _ in }` to silence them.
    public static var handler: @Sendable (String) -> Void {
        get { storage.withLock { $0 } }
        set {
            let previous = storage.withLock { handler in
                defer { handler = newValue }
                return handler
            }
            // NB: released after the lock, since releasing a closure may run any deinit.
            withExtendedLifetime(previous) {}
        }
    }

    /// The default handler: one line on standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data("[Verity] \(line)\n".utf8))
    }

    static func write(_ line: String) {
        handler(line)
    }
}
