import Foundation

/// How the `junit` report is laid out and named.
///
/// The default is the file Cucumber's own JUnit XML formatter writes (cucumber-jvm,
/// cucumber-js): one `<testsuite name="Cucumber">`, `classname` = the feature, each test case
/// named after its rule, scenario, examples and row. ``Layout-swift.struct/verity`` keeps the
/// layout Verity wrote before, for the tools that read its extra attributes.
///
/// ```swift
/// var destination = ReportDestination(format: .junit, path: "build/junit.xml")
/// destination.junit.suiteName = "Checkout"
/// destination.junit.className = "Requirements"
/// destination.junit.naming = .long  // "Checkout - Paying - Cards - #1.2"
/// ```
public struct JUnitOptions: Sendable, Hashable {
    /// Which of the two JUnit layouts to write. Later versions may add layouts: compare with
    /// `==`, or give a `switch` a `default`.
    public struct Layout: Sendable, Hashable, CustomStringConvertible {
        enum Value: String { case cucumber, verity }

        let value: Value

        /// Cucumber's own layout, as its junit-xml-formatter writes it (the default): one
        /// testsuite, valid against the Jenkins and Maven Surefire schemas.
        public static let cucumber = Layout(value: .cucumber)
        /// Verity's own layout (`junit:verity:FILE`): a `<testsuites>` with a testsuite per
        /// feature, each testcase with `file` and `line` attributes (which CircleCI's
        /// `circleci tests split --split-by=timings` and `VERITY_SHARD_TIMINGS` read) and
        /// `@issue:` properties, and an error testcase for a failed BeforeAll/AfterAll hook.
        /// ``JUnitOptions/suiteName``, ``JUnitOptions/className`` and ``JUnitOptions/naming`` do
        /// not apply to it.
        public static let verity = Layout(value: .verity)

        /// The layout's name, as `VERITY_FORMAT` and `verity report --junit-layout` write it.
        public var description: String { value.rawValue }

        /// The layout named `name` (`cucumber`, `verity`), or `nil`.
        public init?(_ name: String) {
            guard let value = Value(rawValue: name) else { return nil }
            self.value = value
        }

        init(value: Value) { self.value = value }
    }

    /// How test cases are named. Later versions may add strategies.
    public struct Naming: Sendable, Hashable, CustomStringConvertible {
        let value: TestCaseNaming
        let name: String

        /// Rule, scenario, examples and row number, without the feature, which is the
        /// `classname` (the default): `Paying - Cards - #1.2`, with the pickle's name after the
        /// number when the outline's name has placeholders (`#1.2: Paying 20 euros`).
        public static let longWithoutFeature = Naming(value: .longWithoutFeature, name: "long-without-feature")
        /// The same with the feature's name first: `Checkout - Paying - Cards - #1.2`, for a
        /// report whose ``JUnitOptions/className`` is the same for every test case.
        public static let long = Naming(value: .long, name: "long")

        /// The strategy's name, as `verity report --junit-naming` writes it.
        public var description: String { name }

        /// The strategy named `name` (`long`, `long-without-feature`), or `nil`.
        public init?(_ name: String) {
            guard let naming = [Self.longWithoutFeature, .long].first(where: { $0.name == name }) else { return nil }
            self = naming
        }

        init(value: TestCaseNaming, name: String) {
            self.value = value
            self.name = name
        }
    }

    /// The layout; ``Layout-swift.struct/cucumber`` by default.
    public var layout: Layout
    /// The `name` of the `<testsuite>`; `Cucumber` by default.
    public var suiteName: String
    /// The `classname` of every `<testcase>`; `nil` (the default) uses the feature's name.
    public var className: String?
    /// How `<testcase name>` is built; ``Naming-swift.struct/longWithoutFeature`` by default.
    public var naming: Naming
    /// Whether the earlier attempts of a retried test case are written as Maven Surefire writes
    /// reruns (`junit:reruns:FILE`, `verity report --junit-reruns`): `<flakyFailure>` for a
    /// test case that passed on a retry, `<rerunFailure>` for one that failed every attempt,
    /// each with that attempt's error. Jenkins and GitLab then show the test case as flaky.
    /// `false` by default, as Cucumber's formatter has no such elements. Both layouts take it.
    ///
    /// ```swift
    /// var destination = ReportDestination(format: .junit, path: "build/junit.xml")
    /// destination.junit.surefireReruns = true
    /// ```
    public var surefireReruns = false

    /// Options for the JUnit report; the defaults write what Cucumber's formatter writes.
    public init(
        layout: Layout = .cucumber, suiteName: String = "Cucumber", className: String? = nil,
        naming: Naming = .longWithoutFeature
    ) {
        self.layout = layout
        self.suiteName = suiteName
        self.className = className
        self.naming = naming
    }
}
