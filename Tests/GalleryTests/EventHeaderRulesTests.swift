import HTTPServer
import Testing

@testable import Gallery

/// An event request with `headers`.
private func request(_ headers: HTTPHeaders) -> HTTPRequest {
    HTTPRequest(method: .post, path: "/api/v1/previews/better-slider/events", headers: headers)
}

/// `requireJSON` and `prefersMinimalReply` answer the value gallery.js sends without taking it
/// apart; these cases check that the shortcut and the general rule agree around it.
@Suite("The event route's Content-Type and Prefer rules")
struct EventHeaderRulesTests {
    private let app = GalleryApp(configuration: GalleryConfiguration())

    @Test(
        "JSON in UTF-8 passes, in any spelling; anything else is refused",
        arguments: [
            ("application/json", true), ("Application/JSON", true), ("application/json; charset=utf-8", true),
            ("application/json;charset=\"UTF-8\"", true), (" application/json ", true),
            ("application/json; charset=latin1", false), ("application/jsonx", false), ("text/plain", false),
            ("", false),
        ])
    func contentType(value: String, accepted: Bool) {
        let passed = (try? app.requireJSON(request(["Content-Type": value]))) != nil
        #expect(passed == accepted, "Content-Type: \(value)")
    }

    @Test("A request without Content-Type is refused")
    func noContentType() {
        #expect(throws: HTTPError.self) { try app.requireJSON(request([:])) }
    }

    @Test(
        "return=minimal is honoured wherever it stands in Prefer, and only it",
        arguments: [
            (["return=minimal"], true), (["Return=Minimal"], true), (["respond-async, return=minimal"], true),
            (["return=minimal; foo=bar"], true), (["wait=5", "return=minimal"], true),
            (["return=minimal", "return=representation"], true), (["return=representation", "return=minimal"], true),
            (["return=representation"], false), (["return=minimalist"], false), ([], false),
        ])
    func prefer(values: [String], minimal: Bool) {
        let headers = HTTPHeaders(values.map { ("Prefer", $0) })
        #expect(app.prefersMinimalReply(request(headers)) == minimal, "Prefer: \(values)")
    }
}
