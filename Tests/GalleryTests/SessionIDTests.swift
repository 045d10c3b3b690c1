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
