import Foundation
import HTTPServer
import Testing

@testable import Gallery

/// Runs `body` against a started gallery (its app and port) saving to `directory`, then stops
/// it and saves, as `gallery` does on SIGTERM.
private func withGallery(directory: String, _ body: (GalleryApp, HTTPServer) async throws -> Void) async throws {
    var configuration = GalleryConfiguration()
    configuration.server.port = 0
    configuration.server.workers = 2
    configuration.server.accessLog = false
    configuration.stateDirectory = directory
    configuration.stateSaveInterval = 3600
    let app = GalleryApp(configuration: configuration)
    app.restoreSessions()
    let server = HTTPServer(configuration: app.serverConfiguration, router: app.router())
    try server.start()
    defer {
        server.shutdown()
        app.saveSessions()
    }
    try await body(app, server)
}

private let preview = "default-slider"

/// The slider's drag target.
private func dragTarget(_ client: GalleryClient) async throws -> String {
    let reply = try await client.get("/api/v1/previews/\(preview)")
    return try #require(
        (reply.json["targets"] as? [[String: Any]])?.first { $0["gesture"] as? String == "drag" }?["id"] as? String)
}

/// A drag's `began` posted by the page `tab`.
private func drag(_ client: GalleryClient, _ target: String, x: Double, seq: Int, tab: String) async throws -> Reply {
    try await client.post(
        "/api/v1/previews/\(preview)/events",
        #"{"seq": \#(seq), "target": "\#(target)", "type": "drag", "phase": "began", "location": {"x": \#(x), "y": 10}}"#,
        headers: ["X-Gallery-Client": tab])
}

