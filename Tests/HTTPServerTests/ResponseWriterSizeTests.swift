import Testing

@testable import HTTPServer

/// The head written into memory of its counted size, and field values checked eight bytes at a
/// time, give the bytes and answers of writing and checking them one by one.
@Suite("The response head counted, written and checked")
struct ResponseWriterSizeTests {
    private let defaults: [ServerConfiguration.ResponseHeader] = [
        .init(name: "X-Content-Type-Options", value: "nosniff"),
        .init(name: "X-Frame-Options", value: "DENY"),
    ]

    /// The head as written field by field into a growing string.
    private func reference(_ response: HTTPResponse, isHead: Bool, connection: String?) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status.code) \(response.status.reason)\r\n"
        for (name, value) in response.headers {
            let lowered = name.lowercased()
            guard !["date", "connection", "transfer-encoding", "keep-alive"].contains(lowered) else { continue }
            guard lowered != "content-length" || response.status == .notModified else { continue }
            head += "\(name): \(value)\r\n"
        }
        for field in defaults
        where !response.headers.contains(field.name)
            && !response.omittedDefaultHeaders.contains(where: { HTTPHeaders.namesEqual($0, field.name) })
        {
            head += "\(field.name): \(field.value)\r\n"
        }
        if !response.status.forbidsContent { head += "Content-Length: \(response.contentLength)\r\n" }
        head += "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
        if let connection { head += "Connection: \(connection)\r\n" }
        return Array((head + "\r\n").utf8)
    }

    @Test("Heads of every kind equal the field-by-field ones, to the byte and the count")
    func heads() {
        var responses: [HTTPResponse] = [
            .text("hi"), .json(Array(repeating: 0x7B, count: 12_345)), HTTPResponse(status: .noContent),
            HTTPResponse(status: .notModified, headers: ["Content-Length": "10", "ETag": "\"x\""]),
            HTTPResponse(status: HTTPStatus(code: 999, reason: "Odd"), headers: ["Date": "mine", "keep-alive": "x"]),
            HTTPResponse(headers: ["Content-Length": "3", "X-Frame-Options": "SAMEORIGIN", "Café": "crème brûlée"]),
        ]
        var omitting = HTTPResponse.html("<p>")
        omitting.omittedDefaultHeaders = ["x-frame-options"]
        responses.append(omitting)
        for response in responses {
            for isHead in [false, true] {
                for connection in [nil, "close", "keep-alive"] {
                    let output = ResponseWriter.serialize(
                        response, isHead: isHead, connection: connection, date: "Sun, 06 Nov 1994 08:49:37 GMT",
                        defaults: DefaultFields(defaults), checked: true)
                    #expect(output.head == reference(response, isHead: isHead, connection: connection))
                }
            }
        }
    }

    /// Whether `bytes` may be a field value, byte by byte.
    private func referenceIsValue(_ bytes: [UInt8]) -> Bool {
        let whitespace: Set<UInt8?> = [ASCII.space, ASCII.tab]
        return bytes.allSatisfy(ASCII.isFieldValueByte) && !whitespace.contains(bytes.first)
            && !whitespace.contains(bytes.last)
    }

    @Test("Every byte at every place of values of 0 to 40 bytes is judged as byte by byte")
    func values() {
        for count in 0...40 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            #expect(plain.withUnsafeBufferPointer { ResponseWriter.isFieldValue($0) })
            for place in 0..<count {
                for byte in UInt8.min...UInt8.max {
                    var value = plain
                    value[place] = byte
                    let fast = value.withUnsafeBufferPointer { ResponseWriter.isFieldValue($0) }
                    #expect(fast == referenceIsValue(value), "byte \(byte) at \(place) of \(count)")
                }
            }
        }
    }

    @Test("Tabs, obs-text and a control byte in the same word as them")
    func mixedWords() {
        let cases: [[UInt8]] = [
            Array("a\tb\tc\td\te".utf8), Array("\t\t\t\t\t\t\t\t\t".utf8), Array("é è ê ë".utf8),
            [0x61, 0x09, 0x7F, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67], [0xFF, 0x80, 0x1F, 0x41, 0x42, 0x43, 0x44, 0x45],
            [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x09, 0x00], Array(" leading".utf8), Array("trailing ".utf8),
        ]
        for value in cases {
            #expect(value.withUnsafeBufferPointer { ResponseWriter.isFieldValue($0) } == referenceIsValue(value))
        }
        // RFC 9110 §5.5: whitespace inside a value, never at its ends.
        for (value, isValid) in [("a\tb", true), ("a b", true), ("\tab", false), ("ab\t", false), (" ab", false), ("ab ", false)]
        {
            #expect(
                Array(value.utf8).withUnsafeBufferPointer { ResponseWriter.isFieldValue($0) } == isValid,
                "\(value.debugDescription)")
        }
    }

    @Test("The serializer checks as a connection does: a bad field becomes a 500 that closes")
    func serializer() {
        var configuration = ServerConfiguration()
        configuration.responseHeaders = defaults
        let serializer = ResponseSerializer(configuration: configuration)
        let date = "Sun, 06 Nov 1994 08:49:37 GMT"
        let good = HTTPResponse.text("hi")
        let output = serializer.output(of: good, date: date)
        #expect(output.head == reference(good, isHead: false, connection: nil))
        #expect(output.body == Array("hi".utf8))
        #expect(serializer.output(of: good, method: .head, date: date).body.isEmpty)
        let bad = HTTPResponse(headers: ["X-Bad": "a\r\nb"])
        let refused = serializer.output(of: bad, date: date)
        let text = String(decoding: refused.head, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 500 Internal Server Error\r\n"))
        #expect(text.hasSuffix("Connection: close\r\n\r\n"))
    }
}
