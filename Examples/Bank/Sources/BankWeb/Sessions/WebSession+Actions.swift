import BankCore
import Verity

/// The session's actions as the web layer invokes them: each reads the current model and
/// invokes its action at once.
///
/// NB: an action only runs while the model it came from is current. Under load (many charges
/// on one session) the model can move on between reading it and invoking, and the action is
/// then rejected as `.superseded` without doing anything, so retrying it is safe.
extension WebSession {
    /// How often an action is tried before the request gives up with `WebFailure.busy`.
    static let maximumAttempts = 16

    /// Charges `request`. The session's actions return once its model shows their outcome, so
    /// a page or `GET /api/accounts` right after reflects the charge.
    func charge(_ request: ChargeRequest) async throws(WebFailure) -> ChargeOutcome {
        try await retrying { model in
            guard let signedIn = model.signedIn else { throw Self.unavailableAction(in: model) }
            return try await signedIn.charge(request)
        }
    }

    /// Sends the unsynced charges to the bank; returns how many.
    func sync() async throws(WebFailure) -> Int {
        let result = try await retrying { model in
            guard let signedIn = model.signedIn else { throw Self.unavailableAction(in: model) }
            return try await signedIn.sync()
        }
        switch result {
        case .success(let count): return count
        case .failure(let error): throw .unavailable(error.message)
        }
    }

    /// Asks to sign out; returns how many charges would be synced first.
    func askToSignOut() throws(WebFailure) -> Int {
        for _ in 0..<Self.maximumAttempts {
            let model = source.model
            guard let signedIn = model.signedIn else { throw Self.unavailableAction(in: model) }
            signedIn.signOut()
            // NB: a plain action taken from a superseded model does nothing, so look, and retry.
            if let confirming = source.model.confirmingSignOut { return confirming.unsyncedCount }
        }
        throw .busy
    }

    /// Confirms signing out and returns the model once the flow has finished: signed out, or
    /// still signed in with the notice saying why not.
    func confirmSignOut() async throws(WebFailure) -> Banking {
        let source = source
        return try await retrying { model in
            guard let confirming = model.confirmingSignOut else { throw Self.unavailableAction(in: model) }
            try await confirming.confirm()
            return source.model
        }
    }

    /// Cancels signing out, back to the accounts.
    func cancelSignOut() throws(WebFailure) {
        for _ in 0..<Self.maximumAttempts {
            let model = source.model
            guard let confirming = model.confirmingSignOut else { throw Self.unavailableAction(in: model) }
            confirming.cancel()
            if source.model.signedIn != nil { return }
        }
        throw .busy
    }

    /// Runs `attempt` on the current model, again whenever it was rejected as superseded.
    private func retrying<Value>(_ attempt: (Banking) async throws -> Value) async throws(WebFailure) -> Value {
        for _ in 0..<Self.maximumAttempts {
            do {
                return try await attempt(source.model)
            } catch let rejection as ActionRejection where rejection.reason == .superseded {
                continue
            } catch let failure as WebFailure {
                throw failure
            } catch {
                // The source is gone (or the action detached): the session is over.
                throw .unauthorized
            }
        }
        throw .busy
    }

    /// Why an action does not exist in `model`'s state.
    private static func unavailableAction(in model: Banking) -> WebFailure {
        switch model {
        case .signedOut: .unauthorized
        case .signedIn: .conflict("You have not asked to sign out.")
        case .confirmingSignOut: .conflict("You asked to sign out: confirm or cancel that first.")
        case .syncingBeforeSignOut: .conflict("Signing out is in progress.")
        }
    }
}
