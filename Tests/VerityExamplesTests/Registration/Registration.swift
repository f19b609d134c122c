/// The registration-token pattern: a feature that must be registered before the app can run
/// hands out, from its registration and nowhere else, a token the app's initializer demands.
/// Forgetting a registration is then a compile error at the composition root, not a deep
/// link that silently goes nowhere at run time.
///
/// ```swift
/// let app = App(
///     articles: registry.register(ArticlesFeature()),
///     settings: registry.register(SettingsFeature())
/// )
/// // Leaving out `settings:` is an error: "missing argument for parameter 'settings'".
/// // And `Registered<SettingsFeature>()` does not compile (TypeCheckClaimsTests checks it): its
/// // initializer is fileprivate, so outside this file `register` is the only way to obtain one.
/// ```
struct Registered<Feature: DeepLinkFeature>: Sendable {
    fileprivate init() {}
}

/// A feature that handles some deep links.
protocol DeepLinkFeature: Sendable {
    /// The first path component of the links it handles, such as `articles`.
    var route: String { get }
    /// What to show for the rest of the path.
    func screen(for path: [Substring]) -> String?
}

/// Where features register the links they handle.
final class DeepLinkRegistry: Sendable {
    private let routes = Locked<[String: any DeepLinkFeature]>([:])

    /// Registers `feature` and returns the proof that it was registered.
    func register<Feature: DeepLinkFeature>(_ feature: Feature) -> Registered<Feature> {
        routes.withLock { $0[feature.route] = feature }
        return Registered()
    }

    /// The screen a link opens, if a registered feature handles it.
    func open(_ link: String) -> String? {
        let path = link.split(separator: "/")
        guard let first = path.first else { return nil }
        let feature = routes.withLock { $0[String(first)] }
        return feature?.screen(for: Array(path.dropFirst()))
    }
}

struct ArticlesFeature: DeepLinkFeature {
    let route = "articles"

    func screen(for path: [Substring]) -> String? {
        path.first.map { "Article \($0)" }
    }
}

struct SettingsFeature: DeepLinkFeature {
    let route = "settings"

    func screen(for path: [Substring]) -> String? {
        path.isEmpty ? "Settings" : nil
    }
}

/// The composition root: it cannot be created without a token for each feature, so each
/// feature is certainly registered before any link arrives.
struct App: Sendable {
    let registry: DeepLinkRegistry

    init(registry: DeepLinkRegistry, articles: Registered<ArticlesFeature>, settings: Registered<SettingsFeature>) {
        self.registry = registry
    }

    func handle(_ link: String) -> String {
        registry.open(link) ?? "Not found"
    }
}
