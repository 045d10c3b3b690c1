/// Routes requests by method and path pattern to handlers, and serves static files.
///
/// Patterns are literal segments and `:name` parameters; a request's decoded segments must
/// match one for one. A known path with another method is a 405 with `Allow` (RFC 9110
/// §15.5.6); `HEAD` is served by the `GET` handler wherever there is one (RFC 9110 §9.3.2).
///
/// ```swift
/// var router = Router()
/// router.add(.get, "/api/v1/previews/:id") { request in
///     .text("preview \(request.parameters["id"] ?? "")")
/// }
/// router.serveFiles(at: "/assets", from: "Public")
/// let server = HTTPServer(configuration: .init(), router: router)
/// ```
///
/// A handler that throws an ``HTTPError`` answers with that error; any other error is a 500
/// whose details are not sent to the client. In ``HTTPServer``, handlers run on a pool of
/// handler threads under `handlerTimeout`, while static files, 404, 405 and what a route's
/// ``QuickHandler`` answers are answered on the event loop itself.
public struct Router: Sendable {
    /// A route handler: synchronous; in ``HTTPServer`` it runs on a handler thread, and one that
    /// takes longer than `handlerTimeout` is answered 503 for it.
    public typealias Handler = @Sendable (HTTPRequest) throws -> HTTPResponse
    /// A route's quick handler: it runs on the event loop, so it must never wait (for a lock
    /// another thread may hold, for I/O) and must be short; `nil` declines, and the route's
    /// ``Handler`` then runs on a handler thread instead.
    public typealias QuickHandler = @Sendable (HTTPRequest) throws -> HTTPResponse?

    private enum Segment: Sendable, Equatable {
        /// A literal segment, with its UTF-8 bytes (which an ASCII path's are compared with).
        case literal(String, bytes: [UInt8])
        case parameter(String)
    }

    private struct Route: Sendable {
        var method: HTTPMethod
        /// The pattern as it was added: the route's label (``RequestSummary/route``).
        var pattern: String
        var segments: [Segment]
        var handler: Handler
        var quick: QuickHandler?
        /// Whether every literal segment is ASCII, so that it can be compared with an ASCII path's
        /// bytes (`String`'s `==` compares canonical equivalents, which only non-ASCII text has).
        var isASCII: Bool

        /// The parameters of `path`'s segments, split at each `/` (empty segments dropped), if
        /// they match this route's; the general case, by `Character`s.
        func match(_ path: [Substring]) -> PathParameters? {
            guard path.count == segments.count else { return nil }
            var parameters = PathParameters()
            for (segment, component) in zip(segments, path) {
                switch segment {
                case .literal(let literal, _):
                    guard literal == component else { return nil }
                case .parameter(let name):
                    parameters.set(String(component), for: name)
                }
            }
            return parameters
        }

        /// ``match(_:)`` for an ASCII path given as its bytes, for an ASCII route: the segments are
        /// compared where they stand, and the parameters are gathered only once all have matched.
        func match(ascii path: UnsafeBufferPointer<UInt8>, segmentCount: Int) -> PathParameters? {
            guard segmentCount == segments.count, matches(ascii: path, parameter: { _, _ in }) else { return nil }
            var parameters = PathParameters()
            _ = matches(ascii: path) { name, value in
                parameters.set(String(decoding: UnsafeBufferPointer(rebasing: path[value]), as: UTF8.self), for: name)
            }
            return parameters
        }

        /// Walks `path`'s non-empty segments against this route's, calling `parameter` for each
        /// parameter segment's name and byte range; whether every segment matched and none is left.
        private func matches(ascii path: UnsafeBufferPointer<UInt8>, parameter: (String, Range<Int>) -> Void) -> Bool {
            var index = 0
            for segment in segments {
                while index < path.count, path[index] == ASCII.slash { index += 1 }
                guard index < path.count else { return false }
                let start = index
                while index < path.count, path[index] != ASCII.slash { index += 1 }
                switch segment {
                case .literal(_, let bytes):
                    guard bytes.withUnsafeBufferPointer({ ASCII.bytes(path, in: start..<index, equal: $0) }) else { return false }
                case .parameter(let name):
                    parameter(name, start..<index)
                }
            }
            while index < path.count, path[index] == ASCII.slash { index += 1 }
            return index == path.count
        }
    }

