import Testing

@testable import HTTPServer

/// ``ASCII/isToken(_:)`` reads two constant words: they must hold exactly RFC 9110's `tchar`.
@Suite struct ASCIITokenTests {
    @Test("Every byte is a token byte exactly when RFC 9110 §5.6.2 says so")
    func everyByte() {
        let tchar = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(ASCII.isToken(byte) == tchar.contains(byte), "byte \(byte)")
        }
        #expect(ASCII.isToken("Content-Type".utf8))
        #expect(!ASCII.isToken("Content Type".utf8))
        #expect(!ASCII.isToken("".utf8))
    }
}
