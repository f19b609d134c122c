import BankCore
import Plot

/// The signed-in page: notices, the accounts, what waits to be synced, and the charge form.
enum AccountsView {
    static func nodes(
        customer: Customer,
        accounts: [Account],
        unsyncedCount: Int,
        notice: String?,
        notes: PageNotes,
        formToken: String
    ) -> [Node<HTML.BodyContext>] {
        [
            TopBar.node(customer: customer, signOutFormToken: formToken),
            .main(
                .unwrap(notice) { .p(.id(ElementID.notice), .class("notice"), SafeHTML.text($0)) },
                .div(
                    .class("columns"),
                    .section(
                        .id(ElementID.accounts),
                        .class("accounts"),
                        .forEach(accounts) { AccountCard.node(for: $0) }
                    ),
                    .div(
                        .class("side"),
                        ChargeForm.node(accounts: accounts, notes: notes, formToken: formToken),
                        syncCard(unsyncedCount: unsyncedCount, formToken: formToken)
                    )
                )
            ),
        ]
    }

    private static func syncCard(unsyncedCount: Int, formToken: String) -> Node<HTML.BodyContext> {
        .section(
            .class("card sync-card"),
            .h2("Sync with the bank"),
            .p(
                .span(.id(ElementID.unsyncedCount), .class("count"), .text(String(unsyncedCount))),
                .text(unsyncedCount == 1 ? " charge is waiting to be synced." : " charges are waiting to be synced.")
            ),
            .form(
                .action("/sync"),
                .method(.post),
                FormToken.field(formToken),
                .button(.id(ElementID.syncNow), .type(.submit), "Sync now")
            )
        )
    }
}
