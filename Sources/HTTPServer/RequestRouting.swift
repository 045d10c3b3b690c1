/// What the server does with a parsed request: answer it at once on the event loop, or run
/// application code for it on the handler pool (after, for a route with a quick handler, trying
/// that on the loop).
///
/// The handlers come with the request they are for rather than in closures that capture it, so
/// routing a request makes no closure contexts (the pool's job makes one when it is needed).
///
/// ```swift
/// let routing: @Sendable (HTTPRequest) -> RequestRouting = { request in
///     request.path.hasPrefix("/assets/") ? .respond(files.respond(to: request)) : .run(handler, request)
/// }
/// ```
enum RequestRouting: Sendable {
    /// The response is ready: static files, 404 and 405, computed without application code.
    case respond(HTTPResponse)
    /// Application code that computes the response to the request; it runs on a handler thread
    /// under the `handlerTimeout` budget, so a slow one never holds up an event loop.
    case run(Router.Handler, HTTPRequest)
    /// Application code that first tries to answer on the event loop itself, without waiting for
    /// anything (`quick`); when it declines (`nil`), `handler` runs on a handler thread as `run`'s does.
    case tryQuick(Router.QuickHandler, then: Router.Handler, HTTPRequest)

    /// `handler`'s response to `request`, or the response to what it throws; labelled with the
    /// request's route.
    static func call(_ handler: Router.Handler, _ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        do { response = try handler(request) } catch { response = Router.response(for: error) }
        response.route = request.route
        return response
    }

    /// `quick`'s response to `request` (`nil` when it declines), or the response to what it
    /// throws; labelled with the request's route.
    static func call(_ quick: Router.QuickHandler, _ request: HTTPRequest) -> HTTPResponse? {
        var response: HTTPResponse
        do {
            guard let answer = try quick(request) else { return nil }
            response = answer
        } catch {
            response = Router.response(for: error)
        }
        response.route = request.route
        return response
    }
}
