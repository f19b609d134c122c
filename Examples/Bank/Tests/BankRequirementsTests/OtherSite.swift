import Foundation
import Hummingbird

/// A page on another site: another port of the same host, which is the same *site* to the
/// browser (so a `SameSite=Strict` cookie goes along) but another *origin*. Its one page posts
/// a form to the bank as soon as it loads, as a forged page would.
struct OtherSite: Sendable {
    /// Where its page is.
    let url: URL
    private let running: Task<Void, any Error>

    /// Serves a page that posts `fields` to `target` on load.
    static func start(posting fields: [(String, String)], to target: URL) async throws -> OtherSite {
        let inputs = fields.map { name, value in
            #"<input type="hidden" name="\#(escaped(name))" value="\#(escaped(value))">"#
        }.joined()
        let page = """
            <!doctype html><title>Win a prize</title>
            <form id="forged" method="post" action="\(escaped(target.absoluteString))">\(inputs)</form>
            <script>document.getElementById("forged").submit()</script>
            """
        let router = Router()
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        let (ports, port) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                port.yield(channel.localAddress?.port ?? 0)
                port.finish()
            })
        let running = Task { try await application.runService(gracefulShutdownSignals: []) }
        var bound = 0
        for await value in ports {
            bound = value
            break
        }
        guard bound > 0, let url = URL(string: "http://127.0.0.1:\(bound)/") else {
            running.cancel()
            throw UIStepError("the other site did not start")
        }
        return OtherSite(url: url, running: running)
    }

    /// Stops serving.
    func stop() async {
        running.cancel()
        _ = await running.result
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
