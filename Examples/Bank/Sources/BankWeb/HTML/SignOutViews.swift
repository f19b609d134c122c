import BankCore
import Plot

/// The two pages of signing out: the confirmation, and the wait while charges are synced.
enum SignOutViews {
    static func confirmation(customer: Customer, unsyncedCount: Int, formToken: String) -> [Node<HTML.BodyContext>] {
        [
            TopBar.node(customer: customer, signOutFormToken: nil),
            .main(
                .class("narrow"),
                .section(
                    .id(ElementID.signOutConfirmation),
                    .class("card confirm"),
                    .h1("Sign out?"),
                    .p(
                        .span(.id(ElementID.signOutUnsynced), .class("count"), .text(String(unsyncedCount))),
                        .text(
                            unsyncedCount == 1
                                ? " charge not yet synced will be sent to the bank first."
                                : " charges not yet synced will be sent to the bank first."
                        )
                    ),
                    .div(
                        .class("buttons"),
                        .form(
                            .action("/sign-out/confirm"),
                            .method(.post),
                            FormToken.field(formToken),
                            .button(.id(ElementID.signOutConfirm), .class("primary"), .type(.submit), "Sign out")
                        ),
                        .form(
                            .action("/sign-out/cancel"),
                            .method(.post),
                            FormToken.field(formToken),
                            .button(.id(ElementID.signOutCancel), .type(.submit), "Stay signed in")
                        )
                    )
                )
            ),
        ]
    }

    static func syncing(customer: Customer, unsyncedCount: Int) -> [Node<HTML.BodyContext>] {
        [
            TopBar.node(customer: customer, signOutFormToken: nil),
            .main(
                .class("narrow"),
                .section(
                    .id(ElementID.signOutSyncing),
                    .class("card confirm"),
                    .h1("Signing out…"),
                    .p(
                        .text(
                            "Sending \(unsyncedCount) \(unsyncedCount == 1 ? "charge" : "charges") to the bank first."))
                )
            ),
        ]
    }
}
