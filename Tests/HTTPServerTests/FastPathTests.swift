import Testing

@testable import HTTPServer

/// The per-request fast paths give what the general code gives: cookies read as bytes and
/// routes matched as bytes.
@Suite struct FastPathTests {
    static let cookieHeaders = [
        "a=1; session=\"xyz\"; b=2", " \ta = 1 ;\tsg=  two words \t; =x;;y", "sg=\"\"", "sg=\"", "sg=\"a\"b\"",
        ";;;", "", "=", "sg", "sg=", " sg = 1", "x=1;sg=2;sg=3", "sg=é", "é=1; sg=2", "sg\u{301}=1; sg=2",
        "a=1;\u{301}sg=2", "a=\"\u{301}\"; sg=\"\u{301}\"", "K=1; \u{212A}=2", "sg=a\r\nb", "\tsg\t=\t1\t",
    ]
    static let cookieNames = ["sg", "a", "a ", "", "session", "b", "\u{212A}", "K", "é", "sg\u{301}", "x", "sg "]

    @Test("A cookie read as bytes is the one read by Characters, for any header and name")
    func cookies() {
        for header in Self.cookieHeaders {
            for name in Self.cookieNames {
                let request = HTTPRequest(method: .get, path: "/", headers: ["Cookie": header])
                #expect(request.cookie(named: name) == HTTPRequest.cookie(named: name, inHeader: header), "\(header) \(name)")
                var read: [UInt8]?
                let found = request.readCookie(named: name) { read = Array($0) }
                let general = HTTPRequest.cookie(named: name, inHeader: header)
                #expect(read == general.map { Array($0.utf8) }, "bytes: \(header) \(name)")
                #expect(found == (read != nil), "\(header) \(name)")
                if let bytes = HTTPRequest.asciiCookie(named: name, in: header) {
                    #expect(bytes == HTTPRequest.cookie(named: name, inHeader: header), "\(header) \(name)")
                }
            }
        }
        let two = HTTPRequest(method: .get, path: "/", headers: ["Cookie": "a=1", "X": "sg=0", "cookie": "sg=2; sg=3"])
        #expect(two.cookie(named: "sg") == "2")
        #expect(two.cookie(named: "a") == "1")
        #expect(two.cookie(named: "b") == nil)
        var read: [UInt8]?
        let foundSG = two.readCookie(named: "sg") { read = Array($0) }
        #expect(foundSG && read == Array("2".utf8))
        let foundB = two.readCookie(named: "b") { _ in Issue.record("no cookie b") }
        #expect(!foundB)
        let nonASCII = HTTPRequest(method: .get, path: "/", headers: ["Cookie": "é=1", "cookie": "sg=\"ü\""])
        let foundNonASCII = nonASCII.readCookie(named: "sg") { read = Array($0) }
        #expect(foundNonASCII && read == Array("ü".utf8))
    }

