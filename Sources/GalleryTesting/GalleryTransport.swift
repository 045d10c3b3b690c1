/// A request of the kit to the gallery: a method, a path with its query, and a body.
struct TestRequest: Sendable {
    var method: String
    var path: String
    var headers: [(name: String, value: String)] = []
    var body: [UInt8]? = nil

    /// `METHOD /path` and the body (cut to 300 bytes), for error messages.
    var summary: String {
        guard let body, !body.isEmpty else { return "\(method) \(path)" }
        return "\(method) \(path) \(String(decoding: body.prefix(300), as: UTF8.self))"
    }
}

/// The gallery's answer to a ``TestRequest``.
struct TestResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of the header field `name`, compared without case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// How the kit reaches a gallery: in process, through its router, or over a socket. Both answer
/// the same requests with the same responses.
protocol GalleryTransport: Sendable {
    /// The response to `request`; throws only when the gallery could not be reached.
    func send(_ request: TestRequest) async throws -> TestResponse
}
