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
            let message = error.status == .notFound ? "There is nothing at this address." : (error.body ?? error.status.reasonPhrase)
            return Self.response(for: WebFailure(status: error.status, message: message), to: request)
        } catch {
            context.logger.error("Unexpected failure: \(error)")
            return Self.response(for: WebFailure(status: .internalServerError, message: "Something went wrong on the server."), to: request)
        }
    }

    static func response(for failure: WebFailure, to request: Request) -> Response {
        if request.uri.path.hasPrefix("/api/") || request.uri.path == "/api" {
            return .jsonError(failure)
        }
        return .html(ErrorPage.render(message: failure.message), status: failure.status)
    }
}
