import Hummingbird

/// Turns a failure no route answered itself into a response: `{"error": …}` under `/api`, a
/// small page elsewhere. Unknown addresses arrive here too, as Hummingbird's 404.
struct FailureMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as WebFailure {
            return Self.response(for: failure, to: request)
        } catch let error as HTTPError {
            if error.status == .notFound {
                // NB: Hummingbird answers a known address asked with another method as unknown.
                let allowed = RouteTable.methods(for: request.uri.path)
                return Self.response(
                    for: allowed.isEmpty
                        ? WebFailure(status: .notFound, message: "There is nothing at this address.") : .methodNotAllowed(allowed),
                    to: request)
            }
            return Self.response(for: WebFailure(status: error.status, message: error.body ?? error.status.reasonPhrase), to: request)
        } catch {
            context.logger.error("Unexpected failure: \(error)")
            return Self.response(for: WebFailure(status: .internalServerError, message: "Something went wrong on the server."), to: request)
        }
    }

    static func response(for failure: WebFailure, to request: Request) -> Response {
        if request.uri.path.hasPrefix("/api/") || request.uri.path == "/api" {
            return .jsonError(failure)
        }
        var response = Response.html(ErrorPage.render(message: failure.message), status: failure.status)
        response.headers.append(contentsOf: failure.headers)
        return response
    }
}
