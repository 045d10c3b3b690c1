import Foundation
import Testing

@testable import HTTPServer

private struct Boom: Error {}

private func makeRouter() -> Router {
    var router = Router()
    router.add(.get, "/api/v1/previews") { _ in .text("list") }
    router.add(.get, "/api/v1/previews/:id") { .text("show \($0.parameters["id"] ?? "")") }
    router.add(.post, "/api/v1/previews/:id/events") { request in
        .json(Array("{\"id\":\"\(request.parameters["id"] ?? "")\",\"n\":\(request.body.count)}".utf8))
    }
    router.add(.get, "/teapot") { _ in throw HTTPError(.conflict, "Nope") }
    router.add(.get, "/boom") { _ in throw Boom() }
    return router
}

@Suite struct RouterTests {
    @Test func capturesPathParameters() {
        let router = makeRouter()
        let show = router.respond(to: HTTPRequest(method: .get, path: "/api/v1/previews/slider"))
        #expect(show.status == .ok)
        #expect(String(decoding: show.body, as: UTF8.self) == "show slider")
        let event = router.respond(to: HTTPRequest(method: .post, path: "/api/v1/previews/range/events", body: [1, 2]))
        #expect(String(decoding: event.body, as: UTF8.self) == "{\"id\":\"range\",\"n\":2}")
    }

    @Test("A path with non-ASCII segments is matched by Characters, through respond and routing alike")
    func nonASCIIPaths() {
        var router = makeRouter()
        router.add(.get, "/café/:name") { .text("café \($0.parameters["name"] ?? "")") }
        let cases = [
            ("/café/crème", "café crème"), ("/api/v1/previews/héllo", "show héllo"), ("//café//x/", "café x"),
        ]
        for (path, body) in cases {
            let response = router.respond(to: HTTPRequest(method: .get, path: path))
            #expect(String(decoding: response.body, as: UTF8.self) == body, "\(path)")
            guard case .run(let handler, let request) = router.routing(for: HTTPRequest(method: .get, path: path)) else {
                Issue.record("\(path) was not routed to a handler")
                continue
            }
            #expect((try? handler(request))?.body == response.body, "\(path)")
        }
        #expect(router.respond(to: HTTPRequest(method: .get, path: "/café")).status == .notFound)
    }

    @Test func unknownPathIs404Json() {
        let response = makeRouter().respond(to: HTTPRequest(method: .get, path: "/nope"))
        #expect(response.status == .notFound)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("{\"status\": 404, \"error\": \"Not Found\""))
    }

    @Test func wrongMethodIs405WithAllow() {
        let router = makeRouter()
        let onGet = router.respond(to: HTTPRequest(method: .delete, path: "/api/v1/previews/x"))
        #expect(onGet.status == .methodNotAllowed)
        #expect(onGet.headers["Allow"] == "GET, HEAD")
        let onPost = router.respond(to: HTTPRequest(method: .get, path: "/api/v1/previews/x/events"))
        #expect(onPost.status == .methodNotAllowed)
        #expect(onPost.headers["Allow"] == "POST")
    }

    @Test func headIsServedByGet() {
        let response = makeRouter().respond(to: HTTPRequest(method: .head, path: "/api/v1/previews"))
        #expect(response.status == .ok)
        #expect(response.body == Array("list".utf8))  // the writer drops the bytes, keeps the length
    }

    @Test func thrownErrorsBecomeResponses() {
        let router = makeRouter()
        let conflict = router.respond(to: HTTPRequest(method: .get, path: "/teapot"))
        #expect(conflict.status == .conflict)
        #expect(
            String(decoding: conflict.body, as: UTF8.self)
                == "{\"status\": 409, \"error\": \"Conflict\", \"message\": \"Nope\"}")
        let boom = router.respond(to: HTTPRequest(method: .get, path: "/boom"))
        #expect(boom.status == .internalServerError)
        #expect(!String(decoding: boom.body, as: UTF8.self).contains("Boom"))
    }

    @Test func errorJsonEscapesTheMessage() {
        let body = String(decoding: HTTPError(.badRequest, "a \"q\"\n\u{1}").response.body, as: UTF8.self)
        #expect(body == "{\"status\": 400, \"error\": \"Bad Request\", \"message\": \"a \\\"q\\\"\\n\\u0001\"}")
    }

    @Test func headersAreOrderedCaseInsensitiveAndKeepDuplicates() {
        var headers: HTTPHeaders = ["Set-Cookie": "a=1"]
        headers.add("set-cookie", "b=2")
        #expect(headers["SET-COOKIE"] == "a=1")
        #expect(headers.values(for: "Set-Cookie") == ["a=1", "b=2"])
        headers.replaceOrAdd("Set-Cookie", "c=3")
        #expect(headers.values(for: "set-cookie") == ["c=3"])
        #expect(headers.count == 1)
    }

    @Test func replaceOrAddKeepsTheOtherFieldsWhereTheyAre() {
        var headers: HTTPHeaders = ["A": "1"]
        headers.add("Cache-control", "x")
        headers.add("B", "2")
        headers.add("CACHE-CONTROL", "y")
        headers.add("C", "3")
        headers.replaceOrAdd("Cache-Control", "no-store")
        #expect(headers.map { "\($0.name)=\($0.value)" } == ["A=1", "Cache-control=no-store", "B=2", "C=3"])
        headers.replaceOrAdd("D", "4")
        #expect(headers.map { "\($0.name)=\($0.value)" } == ["A=1", "Cache-control=no-store", "B=2", "C=3", "D=4"])
    }

    @Test func configurationDecodesPartialJson() throws {
        let json = #"{"port": 9000, "keepAliveTimeout": 2.5}"#
        let configuration = try JSONDecoder().decode(ServerConfiguration.self, from: Data(json.utf8))
        #expect(configuration.port == 9000)
        #expect(configuration.keepAliveTimeout == 2.5)
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.maxHeaderCount == 100)
        #expect(configuration.maxBodySize == 1024 * 1024)
    }

    @Test func imfFixdate() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }
}
