import Testing

@testable import HTTPServer

/// Field names compare case-insensitively in ASCII only (RFC 9110 §5.1).
@Suite struct HTTPHeadersTests {
    @Test(
        "Names match whatever their ASCII case, and only then",
        arguments: [
            ("Content-Type", "content-type", true), ("PREFER", "prefer", true), ("X-A", "x-a", true),
            ("Content-Type", "Content-Typ", false), ("Cookie", "Cookiz", false), ("a", "b", false),
            ("", "", true), ("É", "é", false), ("x-É", "X-É", true), ("[", "{", false), ("@", "`", false),
        ])
    func namesEqual(left: String, right: String, equal: Bool) {
        #expect(HTTPHeaders.namesEqual(left, right) == equal)
        #expect(HTTPHeaders.namesEqual(right, left) == equal)
    }

    @Test("Lookups find a field by any spelling of its name, the first of several")
    func lookups() {
        let headers: HTTPHeaders = ["Set-Cookie": "a=1", "content-TYPE": "application/json", "set-cookie": "b=2"]
        #expect(headers["Content-Type"] == "application/json")
        #expect(headers["SET-COOKIE"] == "a=1")
        #expect(headers.values(for: "Set-Cookie") == ["a=1", "b=2"])
        #expect(headers["Content-Length"] == nil)
        let sliced = String("xx-Content-Type".dropFirst(3))
        #expect(headers[sliced] == "application/json")
    }
}
