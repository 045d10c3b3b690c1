/// A response to send: a status, header fields and the content bytes.
///
/// The writer adds `Content-Length`, `Date` and `Connection`; handlers set everything else.
/// Static files carry an open file instead of bytes (``file``), streamed with `sendfile(2)`.
///
/// ```swift
/// router.add(.get, "/hello") { _ in .text("Hello") }
/// ```
public struct HTTPResponse: Sendable, Equatable {
    /// The response status.
    public var status: HTTPStatus
    /// The header fields set by the handler.
    public var headers: HTTPHeaders
    /// The content; not sent for `HEAD`, 1xx, 204 and 304.
    public var body: [UInt8]
    /// A file sent as the content instead of `body` (static files).
    var file: FileContent?
    /// An event stream: the head is followed by its events as they are sent, and by no body (see
    /// ``eventStream(_:)``).
    var stream: EventStream?
    /// A response decided on but held until it is resolved (see ``pending(_:)``).
    var later: PendingResponse?
    /// Names of the configured ``ServerConfiguration/responseHeaders`` this response goes without
    /// (a page that may be framed drops `X-Frame-Options: DENY`). To replace a default instead,
    /// set the field in ``headers``: the response's own field always wins.
    public var omittedDefaultHeaders: [String] = []
    /// The route that made the response, which the server reports (``RequestSummary/route``).
    var route = RequestSummary.unmatched

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
        self.file = nil
    }

    /// A response whose content is the open file `file`.
    init(status: HTTPStatus, headers: HTTPHeaders, file: FileContent) {
        self.init(status: status, headers: headers)
        self.file = file
    }

    /// The number of content bytes: the file's size or the body's.
    var contentLength: Int { file?.size ?? body.count }

    /// A JSON response with `Content-Type: application/json; charset=utf-8`.
    ///
    /// Its field list has room for a few more (an event's reply adds four or five), so that
    /// adding them does not copy it to a larger one at each.
    public static func json(_ body: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.reserveCapacity(8)
        headers.add("Content-Type", "application/json; charset=utf-8")
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// An HTML response with `Content-Type: text/html; charset=utf-8`.
    public static func html(_ string: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8"],
            body: Array(string.utf8))
    }

    /// An HTML response with `Content-Type: text/html; charset=utf-8` whose content is `bytes`
    /// (UTF-8), sent as they are: a page kept as bytes goes out without a copy.
    public static func html(_ bytes: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: bytes)
    }

    /// A `200` whose body is `stream`'s events as they are sent, for as long as it is open:
    /// `Content-Type: text/event-stream`, `Cache-Control: no-store`, no `Content-Length`
    /// (chunked in HTTP/1.1, closed to end it in HTTP/1.0). See ``EventStream``.
    public static func eventStream(_ stream: EventStream) -> HTTPResponse {
        var response = HTTPResponse(
            status: .ok, headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store"])
        response.stream = stream
        return response
    }

    /// A plain-text response with `Content-Type: text/plain; charset=utf-8`.
    public static func text(_ string: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Array(string.utf8))
    }
}
