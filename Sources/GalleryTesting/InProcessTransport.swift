import HTTPServer

/// Requests answered by the gallery's router in this process: no socket, no parser.
struct InProcessTransport: GalleryTransport {
    let router: Router

    func send(_ request: TestRequest) async throws -> TestResponse {
        let parts = request.path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers = HTTPHeaders(request.headers.map { ($0.name, $0.value) })
        headers.add("Host", "127.0.0.1")
        let response = router.respond(
            to: HTTPRequest(
                method: HTTPMethod(rawValue: request.method), path: String(parts[0]),
                query: parts.count > 1 ? String(parts[1]) : nil, headers: headers, body: request.body ?? [],
                remoteAddress: "127.0.0.1"))
        return TestResponse(status: response.status.code, headers: response.headers.map { $0 }, body: response.body)
    }
}
