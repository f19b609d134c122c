import BankCore
import Plot

/// The `#content` element rendered for one moment of a session: what a page shows and what a
/// live update replaces.
///
/// Its `data-version` is a digest of what it holds, so the page's script can skip an update
/// that would change nothing (and would otherwise wipe what the customer is typing).
struct ContentFragment: Sendable, Equatable {
    /// The whole `<div id="content" …>…</div>` element.
    let html: String
    /// A digest of the element's inside.
    let version: String

    /// The fragment for `model` and the page's notes; its forms carry `formToken`.
    init(model: Banking, notes: PageNotes, formToken: String) {
        switch model {
        case .signedOut(let signedOut):
            self.init(nodes: SignInView.nodes(error: signedOut.error?.message, username: ""))
        case .signedIn(let signedIn):
            self.init(
                nodes: AccountsView.nodes(
                    customer: signedIn.customer,
                    accounts: signedIn.accounts,
                    unsyncedCount: signedIn.unsyncedCount,
                    notice: signedIn.notice,
                    notes: notes,
                    formToken: formToken
                )
            )
        case .confirmingSignOut(let confirming):
            self.init(
                nodes: SignOutViews.confirmation(
                    customer: confirming.customer, unsyncedCount: confirming.unsyncedCount, formToken: formToken))
        case .syncingBeforeSignOut(let syncing):
            self.init(nodes: SignOutViews.syncing(customer: syncing.customer, unsyncedCount: syncing.unsyncedCount))
        }
    }

    /// The sign-in page without a session: empty, or after a refused attempt.
    static func signIn(error: String?, username: String) -> ContentFragment {
        ContentFragment(nodes: SignInView.nodes(error: error, username: username))
    }

    /// Any other page's content, such as an error message.
    static func message(_ nodes: [Node<HTML.BodyContext>]) -> ContentFragment {
        ContentFragment(nodes: nodes)
    }

    private init(nodes: [Node<HTML.BodyContext>]) {
        let inside = Node<HTML.BodyContext>.group(nodes).render()
        let version = Self.digest(inside)
        self.version = version
        self.html = Node<HTML.BodyContext>.div(
            .id(ElementID.content),
            .data(named: "version", value: version),
            .raw(inside)
        ).render()
    }

    /// FNV-1a, 64 bits, in hex: stable across runs, unlike `Hasher`.
    private static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
