import Foundation
import Hummingbird

extension Response {
    /// An HTML page.
    static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page))
        )
    }

    /// The stylesheet or the script, which pages load from the bank itself so that the content
    /// security policy can forbid every inline script.
    static func asset(_ text: String, contentType: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text))
        )
    }

    /// `value` as JSON.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }

    /// The contract's error shape, `{"error": "message"}` (and `"field"` when one input field is
    /// at fault), with the failure's status and headers.
    static func jsonError(_ failure: WebFailure) -> Response {
        var body = ["error": failure.message]
        body["field"] = failure.field
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let message = (try? encoder.encode(body)) ?? Data(#"{"error":"Request failed."}"#.utf8)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        headers.append(contentsOf: failure.headers)
        if failure.status == .unauthorized {
            headers[.wwwAuthenticate] = "Bearer"
        }
        return Response(
            status: failure.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: message)))
    }

    /// 303 See Other: the Post/Redirect/Get step after a form.
    static func seeOther(_ path: String) -> Response {
        Response(status: .seeOther, headers: [.location: path, .cacheControl: "no-store"])
    }
}

extension Cookie {
    /// The session cookie for `token`: HttpOnly, SameSite=Strict, whole site.
    static func session(_ token: SessionToken) -> Cookie {
        Cookie(name: SessionToken.cookieName, value: token.value, path: "/", httpOnly: true, sameSite: .strict)
    }

    /// Tells the browser to forget its session cookie.
    static var expiredSession: Cookie {
        Cookie(name: SessionToken.cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .strict)
    }
}
