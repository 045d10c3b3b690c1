import Testing

@testable import HTTPServer

/// The writer's field checks by ``HTTPHeaders/nameKey(_:)`` find what comparing every name finds.
@Suite struct ResponseWriterFieldKeyTests {
    @Test(
        "A literal's key is its string's", arguments: ["Date", "Connection", "Transfer-Encoding", "Keep-Alive", "Content-Length"])
    func literalKeys(name: String) {
        let key: UInt64 =
            switch name {
            case "Date": HTTPHeaders.nameKey(literal: "Date")
            case "Connection": HTTPHeaders.nameKey(literal: "Connection")
            case "Transfer-Encoding": HTTPHeaders.nameKey(literal: "Transfer-Encoding")
            case "Keep-Alive": HTTPHeaders.nameKey(literal: "Keep-Alive")
            default: HTTPHeaders.nameKey(literal: "Content-Length")
            }
        #expect(key == HTTPHeaders.nameKey(name))
    }

    @Test("The framing fields are the writer's, in any case; no other field is")
    func framingFields() {
        let framing = ["Date", "Connection", "Transfer-Encoding", "Keep-Alive"]
        let names = HTTPHeadersNameKeyTests.names + framing.map { $0.uppercased() } + framing.map { $0.lowercased() }
        for name in names {
            let expected = framing.contains { HTTPHeaders.namesEqual($0, name) }
            #expect(ResponseWriter.isFramingField(name, key: HTTPHeaders.nameKey(name)) == expected, "\(name)")
        }
    }

    @Test("A lookup with a known key finds what one without finds")
    func containsWithKey() {
        let headers: HTTPHeaders = ["Content-Type": "a", "x-frame-options": "b", "Set-Cookie": "c"]
        for name in HTTPHeadersNameKeyTests.names + ["X-Frame-Options", "content-type", "Set-Cookie"] {
            #expect(headers.contains(name, key: HTTPHeaders.nameKey(name)) == headers.contains(name), "\(name)")
        }
    }

    @Test("Every field is visited in order, until the body declines")
    func allFields() {
        let headers: HTTPHeaders = ["A": "1", "Bb": "2", "Ccc": "3"]
        var seen: [String] = []
        var keysAgree = true
        let visitedAll = headers.allFields { name, value, key in
            keysAgree = keysAgree && key == HTTPHeaders.nameKey(name)
            seen.append(name + value)
            return true
        }
        #expect(visitedAll)
        #expect(keysAgree)
        #expect(seen == ["A1", "Bb2", "Ccc3"])
        seen = []
        let declined = !headers.allFields { name, _, _ in
            seen.append(name)
            return name != "Bb"
        }
        #expect(declined)
        #expect(seen == ["A", "Bb"])
    }

    @Test("A handler's framing fields are dropped and its Content-Length kept only on a 304")
    func handlerFields() {
        var response = HTTPResponse.text("hi")
        for name in ["date", "CONNECTION", "Transfer-Encoding", "keep-alive", "content-length", "X-Other"] {
            response.headers.add(name, "v")
        }
        let head = String(
            decoding: ResponseWriter.serialize(response, isHead: false, connection: nil, date: "D").head, as: UTF8.self)
        #expect(
            head
                == "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nX-Other: v\r\nContent-Length: 2\r\nDate: D\r\n\r\n"
        )
        response.status = .notModified
        let notModified = String(
            decoding: ResponseWriter.serialize(response, isHead: false, connection: nil, date: "D").head, as: UTF8.self)
        #expect(notModified.contains("\r\ncontent-length: v\r\n"))
        #expect(!notModified.contains("\r\ndate: v"))
    }
}
