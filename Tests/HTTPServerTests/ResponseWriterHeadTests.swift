import Testing

@testable import HTTPServer

/// The head the writer produces: the status line and `Content-Length` written digit by digit,
/// and the same head whether or not the caller has checked the response first.
@Suite("The response head")
struct ResponseWriterHeadTests {
    private func head(_ response: HTTPResponse, checked: Bool = false) -> String {
        let output = ResponseWriter.serialize(
            response, isHead: false, connection: "close", date: "Sun, 06 Nov 1994 08:49:37 GMT", checked: checked)
        return String(decoding: output.head, as: UTF8.self)
    }

    @Test("Content-Length is the body's size in decimal", arguments: [0, 1, 9, 10, 99, 100, 4096, 51_940, 1_234_567])
    func contentLength(size: Int) {
        let response = HTTPResponse(body: [UInt8](repeating: 0x61, count: size))
        #expect(head(response).contains("\r\nContent-Length: \(size)\r\n"))
        #expect(head(response, checked: true) == head(response))
    }

    @Test("The status line carries the code and the reason")
    func statusLine() {
        #expect(head(HTTPResponse(status: .notFound)).hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(head(HTTPResponse(status: .ok)).hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head(HTTPResponse(status: HTTPStatus(code: 999, reason: "Odd"))).hasPrefix("HTTP/1.1 999 Odd\r\n"))
        #expect(
            head(.text("x"))
                == "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 1\r\n"
                + "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\nConnection: close\r\n\r\n")
    }
}
