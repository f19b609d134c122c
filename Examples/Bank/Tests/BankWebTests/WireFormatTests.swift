import BankCore
import Hummingbird
import Testing
@testable import BankWeb

@Suite("Wire formats")
struct WireFormatTests {
    @Test("A server-sent event puts each line of its data on its own data: line")
    func serverSentEvent() {
        let event = ServerSentEvent(name: "content", data: "<div>\none\r\ntwo</div>")
        #expect(event.encoded == "event: content\ndata: <div>\ndata: one\ndata: two</div>\n\n")
    }

    @Test(
        "Form fields decode + and %XX, keep the first of a repeated name, and treat a bare name as empty",
        arguments: [
            ("amount=12.50&merchant=Corner+Shop", "merchant", "Corner Shop"),
            ("merchant=Caf%C3%A9%20%26%20Bar", "merchant", "Café & Bar"),
            ("amount=1&amount=2", "amount", "1"),
            ("amount", "amount", ""),
        ]
    )
    func formFields(body: String, name: String, value: String) {
        #expect(FormFields(body: body)[name] == value)
    }

    @Test("A form field that is not valid percent-encoding counts as missing")
    func badPercentEncoding() {
        #expect(FormFields(body: "amount=%ZZ")["amount"] == nil)
    }

    @Test("The same session state renders the same #content version; a change renders another")
    func fragmentVersion() {
        let before = ContentFragment.signIn(error: nil, username: "")
        let again = ContentFragment.signIn(error: nil, username: "")
        let after = ContentFragment.signIn(error: "Wrong user name or password.", username: "ada")
        #expect(before == again)
        #expect(before.version != after.version)
        #expect(before.html.hasPrefix(#"<div id="content" data-version="\#(before.version)">"#))
    }

    @Test(
        "A program's token is the bearer header only, a browser's the session cookie only",
        arguments: [
            ("Bearer abc", "session=def", "abc", "def"),
            ("bearer  abc ", nil, "abc", nil),
            (nil, "theme=dark; session=def", nil, "def"),
            ("Basic abc", "session=def", nil, "def"),
        ] as [(String?, String?, String?, String?)]
    )
    func sessionToken(authorization: String?, cookie: String?, bearer: String?, session: String?) {
        var fields = HTTPFields()
        if let authorization { fields[.authorization] = authorization }
        if let cookie { fields[.cookie] = cookie }
        let request = Request(
            head: HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/", headerFields: fields),
            body: .init(buffer: ByteBuffer()))
        #expect(SessionToken(bearerIn: request)?.value == bearer)
        #expect(SessionToken(cookieIn: request)?.value == session)
    }

    @Test(
        "A write is cross-site when Sec-Fetch-Site or Origin says another origin",
        arguments: [
            (nil, nil, false), ("same-origin", nil, false), ("none", nil, false), ("same-site", nil, true),
            ("cross-site", nil, true), (nil, "http://127.0.0.1:8080", false), (nil, "http://127.0.0.1:9999", true),
            (nil, "null", true), ("same-origin", "http://evil.example", true),
        ] as [(String?, String?, Bool)]
    )
    func crossSite(fetchSite: String?, origin: String?, isCrossSite: Bool) {
        #expect(CrossSiteCheck(fetchSite: fetchSite, origin: origin, host: "127.0.0.1:8080").isCrossSite == isCrossSite)
    }

    @Test("A known address answers its methods; an unknown one none")
    func routeTable() {
        #expect(RouteTable.methods(for: "/api/accounts/abc/charges") == [.post])
        #expect(RouteTable.methods(for: "/sign-in") == [.get, .post])
        #expect(RouteTable.methods(for: "/nowhere").isEmpty)
    }
}
