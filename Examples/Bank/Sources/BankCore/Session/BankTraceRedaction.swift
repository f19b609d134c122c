import Verity

/// What a session trace of the bank keeps (`SessionRecorder`, `Documentation/SessionTraces.md`
/// in Verity): the states and actions by name, and of their values only what a bug report
/// needs and no secret. A password never reaches the trace; neither do names, merchants or
/// balances: a signed-in state keeps how many accounts and unsynced charges it shows, a charge
/// its amount.
public enum BankTraceRedaction {
    /// The redaction the bank's debug build records with.
    public static let redaction = SessionRedaction { field in
        switch field.kind {
        case .input: input(field)
        default: payload(field.value)
        }
    }

    private static func input(_ field: SessionRedaction.Field) -> String {
        if let request = field.value as? ChargeRequest { return request.amount.decimalText }
        // NB: the credentials, and any input added later, are kept out until someone decides what they may show.
        return "<\(field.action ?? "input")>"
    }

    private static func payload(_ value: Any) -> String {
        switch value {
        case let state as Banking.SignedOut: state.error.map { "error: \($0.message)" } ?? "no error"
        case let state as Banking.SignedIn:
            "\(state.accounts.count) accounts, \(state.unsyncedCount) unsynced"
                + (state.notice.map { ", notice: \($0)" } ?? "")
        case let state as Banking.ConfirmingSignOut: "\(state.unsyncedCount) unsynced"
        case let state as Banking.SyncingBeforeSignOut: "\(state.unsyncedCount) unsynced"
        default: "<redacted>"
        }
    }
}
