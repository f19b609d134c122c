/// What a customer does and sees, by element id. Every look waits (up to
/// ``Eventually/deadline``) for the page to catch up, because a form post loads a new page
/// and a live update swaps `#content` at a moment the test does not control.
extension WebDriverSession {
    /// Waits until the element `id` is on the page and returns it.
    package func waitForElement(id: String) async throws -> WebElement {
        var found: WebElement?
        try await Eventually.see("#\(id) on the page") {
            do {
                found = try await element(id: id)
                return nil
            } catch {
                return await describePage(missing: id, error)
            }
        }
        guard let found else { throw NotSeen(expected: "#\(id) on the page", lastSeen: "nothing", waited: .zero) }
        return found
    }

    /// Waits until the element `id` is gone from the page.
    package func waitForAbsence(of id: String) async throws {
        try await Eventually.see("no #\(id) on the page") {
            do {
                guard let element = try await elementIfPresent(id: id) else { return nil }
                return "#\(id) saying \"\(try await element.text())\""
            } catch {
                return "\(error)"
            }
        }
    }

    /// Waits until the text of `id` (trimmed) is `expected`.
    package func waitForText(of id: String, toBe expected: String) async throws {
        try await Eventually.see("#\(id) saying \"\(expected)\"") {
            do {
                let text = try await element(id: id).text().trimmingCharacters(in: .whitespacesAndNewlines)
                return text == expected ? nil : "#\(id) saying \"\(text)\""
            } catch {
                return await describePage(missing: id, error)
            }
        }
    }

    /// Waits until attribute `name` of `id` is `expected`.
    package func waitForAttribute(_ name: String, of id: String, toBe expected: String) async throws {
        try await Eventually.see("#\(id) with \(name)=\"\(expected)\"") {
            do {
                let value = try await element(id: id).attribute(name)
                return value == expected ? nil : "#\(id) with \(name)=\(value.map { "\"\($0)\"" } ?? "none")"
            } catch {
                return await describePage(missing: id, error)
            }
        }
    }

    /// Clicks the element `id` once it is there.
    package func click(_ id: String) async throws {
        try await clickOnce(id) { element in try await element.click() }
    }

    /// Replaces the text of the field `id` with `text`, typed as keystrokes.
    package func fill(_ id: String, with text: String) async throws {
        try await clickOnce(id) { element in
            try await element.clear()
            if !text.isEmpty { try await element.type(text) }
        }
    }

    /// Picks the option whose value is `value` in the select `id`.
    package func select(_ value: String, in id: String) async throws {
        try await clickOnce(id) { element in try await element.selectOption(value: value) }
    }

    /// Finds `id` and acts on it; if a live update replaced it in between (a stale
    /// reference), finds it again, within the deadline.
    private func clickOnce(_ id: String, _ act: (WebElement) async throws -> Void) async throws {
        let clock = ContinuousClock()
        let end = clock.now + Eventually.deadline
        while true {
            let element = try await waitForElement(id: id)
            do {
                try await act(element)
                return
            } catch let error as WebDriverError where error.code == "stale element reference" && clock.now < end {
                continue
            }
        }
    }

    /// What the page showed instead of `id`: its address and title, to tell a wrong page
    /// from a missing element.
    private func describePage(missing id: String, _ error: any Error) async -> String {
        let address = (try? await currentURL()) ?? "?"
        if let driverError = error as? WebDriverError, driverError.code == "no such element" {
            return "no #\(id) on \(address)"
        }
        return "\(error) on \(address)"
    }
}
