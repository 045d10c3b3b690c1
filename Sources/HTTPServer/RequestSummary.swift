/// What the server reports of each answered request to a ``RequestObserver``: the route it
/// took, its method, the status sent and how long it took.
///
/// ```swift
/// var configuration = ServerConfiguration()
/// configuration.requestObserver = RequestObserver { summary in
///     print(summary.route, summary.method?.rawValue ?? "-", summary.status.code, summary.nanoseconds)
/// }
/// ```
public struct RequestSummary: Sendable {
    /// The route label of a request that matched no route and no static mount, or that the
    /// server answered by itself (unparsable, timed out, refused for overload).
    public static let unmatched = "other"

    /// The pattern of the route that answered, as it was added to the ``Router``
    /// (`/api/v1/previews/:id/events`), `PREFIX/*` for a static mount (`/assets/*`), or
    /// ``unmatched``: a label of bounded cardinality, never the raw path.
    public var route: String
    /// The request's method; nil when the request could not be parsed.
    public var method: HTTPMethod?
    /// The status sent.
    public var status: HTTPStatus
    /// Nanoseconds from the whole request's arrival to its response being ready to send.
    public var nanoseconds: UInt64

    /// A summary of one answered request.
    public init(route: String, method: HTTPMethod?, status: HTTPStatus, nanoseconds: UInt64) {
        self.route = route
        self.method = method
        self.status = status
        self.nanoseconds = nanoseconds
    }
}

/// Hears of every answered request (``ServerConfiguration/requestObserver``), once per response,
/// on the event loop that writes it: it must be short and must never wait (no lock another
/// thread may hold for long, no I/O).
///
/// Two observers are equal only when they are the same observer.
public final class RequestObserver: Sendable, Equatable {
    /// Called with each answered request's summary.
    public let observe: @Sendable (RequestSummary) -> Void

    /// An observer calling `observe` for each answered request.
    public init(_ observe: @escaping @Sendable (RequestSummary) -> Void) {
        self.observe = observe
    }

    /// Whether `lhs` and `rhs` are the same observer.
    public static func == (lhs: RequestObserver, rhs: RequestObserver) -> Bool { lhs === rhs }
}
