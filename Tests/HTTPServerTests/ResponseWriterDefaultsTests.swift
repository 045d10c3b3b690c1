import Testing

@testable import HTTPServer

/// How the configured `responseHeaders` meet a response's own fields when it is written.
@Suite("Default response headers")
struct ResponseWriterDefaultsTests {
    private let defaults: [ServerConfiguration.ResponseHeader] = [
        .init(name: "X-Frame-Options", value: "DENY"),
        .init(name: "Content-Security-Policy", value: "frame-ancestors 'none'"),
        .init(name: "X-Content-Type-Options", value: "nosniff"),
    ]

    /// The header lines of `response` as written with ``defaults``.
    private func headLines(_ response: HTTPResponse) -> [String] {
        let output = ResponseWriter.serialize(response, isHead: false, connection: nil, date: "d", defaults: defaults)
        return String(decoding: output.head, as: UTF8.self).components(separatedBy: "\r\n")
    }

    @Test("Every default is added to a response that sets none of them")
    func defaultsAreAdded() {
        let lines = headLines(.text("hi"))
        #expect(lines.contains("X-Frame-Options: DENY"))
        #expect(lines.contains("Content-Security-Policy: frame-ancestors 'none'"))
        #expect(lines.contains("X-Content-Type-Options: nosniff"))
    }

    @Test("A response's own field replaces the default of that name, whatever its case")
    func ownFieldWins() {
        var response = HTTPResponse.text("hi")
        response.headers.add("content-security-policy", "frame-ancestors 'self'")
        let lines = headLines(response)
        #expect(lines.contains("content-security-policy: frame-ancestors 'self'"))
        #expect(!lines.contains("Content-Security-Policy: frame-ancestors 'none'"))
    }

    @Test("A response may go without a default it names, whatever its case, and keeps the others")
    func omittedDefault() {
        var response = HTTPResponse.text("hi")
        response.omittedDefaultHeaders = ["x-frame-options"]
        let lines = headLines(response)
        #expect(!lines.contains { $0.lowercased().hasPrefix("x-frame-options:") })
        #expect(lines.contains("Content-Security-Policy: frame-ancestors 'none'"))
        #expect(lines.contains("X-Content-Type-Options: nosniff"))
    }
}
