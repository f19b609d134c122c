import BankCore
import Plot

/// One account: its figures (available, pending, spendable) and its newest pending charges,
/// with a link to the older ones when there are more than a page.
enum AccountCard {
    static func node(for account: Account) -> Node<HTML.BodyContext> {
        .article(
            .class("card account"),
            SafeHTML.id(ElementID.account(account.id)),
            .h2(
                .class("account-name"), SafeHTML.id(ElementID.account(account.id, "name")), SafeHTML.text(account.name)),
            .dl(
                .class("figures"),
                figure("Available", account.available, id: ElementID.account(account.id, "available")),
                figure("Pending", account.pendingTotal, id: ElementID.account(account.id, "pending-total")),
                figure(
                    "Spendable", account.spendable, id: ElementID.account(account.id, "spendable"),
                    className: "spendable")
            ),
            .h3("Pending charges"),
            .ul(
                .class("pending"),
                SafeHTML.id(ElementID.account(account.id, "pending")),
                .forEach(account.pending) { transactionRow($0) }
            ),
            .if(account.pending.isEmpty, .p(.class("empty"), "No pending charges.")),
            .if(account.hasOlderPending, olderLink(for: account))
        )
    }

    /// "Showing the newest 20 of 10,000 pending charges. Older charges", linking to the page
    /// after the last one shown.
    private static func olderLink(for account: Account) -> Node<HTML.BodyContext> {
        .p(
            .class("more"),
            .text(
                "Showing the newest \(account.pending.count) of \(PendingChargesView.grouped(account.pendingCount)) pending charges. "
            ),
            .unwrap(account.pending.last) { last in
                .a(
                    SafeHTML.id(ElementID.account(account.id, "older")),
                    .href(SafeHTML.escapedAttribute(PendingChargesView.path(account.id, .olderThan(last.id)))),
                    "Older charges"
                )
            }
        )
    }

    private static func figure(_ label: String, _ amount: Money, id: String, className: String = "") -> Node<
        HTML.DescriptionListContext
    > {
        .div(
            .class("figure \(className)"),
            .dt(.text(label)),
            .dd(SafeHTML.id(id), SafeHTML.text(amount.description))
        )
    }

    static func transactionRow(_ transaction: Transaction) -> Node<HTML.ListContext> {
        .li(
            SafeHTML.id(ElementID.transaction(transaction.id)),
            .span(
                .class("merchant"), SafeHTML.id(ElementID.transaction(transaction.id, "merchant")),
                SafeHTML.text(transaction.merchant)),
            .span(
                .class("amount"), SafeHTML.id(ElementID.transaction(transaction.id, "amount")),
                SafeHTML.text(transaction.amount.description)),
            .span(
                .class(transaction.isSynced ? "sync-state synced" : "sync-state unsynced"),
                SafeHTML.id(ElementID.transaction(transaction.id, "sync")),
                .text(transaction.isSynced ? "Synced" : "Not synced")
            )
        )
    }
}
