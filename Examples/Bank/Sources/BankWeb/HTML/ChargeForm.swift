import BankCore
import Plot

/// The debit-card charge form, with the last charge's result or refusal above it.
///
/// The amount is a text field on purpose: the server, not the browser, decides what a valid
/// amount is, so any text can be typed and is answered with a clear message.
enum ChargeForm {
    static func node(accounts: [Account], notes: PageNotes, formToken: String) -> Node<HTML.BodyContext> {
        let selected = notes.form.account ?? accounts.first?.id.rawValue
        return .section(
            .class("card charge"),
            .h2("Card charge"),
            .unwrap(notes.chargeResult) { result in
                .p(
                    .id(ElementID.chargeResult),
                    .class("result \(result.decision)"),
                    .data(named: "decision", value: result.decision),
                    SafeHTML.text(result.text)
                )
            },
            .unwrap(notes.chargeError) { message in
                .p(.id(ElementID.chargeError), .class("result refused"), SafeHTML.text(message))
            },
            .form(
                .id(ElementID.chargeForm),
                .action("/charges"),
                .method(.post),
                FormToken.field(formToken),
                .div(
                    .class("field"),
                    .label(.for(ElementID.chargeAccount), "Account"),
                    .select(
                        .id(ElementID.chargeAccount),
                        .attribute(named: "name", value: "account"),
                        .forEach(accounts) { option(for: $0, selected: $0.id.rawValue == selected) }
                    )
                ),
                .div(
                    .class("field"),
                    .label(.for(ElementID.chargeAmount), "Amount"),
                    .input(
                        .id(ElementID.chargeAmount),
                        .name("amount"),
                        .type(.text),
                        Attribute(name: "inputmode", value: "decimal"),
                        .placeholder("12.50"),
                        .autocomplete(false),
                        Attribute(name: "value", value: SafeHTML.escapedAttribute(notes.form.amount))
                    )
                ),
                .div(
                    .class("field"),
                    .label(.for(ElementID.chargeMerchant), "Merchant"),
                    .input(
                        .id(ElementID.chargeMerchant),
                        .name("merchant"),
                        .type(.text),
                        .placeholder("Corner Shop"),
                        Attribute(name: "value", value: SafeHTML.escapedAttribute(notes.form.merchant))
                    )
                ),
                .button(.id(ElementID.chargeSubmit), .class("primary"), .type(.submit), "Charge card")
            )
        )
    }

    private static func option(for account: Account, selected: Bool) -> Node<HTML.SelectContext> {
        .element(
            named: "option",
            nodes: [
                SafeHTML.attribute("value", account.id.rawValue),
                selected ? .attribute(named: "selected") : .empty,
                SafeHTML.text("\(account.name) (\(account.spendable) to spend)"),
            ]
        )
    }
}
