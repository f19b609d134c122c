import BankCore
import BankStore
import Verity

/// One scenario's world at the API level: a fresh store in a file of its own, and the `Banking` sessions
/// the customer drives, exactly as the web layer drives them (through the models' actions).
struct APIWorld: Sendable {
    /// How long a step waits for a live update it expects.
    static let deadline: Duration = .seconds(5)

    let store: BankStore
    /// The store's file, which another program may hold (`hold`).
    let database: ScenarioDatabase
    /// Another program's hold on the database, while the scenario has one.
    var hold: DatabaseHold?
    /// Passwords as arranged, so that a second device can sign in too.
    var passwords: [String: String] = [:]
    var customers: [String: Customer] = [:]
    /// The customer the last "a customer ..." step added: "her account" is theirs.
    var latestCustomer: Customer?
    var accounts: [String: AccountID] = [:]
    /// The customer's session, as in one browser.
    var session: Source<Banking>?
    /// The outcome of the last charge requested in the session.
    var outcome: ChargeOutcome?
    /// Why the last typed charge was refused, if it was.
    var refusal: ChargeInputError?
    /// The web server over `store`, started by the first step that speaks HTTP.
    var http: BankHTTP?
    /// The last HTTP answer a step received.
    var answer: BankHTTP.Answer?
    /// The page a form post led to, fetched as the browser would after the redirect.
    var page: String?
    /// How long the web server lets a session go unused; set before the server starts.
    var idleTimeout: Duration = .seconds(15 * 60)
    /// A browser's session cookie and a program's bearer token, from one step to the next.
    var cookie: String?
    var token: String?
    /// The page of pending charges the customer looks at: its merchants, newest first, and
    /// the API's links to the older and newer pages.
    var pendingPage: (merchants: [String], older: String?, newer: String?)?

    /// What the customer's sessions are made over: the store's services, unless a test plants
    /// a defect in them (`SessionDraftTests`).
    let services: BankServices

    /// A fresh store; `planting` changes the services the sessions get, to plant a defect.
    init(planting: @Sendable (BankServices) -> BankServices = { $0 }) throws {
        database = try ScenarioDatabase()
        store = try database.open()
        services = planting(store.services())
    }

    /// A step's failed check, with what was expected and what was seen.
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// Fails the step with `message` unless `condition` holds.
    ///
    /// NB: a throwing function rather than `#expect` in the step bodies: the macro inside
    /// closures whose types come from parameter packs made type-checking take minutes.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Mismatch(description: message()) }
    }

    /// The value, or a failed step saying `message`.
    static func require<Value>(_ value: Value?, _ message: @autoclosure () -> String) throws -> Value {
        guard let value else { throw Mismatch(description: message()) }
        return value
    }

    func account(_ name: String) throws -> AccountID {
        try APIWorld.require(accounts[name], "no account named \(name) was arranged")
    }

    /// The web server over the store, started on first use.
    mutating func web() async throws -> BankHTTP {
        if let http { return http }
        let started = try await BankHTTP.start(over: store, idleTimeout: idleTimeout)
        http = started
        return started
    }

    /// The last HTTP answer, or a failed step.
    func lastAnswer() throws -> BankHTTP.Answer {
        try APIWorld.require(answer, "no request was sent")
    }

    func currentSession() throws -> Source<Banking> {
        try APIWorld.require(session, "nobody has tried to sign in")
    }

    /// A new session for `username`, signed in with the arranged password.
    func signedInSession(_ username: String) async throws -> Source<Banking> {
        let session = Banking.session(services: services)
        let password = try APIWorld.require(passwords[username], "no customer named \(username) was arranged")
        try await APIWorld.signIn(session, Credentials(username: username, password: password))
        try APIWorld.check(session.model.signedIn?.customer.username == username, "\(username) could not sign in")
        return session
    }

    static func signIn(_ session: Source<Banking>, _ credentials: Credentials) async throws {
        let signIn = try APIWorld.require(
            session.model.signedOut?.signIn, "the session is not signed out: \(session.model)")
        try await signIn(credentials)
    }

    /// Charges through the session's current model. A live update may replace the model
    /// between reading it and invoking its action; the action then refuses (`.superseded`)
    /// and the charge is asked again from the new model, as the web layer does.
    static func charge(_ request: ChargeRequest, in session: Source<Banking>) async throws -> ChargeOutcome {
        var rejection: ActionRejection?
        for _ in 0..<5 {
            let charge = try APIWorld.require(
                session.model.signedIn?.charge, "the customer is not signed in: \(session.model)")
            do {
                return try await charge(request)
            } catch {
                // NB: not `catch where`: with this typed throw inside a loop, Swift 6.3.1's
                // mandatory SIL passes never finish compiling that form.
                guard error.reason == .superseded else { throw error }
                rejection = error
            }
        }
        throw try APIWorld.require(rejection, "the charge was never tried")
    }

    /// Waits until the session shows a model for which `isShown` holds, or until the deadline;
    /// returns the model last seen, for the step's check and its message.
    static func eventually(
        _ session: Source<Banking>, _ isShown: @escaping @Sendable (Banking) -> Bool
    ) async -> Banking {
        let seen = await withTaskGroup(of: Banking?.self) { group in
            group.addTask {
                for await model in session.values where isShown(model) {
                    return model
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: deadline)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        return seen ?? session.model
    }
}
