import Testing

@testable import HTTPServer

/// A field name read as a literal (``FieldLine/knownName(_:)``), the `Host` check's byte set and
/// the byte-wise token and method checks give what the general code gives.
@Suite struct FieldLineKnownNameTests {
    static let known = [
        "Host", "Cookie", "Accept", "Origin", "Prefer", "Referer", "User-Agent", "Connection", "Content-Type",
        "Cache-Control", "If-None-Match", "Content-Length", "Sec-Fetch-Site", "Sec-Fetch-Mode", "Sec-Fetch-Dest",
        "Accept-Encoding", "Accept-Language",
    ]

    @Test(
        "A name reads as its own bytes, a literal's or not",
        arguments: known + [
            "host", "HOST", "Hosts", "Hos", "cookie", "Content-type", "Content-Lengtj", "X-Custom", "Sec-Fetch-User",
            "a", "Accept-Charset", "Upgrade-Insecure-Requests",
        ])
    func namesReadAsTheirBytes(name: String) {
        let line = Array("\(name): v".utf8)
        guard case .success(let field) = FieldLine.parse(line[...]) else {
            Issue.record("\(name) was not read")
            return
        }
        #expect(field.name == name)
        #expect(Array(field.name.utf8) == Array(name.utf8))
        #expect(field.value == "v")
        let literal = Array(name.utf8).withUnsafeBufferPointer { FieldLine.knownName($0) }
        #expect(literal == (Self.known.contains(name) ? name : nil))
    }

    @Test("A name that is not a token is refused, whatever its length", arguments: ["Ho t", "Cook\u{E9}", "Ho\u{7F}t", "(Host)"])
    func nonTokenNamesAreRefused(name: String) {
        let line = Array("\(name): v".utf8)
        guard case .failure(let error) = FieldLine.parse(line[...]) else {
            Issue.record("\(name) was read")
            return
        }
        #expect(error.status == .badRequest)
    }

    @Test("The token check over bytes in place is the generic one, byte by byte")
    func tokenBytes() {
        for byte in 0...255 {
            let bytes = [UInt8(byte)]
            let inPlace = bytes.withUnsafeBufferPointer { ASCII.isToken($0) }
            #expect(inPlace == ASCII.isToken(bytes[...]), "\(byte)")
            let longer = [UInt8(ascii: "a"), UInt8(byte), UInt8(ascii: "z")]
            #expect(longer.withUnsafeBufferPointer { ASCII.isToken($0) } == ASCII.isToken(longer[...]), "\(byte)")
        }
        #expect([UInt8]().withUnsafeBufferPointer { ASCII.isToken($0) } == false)
    }

    @Test("The Host bytes are letters, digits and -._~!$&'()*+,;=:[]%")
    func hostBytes() {
        var allowed = Set("-._~!$&'()*+,;=:[]%".utf8)
        allowed.formUnion(UInt8(ascii: "a")...UInt8(ascii: "z"))
        allowed.formUnion(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        allowed.formUnion(UInt8(ascii: "0")...UInt8(ascii: "9"))
        for byte in 0...255 {
            #expect(ASCII.isHostByte(UInt8(byte)) == allowed.contains(UInt8(byte)), "\(byte)")
        }
    }

    @Test(
        "A method is found by its exact bytes", arguments: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"])
    func methods(name: String) {
        #expect(HTTPMethod.implemented(named: Array(name.utf8)[...])?.rawValue == name)
        #expect(HTTPMethod.implemented(named: Array(name.lowercased().utf8)[...]) == nil)
        #expect(HTTPMethod.implemented(named: Array((name + "X").utf8)[...]) == nil)
        #expect(HTTPMethod.implemented(named: Array(name.dropLast().utf8)[...]) == nil)
        let slice = Array("X\(name) ".utf8).dropFirst().dropLast()
        #expect(HTTPMethod.implemented(named: slice)?.rawValue == name)
    }
}
