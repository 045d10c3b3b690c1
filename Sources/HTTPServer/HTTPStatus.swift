/// An HTTP response status: a three-digit code and its reason phrase (RFC 9110 §15).
///
/// An open set: use the static members, or `HTTPStatus(code:)` for any other code. A handler's
/// status must be final (200–999) with a reason of visible ASCII, spaces and tabs; anything
/// else is sent as a 500 (see `ResponseWriter.problem(in:)`).
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
    /// The three-digit status code.
    public let code: Int
    /// The reason phrase sent on the status line.
    public let reason: String

    /// Creates a status with an explicit reason phrase.
    public init(code: Int, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// Creates a status from its code, using the registered reason phrase when known.
    public init(code: Int) {
        self.code = code
        self.reason = HTTPStatus.registered[code]?.reason ?? "Unknown"
    }

    /// `"404 Not Found"`.
    public var description: String { "\(code) \(reason)" }

    /// Whether a response with this status must not carry content (RFC 9110 §6.4.1).
    var forbidsContent: Bool { (100..<200).contains(code) || code == 204 || code == 304 }

    /// 100 Continue.
    public static let `continue` = HTTPStatus(code: 100, reason: "Continue")
    /// 200 OK.
    public static let ok = HTTPStatus(code: 200, reason: "OK")
    /// 201 Created.
    public static let created = HTTPStatus(code: 201, reason: "Created")
    /// 202 Accepted.
    public static let accepted = HTTPStatus(code: 202, reason: "Accepted")
    /// 204 No Content.
    public static let noContent = HTTPStatus(code: 204, reason: "No Content")
    /// 301 Moved Permanently.
    public static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    /// 302 Found.
    public static let found = HTTPStatus(code: 302, reason: "Found")
    /// 303 See Other.
    public static let seeOther = HTTPStatus(code: 303, reason: "See Other")
    /// 304 Not Modified.
    public static let notModified = HTTPStatus(code: 304, reason: "Not Modified")
    /// 307 Temporary Redirect.
    public static let temporaryRedirect = HTTPStatus(code: 307, reason: "Temporary Redirect")
    /// 400 Bad Request.
    public static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    /// 401 Unauthorized.
    public static let unauthorized = HTTPStatus(code: 401, reason: "Unauthorized")
    /// 403 Forbidden.
    public static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    /// 404 Not Found.
    public static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    /// 405 Method Not Allowed.
    public static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    /// 406 Not Acceptable.
    public static let notAcceptable = HTTPStatus(code: 406, reason: "Not Acceptable")
    /// 408 Request Timeout.
    public static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    /// 409 Conflict.
    public static let conflict = HTTPStatus(code: 409, reason: "Conflict")
    /// 410 Gone.
    public static let gone = HTTPStatus(code: 410, reason: "Gone")
    /// 411 Length Required.
    public static let lengthRequired = HTTPStatus(code: 411, reason: "Length Required")
    /// 412 Precondition Failed.
    public static let preconditionFailed = HTTPStatus(code: 412, reason: "Precondition Failed")
    /// 413 Content Too Large.
    public static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    /// 414 URI Too Long.
    public static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    /// 415 Unsupported Media Type.
    public static let unsupportedMediaType = HTTPStatus(code: 415, reason: "Unsupported Media Type")
    /// 417 Expectation Failed.
    public static let expectationFailed = HTTPStatus(code: 417, reason: "Expectation Failed")
    /// 422 Unprocessable Content.
    public static let unprocessableContent = HTTPStatus(code: 422, reason: "Unprocessable Content")
    /// 429 Too Many Requests.
    public static let tooManyRequests = HTTPStatus(code: 429, reason: "Too Many Requests")
    /// 431 Request Header Fields Too Large.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(
        code: 431, reason: "Request Header Fields Too Large")
    /// 500 Internal Server Error.
    public static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
    /// 501 Not Implemented.
    public static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
    /// 503 Service Unavailable.
    public static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    /// 505 HTTP Version Not Supported.
    public static let httpVersionNotSupported = HTTPStatus(
        code: 505, reason: "HTTP Version Not Supported")

    private static let registered: [Int: HTTPStatus] = {
        let all: [HTTPStatus] = [
            .continue, .ok, .created, .accepted, .noContent, .movedPermanently, .found, .seeOther,
            .notModified, .temporaryRedirect, .badRequest, .unauthorized, .forbidden, .notFound,
            .methodNotAllowed, .notAcceptable, .requestTimeout, .conflict, .gone, .lengthRequired,
            .preconditionFailed, .contentTooLarge, .uriTooLong, .unsupportedMediaType,
            .expectationFailed, .unprocessableContent, .tooManyRequests,
            .requestHeaderFieldsTooLarge, .internalServerError, .notImplemented,
            .serviceUnavailable, .httpVersionNotSupported,
        ]
        return Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    }()
}
