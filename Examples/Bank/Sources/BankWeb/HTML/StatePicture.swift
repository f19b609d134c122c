import BankCore
import Plot

/// The page a customer sees in one `Banking` state, as a document that stands alone: the
/// stylesheet inline, no script, forms that post nowhere useful. For the living documentation's
/// gallery of states, which shows each state the requirements reached as this page.
///
/// ```swift
/// let markup = StatePicture.html(of: session.model)  // "<!DOCTYPE html><html lang=\"en\">…"
/// ```
public enum StatePicture {
    /// The whole page for `model`, with no notes from an earlier charge.
    public static func html(of model: Banking) -> String {
        let content = ContentFragment(model: model, notes: PageNotes(), formToken: "gallery")
        return HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .title("Verity Bank"),
                .style(StyleSheet.css)
            ),
            .body(.raw(content.html))
        ).render()
    }
}