/// `GET /api/v1/stream`: the pages of a session kept in step, and the build announced.
@Suite(.serialized) struct PushChannelTests {
    @Test("An event posted by one page reaches the session's other pages within 2 s, not its own page nor another session")
    func anEventReachesTheOtherPages() async throws {
        let folder = try TemporaryFolder()
        try await withGallery(directory: folder.path) { _, server in
            let client = GalleryClient(port: server.port)
            let target = try await dragTarget(client)
            let cookie = try #require(client.cookie)
            let tabA = try EventStreamClient(port: server.port, path: "/api/v1/stream?client=tabA", cookie: cookie)
            let tabB = try EventStreamClient(port: server.port, path: "/api/v1/stream?client=tabB", cookie: cookie)
            let stranger = try EventStreamClient(port: server.port, path: "/api/v1/stream?client=tabA")
            for stream in [tabA, tabB, stranger] { #expect(stream.event("hello") != nil) }
            #expect(try await drag(client, target, x: 40, seq: 1, tab: "tabA").status == 200)
            let change = try #require(tabB.event("preview", within: 2))
            #expect(change.json["preview"] as? String == preview)
            #expect(change.json["seq"] as? Int == 1)
            #expect(change.json["variant"] is NSNull)
            #expect(try await drag(client, target, x: 60, seq: 2, tab: "tabB").status == 200)
            // The first change tab A hears of is tab B's: its own was not sent back to it.
            let seen = try #require(tabA.event("preview", within: 2))
            #expect(seen.json["seq"] as? Int == 2)
            stranger.settle(for: 0.3)
            #expect(!stranger.events.contains { $0.name == "preview" })
        }
    }

    @Test("hello names the build; a stream without a session gets the session cookie; a bad client id is no id")
    func helloAndCookie() async throws {
        let folder = try TemporaryFolder()
        try await withGallery(directory: folder.path) { app, server in
            let stream = try EventStreamClient(port: server.port, path: "/api/v1/stream?client=%3Cb%3E")
            let hello = try #require(stream.event("hello"))
            let head = try #require(stream.head).lowercased()
            #expect(head.contains("content-type: text/event-stream"))
            #expect(head.contains("cache-control: no-store"))
            #expect(head.contains("set-cookie: sg_session="))
            #expect(hello.json["build"] as? String == app.buildID)
            #expect(!app.buildID.isEmpty)
            #expect(hello.json["client"] is NSNull)
            #expect(String(decoding: stream.raw, as: UTF8.self).contains("retry: 1000\n"))
        }
    }

    @Test("build-failed reaches every open page with each diagnostic's file, line and message JSON-escaped, and later pages too")
    func buildFailedReachesEveryPage() async throws {
        let folder = try TemporaryFolder()
        try await withGallery(directory: folder.path) { app, server in
            let first = try EventStreamClient(port: server.port)
            let second = try EventStreamClient(port: server.port)
            #expect(first.event("hello") != nil && second.event("hello") != nil)
            app.announceBuild(.started)
            #expect(first.event("build-started")?.json["status"] as? String == "started")
            let diagnostic = BuildDiagnostic(
                file: "Sources/My \"Styles\"/Brand.swift", line: 12, column: 7,
                message: "cannot find 'colr' in scope\n  <b>here</b> \\ \u{1}")
            app.announceBuild(.failed([diagnostic]))
            for stream in [first, second] {
                let failed = try #require(stream.event("build-failed"))
                let reported = try #require((failed.json["diagnostics"] as? [[String: Any]])?.first)
                #expect(reported["file"] as? String == diagnostic.file)
                #expect(reported["line"] as? Int == 12)
                #expect(reported["column"] as? Int == 7)
                #expect(reported["message"] as? String == diagnostic.message)
            }
            let later = try EventStreamClient(port: server.port)
            #expect(later.event("hello") != nil)
            #expect(later.event("build-failed") != nil)
            app.announceBuild(.succeeded)
            #expect(first.event("build-succeeded") != nil)
            let afterwards = try EventStreamClient(port: server.port)
            #expect(afterwards.event("hello") != nil)
            afterwards.settle(for: 0.3)
            #expect(afterwards.events.map(\.name) == ["hello"])
        }
    }

    @Test("After a restart on the same state directory a page reconnects to a hello, and the state it re-fetches is kept")
    func reconnectAfterRestart() async throws {
        let folder = try TemporaryFolder()
        var cookie = ""
        var build = ""
        try await withGallery(directory: folder.path) { _, server in
            let client = GalleryClient(port: server.port)
            let target = try await dragTarget(client)
            cookie = try #require(client.cookie)
            #expect(try await drag(client, target, x: 80, seq: 1, tab: "tabA").status == 200)
            let stream = try EventStreamClient(port: server.port, cookie: cookie)
            build = try #require(stream.event("hello")?.json["build"] as? String)
        }
        try await withGallery(directory: folder.path) { _, server in
            let stream = try EventStreamClient(port: server.port, cookie: cookie)
            let hello = try #require(stream.event("hello"))
            #expect(hello.json["build"] as? String == build)  // the same binary: the same id
            #expect(!(try #require(stream.head).lowercased().contains("set-cookie")))  // the session came back
            let client = GalleryClient(port: server.port, cookie: cookie)
            #expect(try await client.get("/api/v1/previews/\(preview)").seq == 1)
        }
    }

    @Test("Shutdown ends every page's stream with the last chunk")
    func shutdownEndsTheStreams() async throws {
        let folder = try TemporaryFolder()
        var streams: [EventStreamClient] = []
        try await withGallery(directory: folder.path) { _, server in
            streams = try (0..<3).map { _ in try EventStreamClient(port: server.port) }
            for stream in streams { #expect(stream.event("hello") != nil) }
            Thread.detachNewThread { server.shutdown() }
            for stream in streams { #expect(stream.receivesLastChunk()) }
        }
    }

    @Test("A session keeps at most 8 streams: a ninth closes the oldest, which is told evicted first")
    func streamsPerSessionAreBounded() async throws {
        let folder = try TemporaryFolder()
        try await withGallery(directory: folder.path) { _, server in
            let client = GalleryClient(port: server.port)
            _ = try await client.get("/api/v1/previews/\(preview)")
            var streams: [EventStreamClient] = []
            for _ in 0..<9 {  // one after another: the oldest is the first
                streams.append(try EventStreamClient(port: server.port, cookie: client.cookie))
                #expect(streams.last?.event("hello") != nil)
            }
            #expect(streams[0].receivesLastChunk())
            #expect(streams[0].event("evicted")?.data == #"{"streamsPerSession":8}"#)
            #expect(!streams[1].receivesLastChunk(within: 0.2))
            #expect(streams[1].event("evicted", within: 0.1) == nil)
            // The eight newest stay open: none of them is ended.
            for stream in streams.dropFirst(2) { #expect(!stream.receivesLastChunk(within: 0.05)) }
        }
    }

    @Test("The build id is STYLEGALLERY_BUILD_ID when set, else a stable hash of the executable")
    func buildIdentity() {
        #expect(BuildIdentity.current(environment: ["STYLEGALLERY_BUILD_ID": "abc-1"]) == "abc-1")
        let hashed = BuildIdentity.current(environment: [:])
        #expect(hashed.count == 16 && hashed.allSatisfy(\.isHexDigit))
        #expect(BuildIdentity.current(environment: ["STYLEGALLERY_BUILD_ID": ""]) == hashed)
    }
}
