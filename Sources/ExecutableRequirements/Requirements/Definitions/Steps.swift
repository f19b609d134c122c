import CucumberExpressions

/// The step definitions, hooks and parameter types of a suite, over a user-defined `World`: the
/// state one scenario works on, created fresh for every scenario.
///
/// Definitions are recorded in the order written; reports list them in that order and
/// hooks of the same `HookOrder` run in it (after-hooks in reverse).
///
/// ```swift
/// struct Belly { var cukes = 0 }
///
/// let bellySteps = Steps<Belly>(world: Belly.init) { steps in
///     steps.given("I have {int} cukes in my belly") { (belly, count: Int) in
///         belly.cukes = count
///     }
///     steps.when("I eat {int} cukes") { (belly, count: Int) in
///         belly.cukes -= count
///     }
///     steps.then("I have {int} cukes left") { (belly, count: Int) in
///         try #require(belly.cukes == count)
///     }
/// }
/// ```
///
/// Many definitions belong in functions, not in one closure: Swift type-checks a closure's
/// statements together, each costing more the more come before it, while a function's
/// statements are checked one by one (`Benchmarks/compile` measures both). Pass a function, or
/// call several:
/// ```swift
/// let bellySteps = Steps<Belly>(world: Belly.init) { steps in
///     eating(&steps)
///     counting(&steps)
/// }
///
/// func eating(_ steps: inout Steps<Belly>) {
///     steps.when("I eat {int} cukes") { (belly, count: Int) in belly.cukes -= count }
/// }
/// ```
/// (`Benchmarks/compile/run.sh` measures the layouts.)
public struct Steps<World>: Sendable {
    let makeWorld: @Sendable () async throws -> World
    private(set) var entries: [GlueEntry<World>] = []
    /// What each scenario attempt runs inside, outermost first (see `around(_:)`).
    var scopes: [ScenarioScope] = []

    /// Creates the definitions; `world` makes the state of each scenario, `define` registers
    /// steps, hooks and parameter types.
    public init<Failure: Error>(
        world: @escaping @Sendable () async throws -> World,
        _ define: (inout Steps<World>) throws(Failure) -> Void
    ) throws(Failure) {
        // NB: typed throws rather than `rethrows`: a throwing `world` factory must not make
        // the initializer throw.
        makeWorld = world
        try define(&self)
    }

    /// Creates an empty set of definitions; add to it with the registration methods.
    public init(world: @escaping @Sendable () async throws -> World) {
        makeWorld = world
    }

    mutating func append(_ entry: GlueEntry<World>) {
        entries.append(entry)
    }
}

extension Steps {
    /// Adds every definition of `other` (same world), after this one's.
    public mutating func include(_ other: Steps<World>) {
        entries += other.entries
        scopes += other.scopes
    }
}
