/// The bytes a connection writes for a response, without a connection: for tools that measure or
/// check the server's output (render-bench's drag workload serialises each reply as the server
/// does, so that the head's validation and writing are counted with the rest of a request).
///
/// What it leaves to the connection: the configuration's ``ServerConfiguration/responseHeaders``
/// are taken as valid (``HTTPServer/start()`` checks them), a handler's own `Connection: close`
/// is not turned into the connection's closing line, and a file body is not read (`body` is
/// empty for it, `Content-Length` says its size).
///
/// ```swift
/// let serializer = ResponseSerializer(configuration: ServerConfiguration())
/// let (head, body) = serializer.output(of: .text("hi"), date: "Sun, 06 Nov 1994 08:49:37 GMT")
/// ```
public struct ResponseSerializer: Sendable {
    /// The configuration's default fields, written once (as a connection keeps them).
    private let defaults: DefaultFields

    /// A serializer that adds `configuration`'s ``ServerConfiguration/responseHeaders``.
    public init(configuration: ServerConfiguration) {
        defaults = DefaultFields(configuration.responseHeaders)
    }

    /// The head and the content bytes that a kept-alive HTTP/1.1 connection writes for `response`
    /// to a request of `method`: checked first, as a connection checks it (an invalid response
    /// becomes a 500 with `Connection: close`), then serialised with `date` as its `Date`.
    public func output(of response: HTTPResponse, method: HTTPMethod = .get, date: String) -> (
        head: [UInt8], body: [UInt8]
    ) {
        var response = response
        var connection: String?
        if let problem = ResponseWriter.problem(in: response) {
            response = HTTPError(.internalServerError, problem).response
            connection = "close"
        }
        let output = ResponseWriter.serialize(
            response, isHead: method == .head, connection: connection, date: date, defaults: defaults, checked: true)
        return (output.head, output.body)
    }
}
