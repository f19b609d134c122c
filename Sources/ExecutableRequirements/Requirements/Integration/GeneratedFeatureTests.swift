/// An `XCTestCase` subclass the `VerityFeatureXCTests` plugin generates: the tests of one
/// `.feature` file, a method per scenario ending in `_L` and the scenario's line.
///
/// The run reads it when XCTest starts the class's tests, to start their scenarios together on
/// its parallel pool; each method then waits for its own scenario.
public protocol GeneratedFeatureTests {
    /// The `.feature` file's path, as the methods give it to ``FeatureSuite/run(_:scenarioAt:line:)``.
    static var featurePath: String { get }
}
