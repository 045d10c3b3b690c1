/// An error that carries an HTTP status and renders itself as a JSON response.
///
/// Throw it from a route handler to answer with that status:
///
/// ```swift
/// router.add(.get, "/api/v1/previews/:id") { request in
///     throw HTTPError(.notFound, "No preview called \(request.parameters["id"] ?? "")")
/// }
/// ```
///
/// The response body is `{"status": 404, "error": "Not Found", "message": "…"}`.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// The status of the error response.
    public let status: HTTPStatus
    /// A human-readable explanation, sent to the client.
    public let message: String
    /// Extra header fields for the response, e.g. `Allow` or `Retry-After`.
    public let headers: HTTPHeaders

    /// Creates an error with a status, a message and optional extra header fields.
    public init(_ status: HTTPStatus, _ message: String, headers: HTTPHeaders = .init()) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// Creates an error whose message is the status's reason phrase.
    public init(_ status: HTTPStatus) {
        self.init(status, status.reason)
    }

    /// `"404 Not Found: …"`.
    public var description: String { "\(status): \(message)" }

    /// The JSON response for this error, with `Content-Type: application/json; charset=utf-8`.
    public var response: HTTPResponse {
        let json =
            "{\"status\": \(status.code), \"error\": \(JSONText.quoted(status.reason)), "
            + "\"message\": \(JSONText.quoted(message))}"
        var response = HTTPResponse.json(Array(json.utf8), status: status)
        for (name, value) in headers {
            response.headers.replaceOrAdd(name, value)
        }
        return response
    }
}

/// Minimal JSON string quoting (RFC 8259 §7), enough for error messages.
enum JSONText {
    /// `value` as a JSON string literal, quotes included.
    ///
    /// Error messages echo what a client sent (a path, an event's target), so `<`, `>` and `&` are
    /// written as `\u003c`, `\u003e`, `\u0026` too: the JSON stays valid and means the same, and
    /// holds no markup should it ever be sniffed as HTML or embedded in a page.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "<", ">", "&":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
