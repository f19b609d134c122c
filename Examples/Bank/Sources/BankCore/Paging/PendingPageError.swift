/// Why a page of pending charges could not be read.
public enum PendingPageError: Error, Sendable, Hashable {
    /// No such account, or it is someone else's.
    case unknownAccount(AccountID)
    /// The page was to start at a charge that is not pending on the account.
    case unknownPosition(TransactionID)
    /// The store could not read it; nothing is wrong with the request.
    case notRead(StoreTrouble)

    /// The sentence to show the customer.
    public var message: String {
        switch self {
        case .unknownAccount: "There is no such account."
        case .unknownPosition: "That page of pending charges is not there any more; start again from the newest."
        case .notRead(let trouble):
            switch trouble {
            case .busy: "The bank is busy right now. Try again in a moment."
            case .failed: "The bank could not read the pending charges. Try again later."
            }
        }
    }
}
