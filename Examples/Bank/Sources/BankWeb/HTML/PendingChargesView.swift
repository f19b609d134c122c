import BankCore
import Plot

/// `/accounts/{id}/pending`: one page of an account's pending charges, newest first, with links
/// to the newer and older pages and back to the accounts.
enum PendingChargesView {
    static func nodes(customer: Customer, account: Account, page: PendingPage, formToken: String) -> [Node<
        HTML.BodyContext
    >] {
        [
            TopBar.node(customer: customer, signOutFormToken: formToken),
            .main(
                .section(
                    .class("card account"),
                    SafeHTML.id(ElementID.pendingPage),
                    .h2(.text("Pending charges on "), SafeHTML.text(account.name)),
                    .p(
                        .class("more"),
                        SafeHTML.id(ElementID.pendingPageSummary),
                        .text(
                            "\(grouped(account.pendingCount)) pending, newest first, \(PendingPage.defaultSize) a page."
                        )
                    ),
                    .ul(
                        .class("pending"), SafeHTML.id(ElementID.pendingPageList),
                        .forEach(page.charges) { AccountCard.transactionRow($0) }),
                    .if(page.charges.isEmpty, .p(.class("empty"), "No pending charges here.")),
                    .nav(
                        .class("pager"),
                        .unwrap(page.newer) { newer in
                            .a(
                                .id(ElementID.pendingPageNewer), .class("button"),
                                .href(SafeHTML.escapedAttribute(path(account.id, .newerThan(newer)))), "Newer charges")
                        },
                        .a(
                            .id(ElementID.pendingPageBack), .class("button"), .href("/accounts"),
                            "Back to your accounts"),
                        .unwrap(page.older) { older in
                            .a(
                                .id(ElementID.pendingPageOlder), .class("button"),
                                .href(SafeHTML.escapedAttribute(path(account.id, .olderThan(older)))), "Older charges")
                        }
                    )
                )
            ),
        ]
    }

    /// The page's address for `position`: `?after=ID` for older charges, `?before=ID` for newer.
    static func path(_ account: AccountID, _ position: PendingPageRequest.Position) -> String {
        let base = "/accounts/\(account.rawValue)/pending"
        switch position {
        case .newest: return base
        case .olderThan(let id): return "\(base)?after=\(id.rawValue)"
        case .newerThan(let id): return "\(base)?before=\(id.rawValue)"
        }
    }

    /// `10000` as `10,000`, the same in every locale.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
