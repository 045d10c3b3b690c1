import HTTPServer
import Testing

@testable import Gallery

@Suite("Session ids")
struct SessionIDTests {
    @Test("An id is written as 32 lowercase hex digits and read back from them")
    func roundTrip() throws {
        for _ in 0..<100 {
            let id = SessionID.random()
            #expect(id.text.utf8.count == 32)
            #expect(id.text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) })
            #expect(SessionID(id.text) == id)
        }
        let text = "0123456789abcdef00000000000000ff"
        #expect(try #require(SessionID(text)).text == text)
    }

    @Test("New ids differ, and use every bit of both halves")
    func randomIDs() {
        let ids = (0..<1000).map { _ in SessionID.random() }
        #expect(Set(ids).count == ids.count)
        #expect(ids.reduce(0) { $0 | $1.high } == .max && ids.reduce(0) { $0 | $1.low } == .max)
    }

    @Test(
        "Any other cookie value names no session: uppercase, too short or long, not hex",
        arguments: [
            "0123456789ABCDEF0123456789abcdef", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0",
            "0123456789abcdef0123456789abcdeg", "", " 123456789abcdef0123456789abcdef",
        ])
    func refused(text: String) {
        #expect(SessionID(text) == nil)
    }

    @Test("A byte just outside 0-9 or a-f, or not ASCII, names no session, in either half and at either end of it")
    func refusedNeighbours() {
        let valid = Array("0123456789abcdef0123456789abcdef".utf8)
        // The bytes next to each range ("/" ":" "`" "g"), those a wrapping test could let
        // through (0x00, 0xFF), uppercase and a UTF-8 lead byte.
        for byte: UInt8 in [0x2F, 0x3A, 0x60, 0x67, 0x00, 0xFF, 0x41, 0x46, 0xC3] {
            for position in [0, 7, 15, 16, 24, 31] {
                var bytes = valid
                bytes[position] = byte
                #expect(bytes.withUnsafeBufferPointer { SessionID(utf8: $0) } == nil, "byte \(byte) at \(position)")
            }
        }
        #expect(valid.withUnsafeBufferPointer { SessionID(utf8: $0) }?.text == String(decoding: valid, as: UTF8.self))
        // Every digit in every place of both halves.
        for digit in Array("0123456789abcdef".utf8) {
            let text = String(decoding: [UInt8](repeating: digit, count: 32), as: UTF8.self)
            #expect(SessionID(text)?.text == text)
            #expect(SessionID(text[...]) == SessionID(text), "a substring is read as its string is")
        }
    }

    @Test("The store finds a session by its cookie, and by nothing else")
    func store() throws {
        let store = SessionStore(capacity: 10)
        let id = try #require(store.withSession(id: nil) { session, _ in session.id })
        #expect(store.withSession(id: id) { _, isNew in isNew } == false)
        #expect(store.withSession(id: id.uppercased()) { _, isNew in isNew } == true)
    }
}

@Suite("The session cookie of a request")
struct RequestedSessionTests {
    private static let id = "0123456789abcdef0123456789abcdef"
    private static let other = "fedcba9876543210fedcba9876543210"

    @Test(
        "The session cookie is the first sg_session value of the Cookie fields, unquoted and trimmed, whatever its form",
        arguments: [
            (["sg_session=\(id)"], id),
            (["sg_session=0123456789ABCDEF0123456789abcdef"], "0123456789ABCDEF0123456789abcdef"),
            (["sg_session=0123456789abcdef0123456789abcde"], "0123456789abcdef0123456789abcde"),
            (["sg_session=\(id)0"], id + "0"),
            (["sg_session=\"0123456789abcdef0123456789abcde\""], "0123456789abcdef0123456789abcde"),
            ([" sg_session=0123456789abcdef0123456789abcde"], "0123456789abcdef0123456789abcde"),
            (["other=1; sg_session=\(id)"], id),
            (["sg_session=\(id); other=1"], id),
            (["sg_sessioN=\(id)"], nil),
            (["sg_sessio=n\(id)"], nil),
            (["other=\(id)0", "sg_session=\(other)"], other),
            (["sg_session=\(id)", "sg_session=\(other)"], id),
            (["sg_séssion=0123456789abcdef0123456789abcd"], nil),
            ([], nil),
        ] as [([String], String?)])
    func readByTheServer(cookies: [String], expected: String?) {
        var headers = HTTPHeaders()
        for cookie in cookies { headers.add("Cookie", cookie) }
        let request = HTTPRequest(method: .post, path: "/", headers: headers)
        #expect(request.cookie(named: SessionStore.cookieName) == expected)
        // The id the app reads from the value's bytes is the one its text names.
        var key: SessionID?
        request.readCookie(named: SessionStore.cookieName) { key = SessionID(utf8: $0) }
        #expect(key == expected.flatMap(SessionID.init))
    }
}
