import Hummingbird

/// Every address the bank answers and its methods, so that a known address asked with
/// another method gets 405 with `Allow` rather than Hummingbird's 404.
enum RouteTable {
    /// Path patterns (`*` is one segment) and their methods.
    static let routes: [(pattern: [Substring], methods: [HTTPRequest.Method])] = [
        ("/", [.get]), ("/sign-in", [.get, .post]), ("/accounts", [.get]), ("/sign-out", [.get, .post]),
        ("/charges", [.post]), ("/sync", [.post]), ("/sign-out/confirm", [.post]), ("/sign-out/cancel", [.post]),
        ("/events", [.get]), ("/assets/style.css", [.get]), ("/assets/live.js", [.get]),
        ("/api/sessions", [.post]), ("/api/accounts", [.get]), ("/api/accounts/*/charges", [.post]),
        ("/api/sync", [.post]), ("/api/sign-out", [.post]), ("/api/sign-out/confirm", [.post]),
        ("/api/sign-out/cancel", [.post]), ("/accounts/*/pending", [.get]), ("/api/accounts/*/pending", [.get]),
    ].map { (pattern: $0.0.split(separator: "/"), methods: $0.1) }

    /// The methods `path` answers; empty for an unknown address.
    static func methods(for path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/")
        return routes.first { route in
            route.pattern.count == segments.count && zip(route.pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }?.methods ?? []
    }
}
