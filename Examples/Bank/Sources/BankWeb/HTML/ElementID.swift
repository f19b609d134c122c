import BankCore

/// The element ids of the contract (`/work/coord/DEMO.md`): the browser steps find elements by
/// these alone, so each is spelled once, here.
enum ElementID {
    static let content = "content"
    static let signInForm = "sign-in-form"
    static let signInUsername = "sign-in-username"
    static let signInPassword = "sign-in-password"
    static let signInSubmit = "sign-in-submit"
    static let signInError = "sign-in-error"
    static let signedInCustomer = "signed-in-customer"
    static let accounts = "accounts"
    static let unsyncedCount = "unsynced-count"
    static let syncNow = "sync-now"
    static let notice = "notice"
    static let chargeForm = "charge-form"
    static let chargeAccount = "charge-account"
    static let chargeAmount = "charge-amount"
    static let chargeMerchant = "charge-merchant"
    static let chargeSubmit = "charge-submit"
    static let chargeResult = "charge-result"
    static let chargeError = "charge-error"
    static let signOut = "sign-out"
    static let signOutConfirmation = "sign-out-confirmation"
    static let signOutUnsynced = "sign-out-unsynced"
    static let signOutConfirm = "sign-out-confirm"
    static let signOutCancel = "sign-out-cancel"
    static let signOutSyncing = "sign-out-syncing"
    static let errorMessage = "error-message"
    static let errorPageLink = "error-page-link"
    static let pendingPage = "pending-page"
    static let pendingPageSummary = "pending-page-summary"
    static let pendingPageList = "pending-page-list"
    static let pendingPageNewer = "pending-page-newer"
    static let pendingPageOlder = "pending-page-older"
    static let pendingPageBack = "pending-page-back"
    /// The name of every form's hidden field holding the session's form token.
    static let formTokenField = "form-token"

    /// `account-<ID>`, or with a suffix such as `name`: `account-<ID>-name`.
    static func account(_ id: AccountID, _ suffix: String? = nil) -> String {
        suffix.map { "account-\(id.rawValue)-\($0)" } ?? "account-\(id.rawValue)"
    }

    /// `transaction-<ID>`, or with a suffix such as `amount`: `transaction-<ID>-amount`.
    static func transaction(_ id: TransactionID, _ suffix: String? = nil) -> String {
        suffix.map { "transaction-\(id.rawValue)-\($0)" } ?? "transaction-\(id.rawValue)"
    }
}
