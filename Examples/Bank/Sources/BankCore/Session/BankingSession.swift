import Verity

/// The shell behind `Banking.session(services:)`: it keeps what the session knows, builds each
/// `Banking` model from it, feeds `SignOutFlow` its events and carries out its commands.
///
/// NB: every change follows the same pattern: change the state under the lock, then emit with
/// `SourceState.update`, which builds the model from the state as it is at that moment and
/// retries if another thread emitted meanwhile, so the newest state is always emitted last.
/// Nothing that calls out (services, subscribers) ever runs under the lock.
final class BankingSession: Sendable {
    /// A signed-in customer, with the live accounts the session follows.
    struct SignedInState: Sendable {
        var customer: Customer
        var accounts: [Account]
        var notice: String?
        var flow = SignOutFlow()
        /// Counts sign-ins, so that late news about an earlier sign-in changes nothing.
        var epoch: Int
        var accountsSource: Source<[Account]>
        var subscription: Subscription?
    }

    enum Phase: Sendable {
        case signedOut(SignInError?)
        case signedIn(SignedInState)
    }

    struct State: Sendable {
        var phase: Phase = .signedOut(nil)
        var source: SourceState<Banking>?
        var signIns = 0
    }

    /// How long an action waits for the live accounts to show what it changed.
    static let showDeadline: Duration = .seconds(2)

    private let services: BankServices
    private let state = Guarded(State())

    init(services: BankServices) {
        self.services = services
    }

    func attach(_ source: SourceState<Banking>) {
        state.withLock { $0.source = source }
    }

    // MARK: Models

    /// The model for the current state, with actions made by `actions`.
    func model(_ actions: ActionFactory) -> Banking {
        switch state.withLock({ $0.phase }) {
        case .signedOut(let error):
            return .signedOut(Banking.SignedOut(error: error, signIn: actions.action("signIn") { [self] credentials in
                await signIn(credentials)
            }))
        case .signedIn(let signedIn):
            return model(signedIn, actions)
        }
    }

    private func model(_ signedIn: SignedInState, _ actions: ActionFactory) -> Banking {
        let epoch = signedIn.epoch
        switch signedIn.flow.step {
        case .signedIn, .signedOut:
            return .signedIn(Banking.SignedIn(
                customer: signedIn.customer,
                accounts: signedIn.accounts,
                notice: signedIn.notice,
                charge: actions.action("charge") { [self] request in
                    await charge(request, customer: signedIn.customer.id, accounts: signedIn.accountsSource)
                },
                sync: actions.action("sync") { [self] () async -> Result<Int, SyncError> in
                    await sync(epoch: epoch, customer: signedIn.customer.id, accounts: signedIn.accountsSource)
                },
                signOut: actions.action("signOut") { [self] in
                    send(epoch: epoch) { .start(unsynced: $0.accounts.unsyncedCount) }
                }
            ))
        case .askingForConfirmation(let unsynced):
            return .confirmingSignOut(Banking.ConfirmingSignOut(
                customer: signedIn.customer,
                unsyncedCount: unsynced,
                confirm: actions.action("confirm") { [self] () async in
                    await perform(handle(epoch: epoch) { _ in .confirmed }, epoch: epoch)
                },
                cancel: actions.action("cancel") { [self] in
                    send(epoch: epoch) { _ in .cancelled }
                }
            ))
        case .syncing(let unsynced):
            return .syncingBeforeSignOut(Banking.SyncingBeforeSignOut(customer: signedIn.customer, unsyncedCount: unsynced))
        }
    }

    /// Emits the model for the state as it is now.
    private func emit() {
        guard let source = state.withLock({ $0.source }) else { return }
        source.update { [self] _, actions in model(actions) }
    }

    // MARK: Signing in and out

    private func signIn(_ credentials: Credentials) async {
        // NB: checked before the services see it: bcrypt stops at a NUL, so "lovelace\0junk"
        // would otherwise be taken for "lovelace".
        let result: Result<Customer, SignInError>
        do throws(TextRefusal) {
            try credentials.check()
            result = await services.authenticate(credentials)
        } catch {
            result = .failure(.notAllowed(error))
        }
        switch result {
        case .failure(let error):
            let changed = state.withLock { state in
                guard case .signedOut = state.phase else { return false }
                state.phase = .signedOut(error)
                return true
            }
            if changed { emit() }
        case .success(let customer):
            let accounts = services.accounts(customer.id)
            let epoch = state.withLock { state -> Int? in
                // NB: two sign-ins racing from the same signed-out model: the first one wins.
                guard case .signedOut = state.phase else { return nil }
                state.signIns += 1
                state.phase = .signedIn(SignedInState(
                    customer: customer, accounts: accounts.model, epoch: state.signIns, accountsSource: accounts))
                return state.signIns
            }
            guard let epoch else { return }
            let subscription = accounts.subscribe { [weak self] accounts in
                self?.accountsChanged(accounts, epoch: epoch)
            }
            let unused = state.withLock { state -> Subscription? in
                guard case .signedIn(var signedIn) = state.phase, signedIn.epoch == epoch else { return subscription }
                signedIn.subscription = subscription
                state.phase = .signedIn(signedIn)
                return nil
            }
            unused?.cancel()
            emit()
        }
    }

    private func accountsChanged(_ accounts: [Account], epoch: Int) {
        let handled = state.withLock { state -> (commands: [SignOutFlow.Command], shouldEmit: Bool)? in
            guard case .signedIn(var signedIn) = state.phase, signedIn.epoch == epoch, signedIn.accounts != accounts else {
                return nil
            }
            // NB: only the signed-in model shows the accounts; while confirming, the flow's
            // count is what shows, and while syncing nothing changes on screen.
            let isShowingAccounts = signedIn.flow.step == .signedIn
            signedIn.accounts = accounts
            state.phase = .signedIn(signedIn)
            let handled = Self.handle(.unsyncedChanged(accounts.unsyncedCount), in: &state)
            return (handled.commands, handled.shouldEmit || isShowingAccounts)
        }
        guard let handled else { return }
        if handled.shouldEmit { emit() }
        start(handled.commands, epoch: epoch)
    }

