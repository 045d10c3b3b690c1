import Testing

@testable import HTTPServer

/// A field value read as a literal (``FieldLine/knownValue(_:)``) is the value the bytes spell.
@Suite struct FieldLineKnownValueTests {
    @Test(
        "A value reads as its own bytes, the literal's or not",
        arguments: [
            "application/json", "application/jsoN", "Application/json", "application/jso", "application/json5",
            "application/xjson", "text/plain", "", "application/json; charset=utf-8",
        ])
    func valuesReadAsTheirBytes(value: String) {
        let line = Array("Content-Type: \(value)".utf8)
        guard case .success(let field) = FieldLine.parse(line[...]) else {
            Issue.record("\(value) was not read")
            return
        }
        #expect(field.name == "Content-Type")
        #expect(field.value == value)
        let known = Array(value.utf8).withUnsafeBufferPointer { FieldLine.knownValue($0) }
        #expect(known == (value == "application/json" ? value : nil))
    }

    @Test("A request's Content-Type of application/json is read as it was sent")
    func parsedRequest() {
        var parser = HTTPParser()
        var bytes = Array("POST /x HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}".utf8)
        guard case .request(let request) = parser.parse(&bytes) else {
            Issue.record("the request was not read")
            return
        }
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.version == .http1_1)
        #expect(request.target == "/x")
    }
}
