import HTTPServer
import Testing

@testable import Gallery

/// A drag on better-slider's track posted to `router` from `address`, in the session `cookie`
/// (none: a new one).
private func drag(
    _ router: Router, phase: String, x: Int, cookie: String?, address: String = "10.0.0.1", minimal: Bool = true
) -> HTTPResponse {
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if minimal { headers.add("Prefer", "return=minimal") }
    if let cookie { headers.add("Cookie", cookie) }
    let body = #"{"target":"0.0.0.0.overlay","type":"drag","phase":"\#(phase)","location":{"x":\#(x),"y":2}}"#
    let request = HTTPRequest(
        method: .post, path: "/api/v1/previews/better-slider/events", headers: headers, body: Array(body.utf8),
        remoteAddress: address)
    return router.respond(to: request)
}

/// The field names of `response`, in order.
private func names(_ response: HTTPResponse) -> [String] { response.headers.map(\.name) }

/// The fields the session wrapper adds (`Set-Cookie` for a new session, `Cache-Control` always),
/// after those of the reply itself and in this order, whether the reply came from a session or
/// from a refusal.
@Suite("The session's fields on an event's reply")
struct SessionReplyHeadersTests {
    @Test("A new session's reply, then a known session's minimal one: Cache-Control last, after the cookie")
    func replies() throws {
        let router = GalleryApp(configuration: GalleryConfiguration()).router()
        let first = drag(router, phase: "began", x: 80, cookie: nil, minimal: false)
        #expect(first.status == .ok)
        #expect(names(first) == ["Content-Type", "Server-Timing", "Set-Cookie", "Cache-Control"])
        #expect(first.headers["Cache-Control"] == "no-store")
        let cookie = try #require(first.headers["Set-Cookie"]?.split(separator: ";").first).description
        for x in [240, 80] {
            let next = drag(router, phase: "changed", x: x, cookie: cookie)
            #expect(next.status == .ok)
            #expect(names(next) == ["Content-Type", "Preference-Applied", "Server-Timing", "Cache-Control"])
            #expect(next.headers["Cache-Control"] == "no-store")
        }
    }

    @Test("A refused new session (429) gets Retry-After, then Cache-Control, and no cookie")
    func refusal() throws {
        var configuration = GalleryConfiguration()
        configuration.newSessionBurstPerClient = 1
        configuration.newSessionsPerSecondPerClient = 0.01
        let router = GalleryApp(configuration: configuration).router()
        #expect(drag(router, phase: "began", x: 80, cookie: nil).status == .ok)
        let refused = drag(router, phase: "began", x: 80, cookie: nil)
        #expect(refused.status == .tooManyRequests)
        #expect(Array(names(refused).suffix(2)) == ["Retry-After", "Cache-Control"])
        #expect(refused.headers["Cache-Control"] == "no-store")
        #expect(refused.headers["Set-Cookie"] == nil)
    }

    @Test("Every session busy (503): Retry-After, then Cache-Control")
    func busy() throws {
        var configuration = GalleryConfiguration()
        configuration.maxSessions = 1
        let app = GalleryApp(configuration: configuration)
        let router = app.router()
        let answered = app.sessions.withSession(id: nil) { _, _ in drag(router, phase: "began", x: 80, cookie: nil) }
        let refused = try #require(answered)
        #expect(refused.status == .serviceUnavailable)
        #expect(Array(names(refused).suffix(2)) == ["Retry-After", "Cache-Control"])
        #expect(refused.headers["Cache-Control"] == "no-store")
    }

    @Test("The store's two forms agree: a refusal is the Result's failure, an answer its success")
    func storeForms() throws {
        let store = SessionStore(capacity: 1)
        let outcome = store.withSession(id: nil) { _, _ in
            (
                store.withSession(id: nil, client: "") { _, _ in 1 },
                store.withSession(key: nil, client: "", { _, _ in 1 }, refused: { _ in 2 })
            )
        }
        let (wrapped, plain) = try #require(outcome)
        #expect(wrapped == .failure(.busy))
        #expect(plain == 2)
        #expect(store.withSession(key: nil, client: "", { _, isNew in isNew ? 1 : 0 }, refused: { _ in 2 }) == 1)
    }
}
