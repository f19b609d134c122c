import Foundation
import VerityReports

/// A feature directory or configuration that could not be read.
struct SetupError: Error, CustomStringConvertible {
    let description: String
}

/// The one run that the ``FeatureSuite/scenarios`` of a suite share, made on first use.
final class SharedSession<World>: @unchecked Sendable {
    // NB: @unchecked: `session` is only touched under `lock`.
    private let lock = NSLock()
    private var session: RunSession<World>?

    func session(for suite: FeatureSuite<World>) -> RunSession<World> {
        lock.lock()
        defer { lock.unlock() }
        if let session { return session }
        var receivers: [any MessageFormatter] = []
        var problem = suite.setupError
        do {
            receivers = try ReportReceivers.make(suite.configuration.format, numberingRepeats: true)
        } catch {
            problem = problem ?? "VERITY_FORMAT: \(error)"
        }
        let made = RunSession(
            steps: suite.steps, features: suite.features, configuration: suite.configuration,
            receivers: receivers, clock: .system, idStyle: .uuid, injectedRunError: problem.map(SetupError.init))
        if let seed = made.seed {
            FileHandle.standardError.write(Data(
                "Verity: scenarios in random order, seed \(seed) (VERITY_ORDER=random:\(seed) repeats it)\n".utf8))
        }
        session = made
        return made
    }

    /// The session if a scenario has used it.
    var existing: RunSession<World>? {
        lock.lock()
        defer { lock.unlock() }
        return session
    }
}