    /// Ends the session of sign-in `epoch`, if it is still the current one.
    private func signOut(epoch: Int) {
        let ended = state.withLock { state -> SignedInState? in
            guard case .signedIn(let signedIn) = state.phase, signedIn.epoch == epoch else { return nil }
            state.phase = .signedOut(nil)
            return signedIn
        }
        guard let ended else { return }
        ended.subscription?.cancel()
        emit()
    }

    // MARK: The sign-out flow's shell

    /// Sends the event `makeEvent` builds from the signed-in state to the flow, emits the new
    /// model if anything shows differently, and returns the commands left to carry out.
    private func handle(epoch: Int, _ makeEvent: (SignedInState) -> SignOutFlow.Event) -> [SignOutFlow.Command] {
        let handled = state.withLock { state -> (commands: [SignOutFlow.Command], shouldEmit: Bool)? in
            guard case .signedIn(let signedIn) = state.phase, signedIn.epoch == epoch else { return nil }
            return Self.handle(makeEvent(signedIn), in: &state)
        }
        guard let handled else { return [] }
        if handled.shouldEmit { emit() }
        return handled.commands
    }

    /// Applies `event` to the flow inside the lock and carries out at once the commands that
    /// only change what the session shows, so that one model shows them together. Returns the
    /// commands that do I/O, and whether the session now shows something new.
    ///
    /// NB: when the flow reaches `.signedOut`, nothing is emitted here: its `.signOut` command
    /// emits the signed-out model, and a signed-in model in between would be a lie.
    private static func handle(
        _ event: SignOutFlow.Event,
        in state: inout State
    ) -> (commands: [SignOutFlow.Command], shouldEmit: Bool) {
        guard case .signedIn(var signedIn) = state.phase else { return ([], false) }
        let before = (signedIn.flow, signedIn.notice)
        var io: [SignOutFlow.Command] = []
        for command in signedIn.flow.handle(event) {
            switch command {
            case .showNotice(let message): signedIn.notice = message
            case .sync, .signOut: io.append(command)
            }
        }
        state.phase = .signedIn(signedIn)
        let changed = before != (signedIn.flow, signedIn.notice)
        return (io, changed && signedIn.flow.step != .signedOut)
    }

    private func send(epoch: Int, _ makeEvent: (SignedInState) -> SignOutFlow.Event) {
        start(handle(epoch: epoch, makeEvent), epoch: epoch)
    }

    /// Carries out `commands` on a task, for events sent by actions that return at once.
    private func start(_ commands: [SignOutFlow.Command], epoch: Int) {
        guard !commands.isEmpty else { return }
        Task { await perform(commands, epoch: epoch) }
    }

    /// Carries out the flow's I/O commands in order, feeding their results back to the flow.
    private func perform(_ commands: [SignOutFlow.Command], epoch: Int) async {
        for command in commands {
            switch command {
            case .sync:
                guard let customer = state.withLock({ $0.signedIn(epoch: epoch)?.customer }) else { return }
                let event: SignOutFlow.Event =
                    switch await services.sync(customer.id) {
                    case .success: .synced
                    case .failure(let error): .syncFailed(error)
                    }
                await perform(handle(epoch: epoch) { _ in event }, epoch: epoch)
            case .signOut:
                signOut(epoch: epoch)
            case .showNotice:
                break  // NB: already shown by `handle(_:in:)`.
            }
        }
    }

    // MARK: Charges and syncing

    private func charge(_ request: ChargeRequest, customer: CustomerID, accounts: Source<[Account]>) async -> ChargeOutcome {
        let outcome = await services.charge(customer, request)
        if case .approved(let transaction) = outcome {
            await Self.waitUntil(accounts) { accounts in
                accounts.contains { $0.pending.contains { $0.id == transaction.id } }
            }
        }
        return outcome
    }

    private func sync(epoch: Int, customer: CustomerID, accounts: Source<[Account]>) async -> Result<Int, SyncError> {
        let result = await services.sync(customer)
        let notice: String? =
            switch result {
            case .success: nil
            case .failure(let error): error.message
            }
        let changed = state.withLock { state -> Bool in
            guard case .signedIn(var signedIn) = state.phase, signedIn.epoch == epoch, signedIn.notice != notice else {
                return false
            }
            signedIn.notice = notice
            state.phase = .signedIn(signedIn)
            return true
        }
        if changed { emit() }
        if case .success(let count) = result, count > 0 {
            await Self.waitUntil(accounts) { $0.unsyncedCount == 0 }
        }
        return result
    }

    /// Returns once `accounts` emits a list for which `isShown` holds, or after
    /// `showDeadline`. The session subscribed before this wait did, so when the wait sees the
    /// list, the session's model already shows it.
    private static func waitUntil(_ accounts: Source<[Account]>, _ isShown: @escaping @Sendable ([Account]) -> Bool) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await list in accounts.values where isShown(list) {
                    return
                }
            }
            group.addTask {
                try? await Task.sleep(for: showDeadline)
            }
            await group.next()
            group.cancelAll()
        }
    }
}

extension BankingSession.State {
    /// The signed-in state of sign-in `epoch`, if it is still current.
    func signedIn(epoch: Int) -> BankingSession.SignedInState? {
        if case .signedIn(let signedIn) = phase, signedIn.epoch == epoch { signedIn } else { nil }
    }
}
