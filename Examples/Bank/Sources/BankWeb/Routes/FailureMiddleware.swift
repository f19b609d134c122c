import Hummingbird

/// Turns a failure no route answered itself into a response: `{"error": …}` under `/api`, a
/// small page elsewhere. Unknown addresses arrive here too, as Hummingbird's 404.
struct FailureMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Whether the request comes from a signed-in browser, so the error page offers the way
    /// back that fits the visitor.
    let isSignedIn: @Sendable (Request) -> Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let failure as WebFailure {
            return self.response(for: failure, to: request)
        } catch let error as HTTPError {
            if error.status == .notFound {
                // NB: Hummingbird answers a known address asked with another method as unknown.
                let allowed = RouteTable.methods(for: request.uri.path)
                return self.response(
                    for: allowed.isEmpty
                        ? WebFailure(status: .notFound, message: "There is nothing at this address.")
                        : .methodNotAllowed(allowed),
                    to: request)
            }
            return self.response(
                for: WebFailure(status: error.status, message: error.body ?? error.status.reasonPhrase), to: request)
        } catch {
            context.logger.error("Unexpected failure: \(error)")
            return self.response(
                for: WebFailure(status: .internalServerError, message: "Something went wrong on the server."),
                to: request)
        }
    }

    func response(for failure: WebFailure, to request: Request) -> Response {
        if request.uri.path.hasPrefix("/api/") || request.uri.path == "/api" {
            return .jsonError(failure)
        }
        var response = Response.html(
            ErrorPage.render(message: failure.message, signedIn: isSignedIn(request)), status: failure.status)
        response.headers.append(contentsOf: failure.headers)
        return response
    }
}
