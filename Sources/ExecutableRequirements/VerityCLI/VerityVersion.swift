/// The version `verity --version` prints: the version of Verity the tool was built from.
///
/// NB: the runner names the same version in the `meta` message of every run it reports
/// (`implementation.version`); a test keeps the two in step.
enum VerityVersion {
    static let current = "0.1.0"
}
