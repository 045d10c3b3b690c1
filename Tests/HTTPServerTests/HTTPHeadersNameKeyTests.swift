import Testing

@testable import HTTPServer

/// A lookup compares a field's name only when its key is the key of the name looked for
/// (``HTTPHeaders/nameKey(_:)``): it must find what comparing every name finds.
@Suite struct HTTPHeadersNameKeyTests {
    /// Names of the usual fields, names that share their length, start or end, and other spellings.
    static let names = [
        "Host", "host", "HOST", "Cookie", "cookie", "Prefer", "Origin", "Expect", "Content-Type", "content-type",
        "Content-Length", "Sec-Fetch-Site", "Transfer-Encoding", "Connection", "Keep-Alive", "Date", "Cache-Control",
        "Server-Timing", "Set-Cookie", "C", "c", "", "Ce", "Cookiee", "CookiE", "Cooki-", "x-É", "X-É", "É", "é",
        String(repeating: "a", count: 300), String(repeating: "A", count: 300), String(repeating: "a", count: 44),
        "[", "{", "@", "`", "Content_Type", "Content-Typf",
    ]

    @Test("Names equal ignoring ASCII case have the same key")
    func equalNamesShareTheirKey() {
        for left in Self.names {
            for right in Self.names where HTTPHeaders.namesEqual(left, right) {
                #expect(HTTPHeaders.nameKey(left) == HTTPHeaders.nameKey(right), "\(left) \(right)")
            }
        }
    }

    @Test("Names are compared as bytes: canonically equivalent spellings are other names")
    func canonicallyEquivalentNamesDiffer() {
        // `String ==` takes each pair for the same text; no HTTP name is matched that way.
        let pairs = [("a\u{301}\u{316}x", "a\u{316}\u{301}x"), ("Caf\u{E9}", "Cafe\u{301}"), ("\u{212A}", "K")]
        for (left, right) in pairs {
            #expect(left == right)
            #expect(!HTTPHeaders.namesEqual(left, right), "\(Array(left.utf8)) \(Array(right.utf8))")
            #expect(HTTPHeaders([(left, "1")])[right] == nil)
        }
        #expect(HTTPHeaders.namesEqual("Caf\u{E9}", "CAF\u{E9}"))
    }

    @Test("Every lookup finds what comparing the name with every field finds")
    func lookupsAsPlainComparison() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let fields = (0..<Int.random(in: 0...8, using: &generator)).map { index in
                (Self.names.randomElement(using: &generator)!, "v\(index)")
            }
            var headers = HTTPHeaders(fields)
            for name in Self.names {
                let plain = fields.filter { HTTPHeaders.namesEqual($0.0, name) }.map(\.1)
                #expect(headers[name] == plain.first)
                #expect(headers.contains(name) == !plain.isEmpty)
                #expect(headers.values(for: name) == plain)
                var visited: [String] = []
                headers.forEachValue(of: name) {
                    visited.append($0)
                    return true
                }
                #expect(visited == plain)
            }
            let name = Self.names.randomElement(using: &generator)!
            var removed = headers
            removed.remove(name)
            #expect(Array(removed.map(\.value)) == fields.filter { !HTTPHeaders.namesEqual($0.0, name) }.map(\.1))
            headers.replaceOrAdd(name, "new")
            #expect(headers.values(for: name) == ["new"])
            #expect(headers.count == fields.filter { !HTTPHeaders.namesEqual($0.0, name) }.count + 1)
        }
    }
}