    private var routes: [Route] = []
    private var mounts: [StaticFiles] = []

    /// Called by an event loop after quick handlers ran: at the end of the turn that ran them,
    /// before the responses it made are written, and for those a turn started late (by a timer,
    /// or by a response written, the next request of its connection) before the loop waits
    /// again. ``respond(to:)`` calls it after calling a quick handler. Set it before the router
    /// is given to ``HTTPServer``, which keeps the value it finds.
    ///
    /// Work that quick handlers queue for their turn is finished, or handed on, here, once for
    /// all of them (the records of a turn's events go to the journal's thread as one batch). A
    /// ``PendingResponse`` it resolves goes out in the same turn; one resolved later, when its
    /// work is done, is sent then. Each loop calls it on its own thread, so it may run on several
    /// at once; it must be short and never wait for another thread.
    public var turnEnded: (@Sendable () -> Void)?

    /// Creates an empty router: every request is a 404.
    public init() {}

    /// Adds a route; `:name` segments of `pattern` become `request.parameters["name"]`.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping Handler) {
        let segments = pattern.split(separator: "/").map { component -> Segment in
            component.first == ":"
                ? .parameter(String(component.dropFirst())) : .literal(String(component), bytes: Array(component.utf8))
        }
        let isASCII = segments.allSatisfy { segment in
            guard case .literal(_, let bytes) = segment else { return true }
            return bytes.allSatisfy { $0 < 0x80 }
        }
        routes.append(Route(method: method, pattern: pattern, segments: segments, handler: handler, isASCII: isASCII))
    }

    /// Adds a route whose requests are first offered to `quick` on the event loop (no hand-off
    /// to a handler thread and back: for short work, such as a small state change and its reply),
    /// and go to `handler` on a handler thread when `quick` declines. What either throws is
    /// answered as a handler's error is.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, quick: @escaping QuickHandler, _ handler: @escaping Handler
    ) {
        add(method, pattern, handler)
        routes[routes.count - 1].quick = quick
    }

    /// The parameters of `path` for `pattern`, matched by bytes (`ascii`, which needs an ASCII
    /// path and pattern) or by `Character`s: how tests hold the two ways of matching to one answer.
    static func parameters(pattern: String, path: String, ascii: Bool) -> [String: String]? {
        var router = Router()
        router.add(.get, pattern) { _ in HTTPResponse() }
        let route = router.routes[0]
        guard ascii else { return route.match(path.split(separator: "/"))?.dictionary }
        var path = path
        return path.withUTF8 { route.match(ascii: $0, segmentCount: segmentCount($0)) }?.dictionary
    }

    /// The labels its requests are reported under (``RequestSummary/route``): each route's
    /// pattern once, in the order they were added, then each static mount's `PREFIX/*`.
    public var routeLabels: [String] {
        var seen: Set<String> = []
        return (routes.map(\.pattern) + mounts.map(\.route)).filter { seen.insert($0).inserted }
    }

    /// Serves the files under `directory` at the URL `prefix` (e.g. `/assets`), for `GET` and
    /// `HEAD`; see ``StaticFiles`` for the rules.
    public mutating func serveFiles(at prefix: String, from directory: String) {
        mounts.append(StaticFiles(prefix: prefix, directory: directory))
    }

    /// The response for `request`: the matching route's, a static file, a 405 or a 404.
    public func respond(to request: consuming HTTPRequest) -> HTTPResponse {
        // Routed here rather than through ``routing(for:)``'s answer: taken out of that, the
        // request was copied for the handler's call.
        switch matching(request) {
        case .respond(let response):
            return response
        case .route(let handler, let quick, let parameters, let route):
            request.pathParameters = parameters
            request.route = route
            if let quick {
                let response = RequestRouting.call(quick, request)
                turnEnded?()
                if let response { return Self.settled(response) }
            }
            return Self.settled(RequestRouting.call(handler, request))
        }
    }

    /// `response`, or the one it stands for once resolved when it is pending.
    private static func settled(_ response: HTTPResponse) -> HTTPResponse {
        response.later?.wait() ?? response
    }

    /// The matching route's handler to run, or the response when no application code is
    /// involved (a static file, a 405 or a 404).
    ///
    /// `request` is taken, not lent: the route's parameters are set on it in place and it goes on
    /// in the answer. Lent, it was copied to be changed and copied again into the answer, each
    /// copy a retain and a release of its strings, fields and body.
    func routing(for request: consuming HTTPRequest) -> RequestRouting {
        switch matching(request) {
        case .respond(let response):
            return .respond(response)
        case .route(let handler, let quick, let parameters, let route):
            request.pathParameters = parameters
            request.route = route
            guard let quick else { return .run(handler, consume request) }
            return .tryQuick(quick, then: handler, consume request)
        }
    }

    /// What ``routing(for:)`` found: a route's handlers and the parameters of the request's path,
    /// or the response.
    private enum Matching {
        case respond(HTTPResponse)
        case route(Handler, QuickHandler?, parameters: PathParameters, route: String)
    }

    /// The route for `request`, read where it lies.
    private func matching(_ request: HTTPRequest) -> Matching {
        var path = request.path
        return path.withUTF8 { bytes in
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            let segmentCount = Self.segmentCount(bytes)
            var split: [Substring]?
            // The path's own bytes, not `request.path`: capturing the request copied it.
            return matching(request) { route in
                if isASCII, route.isASCII { return route.match(ascii: bytes, segmentCount: segmentCount) }
                if split == nil { split = String(decoding: bytes, as: UTF8.self).split(separator: "/") }
                return route.match(split ?? [])
            }
        }
    }

    /// The number of non-empty segments between the `/`s of `path`.
    private static func segmentCount(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var previous = ASCII.slash
        for byte in path {
            if byte != ASCII.slash, previous == ASCII.slash { count += 1 }
            previous = byte
        }
        return count
    }

    /// ``matching(_:)`` with `match` giving a route's parameters for the request's path.
    private func matching(_ request: HTTPRequest, match: (Route) -> PathParameters?) -> Matching {
        var allowed: Set<HTTPMethod> = []
        var fallback: (Route, PathParameters)?
        for route in routes {
            guard let parameters = match(route) else { continue }
            if route.method == request.method {
                return .route(route.handler, route.quick, parameters: parameters, route: route.pattern)
            }
            if request.method == .head, route.method == .get, fallback == nil {
                fallback = (route, parameters)
            }
            allowed.insert(route.method)
        }
        if let (route, parameters) = fallback {
            return .route(route.handler, route.quick, parameters: parameters, route: route.pattern)
        }
        if !allowed.isEmpty {
            if allowed.contains(.get) { allowed.insert(.head) }
            let list =
                HTTPMethod.canonicalOrder.filter(allowed.contains)
                + allowed.subtracting(HTTPMethod.canonicalOrder).sorted { $0.rawValue < $1.rawValue }
            return .respond(
                HTTPError(
                    .methodNotAllowed, "\(request.method) is not allowed on \(request.path)",
                    headers: ["Allow": list.map(\.rawValue).joined(separator: ", ")]
                ).response)
        }
        for mount in mounts where mount.handles(request.path) {
            var response = mount.respond(to: request)
            response.route = mount.route
            return .respond(response)
        }
        return .respond(HTTPError(.notFound, "Nothing at \(request.path)").response)
    }

    /// The answer when a handler throws `error`: its own for an ``HTTPError``, else a 500 that
    /// tells the client nothing of it.
    static func response(for error: any Error) -> HTTPResponse {
        (error as? HTTPError)?.response ?? HTTPError(.internalServerError, "The server could not handle the request").response
    }
}
