extension Banking {
    /// The signed-out state, if the session is in it (for key paths in tests and renderers).
    public var signedOut: SignedOut? {
        if case .signedOut(let state) = self { state } else { nil }
    }

    /// The signed-in state, if the session is in it.
    public var signedIn: SignedIn? {
        if case .signedIn(let state) = self { state } else { nil }
    }

    /// The sign-out confirmation, if the session is asking.
    public var confirmingSignOut: ConfirmingSignOut? {
        if case .confirmingSignOut(let state) = self { state } else { nil }
    }

    /// The sync before signing out, if it is running.
    public var syncingBeforeSignOut: SyncingBeforeSignOut? {
        if case .syncingBeforeSignOut(let state) = self { state } else { nil }
    }

    /// The signed-in customer, in every state but `.signedOut`.
    public var customer: Customer? {
        switch self {
        case .signedOut: nil
        case .signedIn(let state): state.customer
        case .confirmingSignOut(let state): state.customer
        case .syncingBeforeSignOut(let state): state.customer
        }
    }
}
