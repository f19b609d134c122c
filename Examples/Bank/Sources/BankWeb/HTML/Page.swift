import Plot

/// A whole page: the head with the stylesheet, the `#content` fragment, and, for a session's
/// pages, the script that swaps in live updates. Both are files of the bank's own
/// (`/assets/…`): the content security policy allows no inline script or style.
enum Page {
    /// - Parameter live: whether the page subscribes to `/events` (only pages of a session do).
    static func render(_ content: ContentFragment, live: Bool) -> String {
        HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .title("Verity Bank"),
                .stylesheet("/assets/style.css")
            ),
            .body(
                .raw(content.html),
                .if(live, .script(.src("/assets/live.js")))
            )
        ).render()
    }
}