    @Test("Bytes in a range are equal to wanted bytes exactly when elementsEqual says so")
    func byteRanges() {
        let words: [[UInt8]] = ["", "a", "b", "ab", "ba", "abc", "abd", "events", "replay"].map { Array($0.utf8) }
        let text = Array("xabcabd events/replay".utf8)
        text.withUnsafeBufferPointer { bytes in
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    for word in words {
                        let equal = word.withUnsafeBufferPointer { ASCII.bytes(bytes, in: start..<end, equal: $0) }
                        #expect(equal == text[start..<end].elementsEqual(word), "\(start)..<\(end) \(word)")
                    }
                }
            }
        }
    }

    static let patterns = [
        "/", "/a", "/api/v1/previews/:id", "/api/v1/previews/:id/events", "/:a/:b", "/a/b/", "//a//b", "/:id",
        "/caf\u{E9}", "/\u{212A}", "/a/:x/c", "/api/v1/previews/:id/replay", "/ab",
    ]
    static let paths = [
        "/", "", "//", "/a", "/a/", "//a", "/a/b", "/a//b/", "/api/v1/previews/slider", "/api/v1/previews/slider/events",
        "/api/v1/previews//slider/events/", "/api/v1/previews/slider/events/x", "/x/y", "/x/y/z", "/caf\u{E9}",
        "/cafe\u{301}", "/K", "/\u{212A}", "/a/\u{301}/c", "/a/b/c", "/a/b\r\n/c", "*", "/a/%2F/c",
        "/ab", "/ba", "/abc", "/api/v1/previews/slider/replay", "/api/v1/previews/slider/replaz",
    ]

    @Test("A route matched as bytes captures what matching by Characters captures")
    func routes() {
        for pattern in Self.patterns {
            for path in Self.paths {
                let general = Router.parameters(pattern: pattern, path: path, ascii: false)
                let isASCII = (pattern + path).utf8.allSatisfy { $0 < 0x80 }
                if isASCII {
                    #expect(Router.parameters(pattern: pattern, path: path, ascii: true) == general, "\(pattern) \(path)")
                }
                var router = Router()
                router.add(.get, pattern) { request in
                    .text(request.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
                }
                let response = router.respond(to: HTTPRequest(method: .get, path: path))
                if let general {
                    let expected = general.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
                    #expect(response.status == .ok && response.body == Array(expected.utf8), "\(pattern) \(path)")
                } else {
                    #expect(response.status == .notFound, "\(pattern) \(path)")
                }
            }
        }
    }

    @Test("A path taken as it is (no %, no dot segment) is what decoding and removing dot segments give")
    func plainPaths() {
        let alphabet: [UInt8] = Array("/.a%2F".utf8)
        var paths: [[UInt8]] = [[]]
        var level: [[UInt8]] = [[]]
        for _ in 0..<5 {
            level = level.flatMap { path in alphabet.map { path + [$0] } }
            paths += level
        }
        var plain = 0
        for path in paths where RequestTarget.isPlain(path[...]) {
            plain += 1
            let general = RequestTarget.percentDecodePath(path[...]).map(RequestTarget.removeDotSegments)
            #expect(general == path, "\(String(decoding: path, as: UTF8.self))")
        }
        #expect(plain > 100)
        for path in ["/a/./b", "/..", "/.", "/a/..", "/%41", "a", "", "/a/.b/..c/"] {
            let bytes = Array(path.utf8)[...]
            let general = RequestTarget.percentDecodePath(bytes).map(RequestTarget.removeDotSegments)
            #expect(!RequestTarget.isPlain(bytes) || general == Array(bytes), "\(path)")
        }
        #expect(RequestTarget.isPlain(Array("/a/.b/..c/...".utf8)[...]))
    }

    @Test("A request line's method is the implemented method of that exact name, or none")
    func methods() {
        for name in [
            "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT", "get", "GETS", "GE", "X", "",
        ] {
            let method = HTTPMethod.implemented(named: Array(name.utf8)[...])
            #expect(method?.rawValue == (HTTPMethod.implemented.contains(HTTPMethod(rawValue: name)) ? name : nil))
        }
    }

    @Test("A target without a query or dot segments is its path; any other keeps its own text")
    func targets() throws {
        for (target, path) in [
            ("/a/b", "/a/b"), ("/a/./b", "/a/b"), ("/a%20b", "/a b"), ("/a?x=1", "/a"), ("http://h/a", "/a"), ("/", "/"),
            ("/a/../b/", "/b/"), ("//x", "//x"),
        ] {
            var parser = HTTPParser()
            var buffer = Array("GET \(target) HTTP/1.1\r\nHost: h\r\n\r\n".utf8)
            guard case .request(let request) = parser.parse(&buffer) else {
                Issue.record("\(target) was refused")
                continue
            }
            #expect(request.target == target)
            #expect(request.path == path)
        }
    }
}
