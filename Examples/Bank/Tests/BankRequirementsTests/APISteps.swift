import BankCore
import BankStore
import Requirements
import Testing
import Verity

/// The bank's requirements at the API: every sentence of `Features/` as code that drives the
/// `Banking` sessions (the same Sources the web pages render) over an in-memory store.
/// Arrangements ("a customer ...", "... is pending ...", "the bank cannot be reached") go to
/// the store directly; everything the customer does goes through the session's actions.
let apiSteps = Steps<APIWorld>(world: { try APIWorld() }) { steps in
    steps.parameterType("amount", regexp: #"\$\d+(?:\.\d{2})?"#) { text in try Money(parsing: text) }

    // MARK: Arranging

    steps.given("a customer {string} with the password {string}") { (world, username: String, password: String) in
        let customer = try world.store.addCustomer(username: username, password: password)
        world.passwords[username] = password
        world.customers[username] = customer
        world.latestCustomer = customer
    }

    steps.given("her account {string} has a {amount} available balance") { (world, name: String, available: Money) in
        let customer = try #require(world.latestCustomer, "no customer was arranged")
        world.accounts[name] = try world.store.addAccount(named: name, for: customer.id, available: available).id
    }

    steps.given("a {amount} charge from {string} is pending on {string}") { (world, amount: Money, merchant: String, name: String) in
        let pending = try world.store.addPendingCharge(
            ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant))
        // NB: arranged behind the session's back, so wait until the session shows it: the
        // scenario then starts from a settled model.
        let shown = await APIWorld.eventually(try world.currentSession()) { model in
            model.signedIn?.accounts.contains { $0.pending.contains { $0.id == pending.id } } == true
        }
        try #require(shown.signedIn?.account(named: name)?.pending.contains(pending) == true, "the session never showed it")
    }

    steps.given("a {amount} charge from {string} was approved on {string}") { (world, amount: Money, merchant: String, name: String) in
        let request = ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant)
        let outcome = try await APIWorld.charge(request, in: try world.currentSession())
        try #require(outcome.isApproved, "the charge was not approved: \(outcome)")
    }

    steps.given("the bank cannot be reached") { world in
        world.store.bank.isReachable = false
    }

    // MARK: Signing in and out

    // NB: the same sentence arranges (in a Background, before any session exists) and checks
    // (after the customer acted). With no session yet it signs in first; either way it checks.
    steps.then("{string} is signed in") { (world, username: String) in
        if world.session == nil {
            world.session = try await world.signedInSession(username)
        }
        let model = try world.currentSession().model
        #expect(model.signedIn?.customer.username == username, "the session shows \(model)")
    }

    steps.when("{string} signs in with the password {string}") { (world, username: String, password: String) in
        let session = Banking.session(services: world.store.services())
        world.session = session
        try await APIWorld.signIn(session, Credentials(username: username, password: password))
    }

    steps.then("nobody is signed in") { world in
        let model = try world.currentSession().model
        #expect(model.signedOut != nil, "the session shows \(model)")
    }

    steps.then("the sign-in error says {string}") { (world, message: String) in
        let model = try world.currentSession().model
        #expect(model.signedOut?.error?.message == message, "the session shows \(model)")
    }

    steps.when("she asks to sign out") { world in
        let signOut = try #require(try world.currentSession().model.signedIn?.signOut, "she is not signed in")
        signOut()
    }

    steps.when("she cancels signing out") { world in
        let cancel = try #require(try world.currentSession().model.confirmingSignOut?.cancel, "she was not asked to confirm")
        cancel()
    }

    steps.when("she confirms signing out") { world in
        let confirm = try #require(try world.currentSession().model.confirmingSignOut?.confirm, "she was not asked to confirm")
        // NB: returns once the flow has finished: signed out, or still signed in with a notice.
        try await confirm()
    }

    steps.then("the confirmation says {int} charge(s) will be synced first") { (world, count: Int) in
        let model = try world.currentSession().model
        #expect(model.confirmingSignOut?.unsyncedCount == count, "the session shows \(model)")
    }

    steps.then("she is told {string}") { (world, message: String) in
        let model = try world.currentSession().model
        #expect(model.signedIn?.notice == message, "the session shows \(model)")
    }

    steps.then("the bank has received the {amount} charge from {string}") { (world, amount: Money, merchant: String) in
        let received = try world.store.bank.received()
        #expect(received.contains { $0.amount == amount && $0.merchant == merchant }, "the bank received \(received)")
    }

    // MARK: Charges

    steps.when("a {amount} charge from {string} is requested on {string}") { (world, amount: Money, merchant: String, name: String) in
        let request = ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant)
        world.outcome = try await APIWorld.charge(request, in: try world.currentSession())
    }

    steps.when("a charge of {string} from {string} is requested on {string}") { (world, text: String, merchant: String, name: String) in
        // NB: at the API there is no way to hand `charge` text: a `ChargeRequest` holds
        // `Money`, so an amount like "abc" cannot even be written down as a charge, and the
        // compiler is this requirement's first test. Typed text becomes Money through
        // `Money(parsing:)`, the same parser the web form and the JSON API use; its error is
        // the refusal, and no charge is ever requested.
        do {
            let amount = try Money(parsing: text)
            let request = ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant)
            world.outcome = try await APIWorld.charge(request, in: try world.currentSession())
        } catch let error as AmountError {
            world.refusal = error
        }
    }

    steps.when("a {amount} charge from {string} is made on another device on {string}") { (world, amount: Money, merchant: String, name: String) in
        let username = try #require(try world.currentSession().model.customer?.username, "nobody is signed in")
        let otherDevice = try await world.signedInSession(username)
        let request = ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant)
        let outcome = try await APIWorld.charge(request, in: otherDevice)
        try #require(outcome.isApproved, "the other device's charge was not approved: \(outcome)")
    }

    steps.then("the charge is approved") { world in
        let outcome = try #require(world.outcome, "no charge was requested")
        #expect(outcome.isApproved, "the charge was \(outcome)")
    }

    steps.then("the charge is declined") { world in
        let outcome = try #require(world.outcome, "no charge was requested")
        guard case .declined = outcome else {
            Issue.record("the charge was \(outcome)")
            return
        }
    }

    steps.then("the charge is refused with {string}") { (world, message: String) in
        #expect(world.refusal?.message == message)
        #expect(world.outcome == nil, "a charge was requested anyway: \(String(describing: world.outcome))")
    }

    // MARK: What the customer sees (live: waits for the update when one is on its way)

    steps.then("the account {string} shows {amount} pending") { (world, name: String, amount: Money) in
        let model = await APIWorld.eventually(try world.currentSession()) { $0.signedIn?.account(named: name)?.pendingTotal == amount }
        #expect(model.signedIn?.account(named: name)?.pendingTotal == amount, "the session shows \(model)")
    }

    steps.then("the account {string} shows an available balance of {amount}") { (world, name: String, amount: Money) in
        let model = await APIWorld.eventually(try world.currentSession()) { $0.signedIn?.account(named: name)?.available == amount }
        #expect(model.signedIn?.account(named: name)?.available == amount, "the session shows \(model)")
    }

    steps.then("{int} charge(s) is/are waiting to be synced") { (world, count: Int) in
        let model = await APIWorld.eventually(try world.currentSession()) { $0.signedIn?.unsyncedCount == count }
        #expect(model.signedIn?.unsyncedCount == count, "the session shows \(model)")
    }
}
