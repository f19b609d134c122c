import Synchronization
import Verity

extension BankingSession {
    /// One customer's stay in the session, from signing in to signing out: it builds the
    /// signed-in models, follows the customer's accounts live, and is the shell of
    /// `SignOutFlow`, whose step it reads from the model the session shows.
    ///
    /// NB: the accounts, the notice and the flow's step all live in the session's model; a
    /// sign-in only knows who signed in, the live accounts it follows, and whether it has
    /// signed out. That last bit is what tells a late change of this sign-in's accounts from
    /// one of a later sign-in (perhaps the same customer's): each change reads it inside the
    /// source's update, which runs again if the sign-out emits first, so a change can never
    /// land after it.
    final class SignIn: Sendable {
        let session: BankingSession
        let customer: Customer
        let accounts: Source<[Account]>
        private let hasSignedOut = Atomic(false)

        init(session: BankingSession, customer: Customer, accounts: Source<[Account]>) {
            self.session = session
            self.customer = customer
            self.accounts = accounts
        }

        private var state: SourceSetter<Banking> {
            session.state
        }

        // MARK: Models

        /// The model for `step` of the sign-out flow.
        private func model(at step: SignOutFlow.Step, accounts: [Account], notice: String?, _ actions: ActionFactory)
            -> Banking?
        {
            switch step {
            case .signedIn:
                signedInModel(accounts: accounts, notice: notice, actions)
            case .askingForConfirmation(let unsynced):
                .confirmingSignOut(
                    Banking.ConfirmingSignOut(
                        customer: customer,
                        unsyncedCount: unsynced,
                        confirm: actions.action("confirm") { [self] () async in
                            await start(handle(.confirmed))?.value
                        },
                        cancel: actions.action("cancel") { [self] in
                            start(handle(.cancelled))
                        }
                    ))
            case .syncing(let unsynced):
                .syncingBeforeSignOut(Banking.SyncingBeforeSignOut(customer: customer, unsyncedCount: unsynced))
            case .signedOut:
                // NB: the flow's `.signOut` command emits the signed-out model; a signed-in
                // model in between would be a lie.
                nil
            }
        }

        /// The signed-in model with `accounts` and `notice`.
        func signedInModel(accounts: [Account], notice: String?, _ actions: ActionFactory) -> Banking {
            .signedIn(
                Banking.SignedIn(
                    customer: customer,
                    accounts: accounts,
                    notice: notice,
                    charge: actions.action("charge") { [self] request in
                        await charge(request)
                    },
                    sync: actions.action("sync") { [self] () async -> Result<Int, SyncError> in
                        await sync()
                    },
                    signOut: actions.action("signOut") { [self] in
                        start(handle(.start(unsynced: self.accounts.model.unsyncedCount)))
                    }
                ))
        }

        /// Where the flow stands in `model`, or `nil` if `model` is not this sign-in's.
        private func flow(in model: Banking) -> SignOutFlow? {
            guard !hasSignedOut.load(ordering: .acquiring) else { return nil }
            return switch model {
            case .signedOut: nil
            case .signedIn: SignOutFlow(step: .signedIn)
            case .confirmingSignOut(let asking):
                SignOutFlow(step: .askingForConfirmation(unsynced: asking.unsyncedCount))
            case .syncingBeforeSignOut(let syncing): SignOutFlow(step: .syncing(unsynced: syncing.unsyncedCount))
            }
        }

        // MARK: Following the accounts

        /// Subscribes to the live accounts for as long as this sign-in exists (its models hold
        /// it); after signing out, changes no longer reach the session.
        func followAccounts() {
            accounts.subscribe(self, SignIn.accountsChanged)
        }

        private func accountsChanged(_ list: [Account]) {
            // NB: while confirming, the flow's count is what shows; while syncing nothing
            // changes on screen. `handle` emits only what shows differently.
            start(handle(.unsyncedChanged(list.unsyncedCount), accounts: list))
        }

        // MARK: The sign-out flow's shell

        /// The flow's commands that do I/O, which the shell carries out after the update: a
        /// notice only changes what shows, so it is not one of them.
        private enum Effect: Sendable {
            case sync, signOut
        }

        /// Sends `event` to the flow in the model the session shows now, emits the new model if
        /// anything shows differently, and returns the I/O left to carry out; `[]` once this
        /// sign-in has signed out.
        ///
        /// NB: a notice (`.showNotice`) is shown inside the update, so one model shows it
        /// together with the new step.
        private func handle(_ event: SignOutFlow.Event, accounts list: [Account]? = nil) -> [Effect] {
            var io: [Effect] = []
            state.updateIfChanged { [self] model, actions in
                io = []
                guard var flow = flow(in: model) else { return nil }
                var notice = model.signedIn?.notice
                for command in flow.handle(event) {
                    switch command {
                    case .showNotice(let message): notice = message
                    case .sync: io.append(.sync)
                    case .signOut: io.append(.signOut)
                    }
                }
                let accounts = list ?? model.signedIn?.accounts ?? self.accounts.model
                guard let next = self.model(at: flow.step, accounts: accounts, notice: notice, actions), next != model
                else {
                    return nil
                }
                return next
            }
            return io
        }

        /// Carries out `effects` as work the session owns (`runningWork` names it, and it ends
        /// with the session), returning its task; `nil` when there is nothing to do.
        @discardableResult
        private func start(_ effects: [Effect]) -> Task<Void, Never>? {
            guard !effects.isEmpty else { return nil }
            return state.run("sign-out flow: \(effects)") { [self] in await perform(effects) }
        }

        /// Carries out the flow's I/O in order, feeding its results back to the flow.
        private func perform(_ effects: [Effect]) async {
            for effect in effects {
                switch effect {
                case .sync:
                    let event: SignOutFlow.Event =
                        switch await session.services.sync(customer.id) {
                        case .success: .synced
                        case .failure(let error): .syncFailed(error)
                        }
                    await perform(handle(event))
                case .signOut:
                    signOut()
                }
            }
        }

        private func signOut() {
            // NB: marked before the signed-out model is emitted, so that an update of this
            // sign-in computing meanwhile runs again and declines.
            guard !hasSignedOut.exchange(true, ordering: .acquiringAndReleasing) else { return }
            state.update { [session] _, actions in session.signedOut(nil, actions) }
        }

        // MARK: Charges and syncing

        private func charge(_ request: ChargeRequest) async -> ChargeOutcome {
            let outcome = await session.services.charge(customer.id, request)
            if case .approved(let transaction) = outcome {
                await session.waitUntil(accounts) { accounts in
                    accounts.contains { $0.pending.contains { $0.id == transaction.id } }
                }
            }
            return outcome
        }

        private func sync() async -> Result<Int, SyncError> {
            let result = await session.services.sync(customer.id)
            let notice: String? =
                switch result {
                case .success: nil
                case .failure(let error): error.message
                }
            state.updateIfChanged { [self] model, actions in
                guard flow(in: model) != nil, let signedIn = model.signedIn, signedIn.notice != notice else {
                    return nil
                }
                return signedInModel(accounts: signedIn.accounts, notice: notice, actions)
            }
            if case .success(let count) = result, count > 0 {
                await session.waitUntil(accounts) { $0.unsyncedCount == 0 }
            }
            return result
        }
    }
}
