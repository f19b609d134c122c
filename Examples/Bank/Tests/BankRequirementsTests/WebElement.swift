/// An element of a ``WebDriverSession``'s page, found by its id.
///
/// NB: a live update replaces the page's `#content`, after which this reference is stale
/// (`stale element reference`); steps find elements again rather than keep them.
struct WebElement: Sendable {
    /// The W3C name of the member that holds an element reference.
    static let referenceKey = "element-6066-11e4-a52e-4f735466cecf"

    /// WebDriver's reference to the element.
    let reference: String
    /// The `id` attribute it was found by, for messages.
    let domID: String
    let session: WebDriverSession

    init(answer: JSON, domID: String, session: WebDriverSession) throws(WebDriverError) {
        guard let reference = answer[Self.referenceKey]?.string else {
            throw .unexpectedAnswer("find element #\(domID)", body: answer.text)
        }
        self.reference = reference
        self.domID = domID
        self.session = session
    }

    @discardableResult
    private func send(_ method: String, _ path: String, _ body: JSON? = nil) async throws(WebDriverError) -> JSON {
        try await session.send(method, "element/\(reference)\(path.isEmpty ? "" : "/\(path)")", body)
    }

    /// Clicks it (a button submits its form and the page loads).
    func click() async throws(WebDriverError) {
        try await send("POST", "click")
    }

    /// Empties a text field.
    func clear() async throws(WebDriverError) {
        try await send("POST", "clear")
    }

    /// Types `text` into it, as keystrokes.
    func type(_ text: String) async throws(WebDriverError) {
        try await send("POST", "value", ["text": .string(text)])
    }

    /// Its rendered text, as the customer reads it.
    func text() async throws(WebDriverError) -> String {
        try await send("GET", "text").string ?? ""
    }

    /// The value of its attribute `name`, `nil` when it has none.
    func attribute(_ name: String) async throws(WebDriverError) -> String? {
        try await send("GET", "attribute/\(name)").string
    }

    /// Whether it is shown on the page.
    func isDisplayed() async throws(WebDriverError) -> Bool {
        try await send("GET", "displayed").bool ?? false
    }

    /// Picks the option whose value is `value` in this `select` by clicking that option.
    ///
    /// NB: options carry no ids (their values are account ids), so the option is found inside
    /// the select, which itself was found by id.
    func selectOption(value: String) async throws(WebDriverError) {
        let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let answer = try await send("POST", "element", ["using": "css selector", "value": .string("option[value=\"\(quoted)\"]")])
        let option = try WebElement(answer: answer, domID: "\(domID) option \(value)", session: session)
        try await option.click()
    }
}
