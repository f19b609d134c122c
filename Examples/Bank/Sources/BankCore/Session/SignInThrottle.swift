/// Slows down password guessing: repeated wrong passwords for a user name, or from one client,
/// are refused for a while before any password is hashed, so guessing costs the guesser time
/// and costs the server no bcrypt.
///
/// Failures are counted under three keys, each with its own threshold and longest wait:
/// - the user name from this client: the tightest (the sixth try after five failures waits);
/// - the user name from any client: looser, and its wait is capped short, because anyone can
///   make failures count against a customer's name and must not lock the customer out for long;
/// - the client for any user name: catches one client trying many names.
///
/// A key waits `base × 2^(failures − threshold)` after reaching its threshold, capped at its
/// longest wait. Failures are forgotten after a quiet `forgetAfter`, and a successful sign-in
/// clears the user name's counts (the client's count for other names stays). Time is a
/// `Duration` since any fixed origin, so tests drive it with a plain number.
///
/// ```swift
/// var throttle = SignInThrottle()
/// if case .wait(let seconds) = throttle.verdict(user: "ada", client: "10.0.0.1", at: now) { … }
/// ```
public struct SignInThrottle: Sendable, Hashable {
    /// How one key backs off.
    public struct Limit: Sendable, Hashable {
        /// Failures allowed before the key waits.
        public var threshold: Int
        /// The first wait.
        public var base: Duration
        /// The longest wait, however many failures.
        public var longest: Duration

        /// Creates a limit.
        public init(threshold: Int, base: Duration, longest: Duration) {
            self.threshold = threshold
            self.base = base
            self.longest = longest
        }

        /// The wait after `failures` failures: none below the threshold, then doubling.
        func wait(after failures: Int) -> Duration {
            guard failures >= threshold else { return .zero }
            // NB: the exponent is capped so the doubling cannot overflow before the cap applies.
            let doublings = min(failures - threshold, 30)
            return min(base * (1 << doublings), longest)
        }
    }

    /// What the throttle says about an attempt.
    public enum Verdict: Sendable, Hashable {
        /// Check the password.
        case allowed
        /// Refuse without checking; try again after this many whole seconds.
        case wait(seconds: Int)
    }

    /// A counted key.
    enum Key: Sendable, Hashable {
        case userFromClient(user: String, client: String)
        case user(String)
        case client(String)
    }

    /// One key's count and when it may try again.
    struct Entry: Sendable, Hashable {
        var failures: Int
        var lastFailure: Duration
        var until: Duration
    }

    /// The user name from one client.
    public var userFromClient: Limit
    /// The user name from any client.
    public var user: Limit
    /// The client, for any user name.
    public var client: Limit
    /// A key with no failure for this long starts again from zero.
    public var forgetAfter: Duration
    /// The keys counted now.
    private(set) var entries: [Key: Entry] = [:]
    /// The table size at which quiet keys are next swept out. NB: sweeping at each failure
    /// would cost a pass over every key per guess, which a guesser from many clients could
    /// turn against the server; sweeping when the table doubles keeps the cost per failure
    /// constant on average.
    private var sweepAt: Int
    /// The smallest table that is swept.
    private let sweepAbove: Int

    /// Creates a throttle. The defaults: five failures of a name from one client, then 5 s,
    /// 10 s, 20 s… up to 5 minutes (a customer who mistyped waits seconds, a guesser gets
    /// about one try a minute within five minutes); twenty for a name from anywhere, up to 30 s; fifty from one
    /// client, up to 15 minutes; failures forgotten after 15 quiet minutes; quiet keys swept
    /// out once the table holds `sweepAbove` keys, then whenever it doubles.
    public init(
        userFromClient: Limit = Limit(threshold: 5, base: .seconds(5), longest: .seconds(300)),
        user: Limit = Limit(threshold: 20, base: .seconds(1), longest: .seconds(30)),
        client: Limit = Limit(threshold: 50, base: .seconds(1), longest: .seconds(900)),
        forgetAfter: Duration = .seconds(900),
        sweepAbove: Int = 1_024
    ) {
        self.sweepAbove = sweepAbove
        self.sweepAt = sweepAbove
        self.userFromClient = userFromClient
        self.user = user
        self.client = client
        self.forgetAfter = forgetAfter
    }

    /// Whether `user` may try a password from `client` at `now`; the longest wait of its keys.
    public func verdict(user: String, client: String, at now: Duration) -> Verdict {
        let until = Self.keys(user: user, client: client).compactMap { entries[$0]?.until }.max() ?? .zero
        guard until > now else { return .allowed }
        let remaining = until - now
        // NB: rounded up, so a client that waits `Retry-After` seconds is not refused again.
        let (seconds, attoseconds) = remaining.components
        return .wait(seconds: Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// Counts a wrong password (or unknown name) for `user` from `client` at `now`.
    public mutating func recordFailure(user: String, client: String, at now: Duration) {
        if entries.count >= sweepAt {
            forgetQuiet(at: now)
            sweepAt = max(sweepAbove, entries.count * 2)
        }
        for key in Self.keys(user: user, client: client) {
            var entry = entries[key] ?? Entry(failures: 0, lastFailure: now, until: .zero)
            if isQuiet(entry, at: now) { entry.failures = 0 }
            entry.failures += 1
            entry.lastFailure = now
            entry.until = now + limit(for: key).wait(after: entry.failures)
            entries[key] = entry
        }
    }

    /// Clears the user name's counts after it signed in; the client's count for other names
    /// stays, so one right password does not reset a client guessing many names.
    public mutating func recordSuccess(user: String, client: String) {
        entries[.userFromClient(user: user, client: client)] = nil
        entries[.user(user)] = nil
    }

    /// How many keys are held (quiet ones until the next sweep), for tests and to see memory
    /// stays bounded.
    public var countedKeys: Int { entries.count }

    private static func keys(user: String, client: String) -> [Key] {
        [.userFromClient(user: user, client: client), .user(user), .client(client)]
    }

    private func limit(for key: Key) -> Limit {
        switch key {
        case .userFromClient: userFromClient
        case .user: user
        case .client: client
        }
    }

    /// Drops keys whose wait is over and whose last failure is older than `forgetAfter`, so
    /// the table holds only recent guessers, not everyone who ever mistyped.
    private mutating func forgetQuiet(at now: Duration) {
        entries = entries.filter { _, entry in !isQuiet(entry, at: now) }
    }

    /// Whether a key's wait is over and it has had no failure for `forgetAfter`: it counts
    /// from zero again.
    private func isQuiet(_ entry: Entry, at now: Duration) -> Bool {
        entry.until <= now && now - entry.lastFailure >= forgetAfter
    }
}
