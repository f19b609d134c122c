/// Stands in for the suite that the `VerityFeatureTests` plugin's generated tests run, so that
/// a test target that does not declare it, or names it otherwise, gets one error saying what to
/// declare. The target's own `let features = FeatureSuite(steps)` shadows this one, as any
/// declaration of a module shadows an imported one.
@available(
    *, unavailable,
    message:
        "the VerityFeatureTests plugin's tests run the suite named 'features': declare it in the test target, e.g. let features = FeatureSuite(steps, resourcesIn: .module)"
)
public var features: FeatureSuite<Never> {
    // NB: unreachable, since the declaration is unavailable; it needs a body all the same.
    preconditionFailure("features is unavailable")
}
