import BankCore
@testable import BankWeb
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Live updates", .timeLimit(.minutes(1)))
struct LiveUpdateTests {
    @Test("A charge made by another session reaches an open /events stream as a new #content")
    func chargeFromAnotherSession() async throws {
        let bank = try TestBank()
        let running = try await BankServer(store: bank.store, configuration: .init(port: 0)).start()
        let browser = try await signIn(at: running.url)
        let phone = try await signIn(at: running.url)
        let stream = EventStreamReader(
            url: running.url.appendingPathComponent("events"), headers: ["Cookie": "session=\(browser)"])

        let first = await stream.next { $0.name == "content" }
        #expect(first?.data.hasPrefix(#"<div id="content" data-version=""#) == true)
        #expect(first?.data.contains(#"id="account-\#(bank.everyday.id)-pending-total">$0.00<"#) == true)

        try await charge(at: running.url, token: phone, account: bank.everyday.id, amount: "10.00")
        let update = await stream.next { $0.name == "content" }
        #expect(update?.data.contains(#"id="account-\#(bank.everyday.id)-pending-total">$10.00<"#) == true)
        #expect(update?.data.contains(#"id="unsynced-count" class="count">1<"#) == true)

        await running.stop()
        #expect(await stream.next { _ in false } == nil, "stopping the server ends the stream")
        stream.close()
    }

    @Test("A session that signs out sends the signed-out page, then ends its stream")
    func signOutEndsStream() async throws {
        let bank = try TestBank()
        let running = try await BankServer(store: bank.store, configuration: .init(port: 0)).start()
        let token = try await signIn(at: running.url)
        let stream = EventStreamReader(
            url: running.url.appendingPathComponent("events"), headers: ["Authorization": "Bearer \(token)"])
        _ = await stream.next { $0.name == "content" }

        _ = try await post(at: running.url, "api/sign-out", token: token)
        _ = try await post(at: running.url, "api/sign-out/confirm", token: token)

        let signedOut = await stream.next { $0.name == "content" && $0.data.contains(#"id="sign-in-form""#) }
        #expect(signedOut != nil)
        #expect(await stream.next { $0.name == "end" } != nil)
        stream.close()
        await running.stop()
    }

    @Test("Four streams of one session take a change from one render, not one each (issue 18, item 1)")
    func oneRenderPerChange() async throws {
        let bank = try TestBank()
        let running = try await BankServer(store: bank.store, configuration: .init(port: 0)).start()
        let token = try await signIn(at: running.url)
        let session = try #require(running.application.sessions.session(for: SessionToken(value: token)))
        let streams = (0..<EventStreams.maximumPerSession).map { _ in
            EventStreamReader(
                url: running.url.appendingPathComponent("events"), headers: ["Authorization": "Bearer \(token)"])
        }
        for stream in streams {
            #expect(await stream.next { $0.name == "content" } != nil)
        }
        let before = session.rendered.renderCount

        try bank.store.addPendingCharge(
            ChargeRequest(account: bank.everyday.id, amount: .dollars(10), merchant: "Bakery"))
        for stream in streams {
            let update = await stream.next { $0.name == "content" }
            #expect(update?.data.contains(#"id="account-\#(bank.everyday.id)-pending-total">$10.00<"#) == true)
        }
        #expect(
            session.rendered.renderCount - before == 1,
            "one change was rendered \(session.rendered.renderCount - before) times")
        for stream in streams { stream.close() }
        await running.stop()
    }

    @Test("A session's content is rendered again only when its model or its page notes change")
    func renderedOncePerModelAndNotes() {
        let model = Banking.signedOut(Banking.SignedOut(error: nil, signIn: .returning(())))
        let rendered = SharedRender(formToken: "token")
        let first = rendered.fragment(model: model, notes: PageNotes())
        #expect(rendered.fragment(model: model, notes: PageNotes()) == first)
        #expect(rendered.renderCount == 1)
        _ = rendered.fragment(model: model, notes: PageNotes(chargeError: "Enter an amount greater than zero."))
        #expect(rendered.renderCount == 2)
        _ = rendered.fragment(
            model: .signedOut(Banking.SignedOut(error: .wrongCredentials, signIn: .returning(()))), notes: PageNotes())
        #expect(rendered.renderCount == 3)
    }

    @Test("/events without a session answers 401")
    func eventsNeedSession() async throws {
        let bank = try TestBank()
        let running = try await BankServer(store: bank.store, configuration: .init(port: 0)).start()
        let (_, response) = try await URLSession.shared.data(from: running.url.appendingPathComponent("events"))
        #expect((response as? HTTPURLResponse)?.statusCode == 401)
        await running.stop()
    }

    private func signIn(at url: URL) async throws -> String {
        var request = URLRequest(url: url.appendingPathComponent("api/sessions"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"username": "ada", "password": "lovelace"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, _) = try await URLSession.shared.data(for: request)
        let body = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(body?["token"] as? String)
    }

    private func charge(at url: URL, token: String, account: AccountID, amount: String) async throws {
        let status = try await post(
            at: url, "api/accounts/\(account.rawValue)/charges", token: token,
            body: #"{"amount": "\#(amount)", "merchant": "Bakery"}"#)
        try #require(status == 201)
    }

    private func post(at url: URL, _ path: String, token: String, body: String = "") async throws -> Int? {
        var request = URLRequest(url: url.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(body.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode
    }
}
