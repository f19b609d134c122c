#if canImport(XCTest)
import Foundation
import XCTest

/// The class whose subclasses the `VerityFeatureXCTests` plugin generates: one per feature,
/// with a method per scenario.
///
/// ```swift
/// final class Feature_Cart: FeatureTestCase, GeneratedFeatureTests {
///     static let featurePath = "Features/cart.feature"
///
///     func test_Add_two_items_L12() throws { try verityFeatureTest(self, "Features/cart.feature", 12) }
/// }
/// ```
///
/// On Linux it is an `XCTestCase` whose tests do not sit idle between them: swift-corelibs-xctest
/// sometimes misses the end of a test's async `setUp` or `tearDown` and waits on regardless, and
/// this class wakes that wait once they have ended. Elsewhere it is `XCTestCase` itself.
open class FeatureTestCase: XCTestCase {
    #if !canImport(ObjectiveC)
    /// Runs `XCTestCase`'s, then makes sure XCTest's wait for it ends.
    open override func setUp() async throws {
        try await super.setUp()
        Self.wakeTheWaiter()
    }

    /// Runs `XCTestCase`'s, then makes sure XCTest's wait for it ends.
    open override func tearDown() async throws {
        try await super.tearDown()
        Self.wakeTheWaiter()
    }

    /// Sends an empty block to the main queue a moment from now.
    ///
    /// NB: swift-corelibs-xctest runs the async `setUp` and `tearDown` of every test in a task,
    /// and waits for that task by running the main run loop a short while at a time. When the
    /// task ends just before a run begins, the signal that should end the run comes too early
    /// and is lost (XCTWaiter's `primitiveWait` says so), and the test waits out the whole run
    /// doing nothing. A run of the main run loop returns once it has run a block of the main
    /// queue, so the block sent here, after the task ended, ends such a run.
    static func wakeTheWaiter() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
    }
    #endif
}
#endif
