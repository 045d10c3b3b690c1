/// What the server does with a parsed request: answer it at once on the event loop, or run
/// application code for it on the handler pool (after, for a route with a quick handler, trying
/// that on the loop).
///
/// ```swift
/// let routing: @Sendable (HTTPRequest) -> RequestRouting = { request in
///     request.path.hasPrefix("/assets/") ? .respond(files.respond(to: request)) : .run { handler(request) }
/// }
/// ```
enum RequestRouting: Sendable {
    /// The response is ready: static files, 404 and 405, computed without application code.
    case respond(HTTPResponse)
    /// Application code that computes the response; it runs on a handler thread under the
    /// `handlerTimeout` budget, so a slow one never holds up an event loop.
    case run(@Sendable () -> HTTPResponse)
    /// Application code that first tries to answer on the event loop itself, without waiting for
    /// anything (`quick`); when it declines (`nil`), `handler` runs on a handler thread as `run`'s does.
    case tryQuick(@Sendable () -> HTTPResponse?, then: @Sendable () -> HTTPResponse)
}
