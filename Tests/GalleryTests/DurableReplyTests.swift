import Foundation
import HTTPServer
import Testing

@testable import Gallery

@Suite("Acknowledged means durable: a reply is sent only once its change is in the journal", .serialized)
struct DurableReplyTests {
    private let preview = "default-slider"

    private func keyEvent(_ seq: Int) -> String {
        #"{"seq": \#(seq), "target": "0.0.0.0.1", "type": "key", "key": "increment"}"#
    }

    @Test("Each acknowledged event, and a reset, is in the journal when its reply arrives, in order")
    func journalHoldsWhatWasAcknowledged() async throws {
        let folder = try TemporaryFolder()
        try await withPersistentGallery(directory: folder.path) { port in
            let client = GalleryClient(port: port)
            let journal = JournalStore(stateDirectory: folder.path)
            for seq in 1...5 {
                let reply = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(seq))
                #expect(reply.status == 200)
                let stored = journal.read(from: 0).filter { $0.session == client.cookie && $0.preview == preview }
                #expect(stored.map(\.seq) == Array(1...seq), "after the reply to seq \(seq)")
            }
            let metrics = try await GalleryClient(port: port).get("/metrics").text
            #expect(metrics.contains("stylegallery_journal_commits_total "), "the journal's commits are counted")
            #expect(!metrics.contains("stylegallery_journal_commits_total 0\n"))
            #expect(metrics.contains("stylegallery_journal_commit_batch_size_count "))
            // A reply held for its change is counted under its route, as any other.
            #expect(
                metrics.contains(
                    #"stylegallery_http_requests_total{route="/api/v1/previews/:id/events",method="POST",code="200"} 5"#),
                "\(metrics.split(separator: "\n").filter { $0.hasPrefix("stylegallery_http_requests_total") })")
            let reset = try await client.post("/api/v1/previews/\(preview)/reset", "")
            #expect(reset.status == 200)
            #expect(journal.read(from: 0).last?.isReset == true)
            // A retry of an event is answered from the session, and adds nothing.
            let first = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(1))
            let retry = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(1))
            #expect(first.status == 200 && retry.status == 200 && retry.seq == 1)
            #expect(journal.read(from: 0).filter { !$0.isReset }.map(\.seq) == [1, 2, 3, 4, 5, 1])
        }
    }

    /// A gallery with no server, its sessions restored from `folder` (journal on, no periodic save).
    private func appWithJournal(in folder: TemporaryFolder, log: LogLines = LogLines()) -> GalleryApp {
        var configuration = GalleryConfiguration()
        configuration.stateDirectory = folder.path
        configuration.stateSaveInterval = 3600
        return GalleryApp(configuration: configuration, log: log.append)
    }

    @Test("Events answered on an event loop are stored once the loop's turn ends, together")
    func eventsWaitForTheirTurn() throws {
        let folder = try TemporaryFolder()
        let app = appWithJournal(in: folder)
        app.restoreSessions()
        defer { app.saveSessions() }
        let journal = JournalStore(stateDirectory: folder.path)
        // Three new sessions' events, answered by the route's quick handler as a loop's turn does.
        for _ in 0..<3 {
            let request = HTTPRequest(
                method: .post, path: "/api/v1/previews/\(preview)/events", headers: ["Content-Type": "application/json"],
                body: Array(keyEvent(1).utf8), parameters: ["id": preview])
            #expect(try app.eventReply(request, waiting: false) != nil)
        }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(journal.read(from: 0).isEmpty, "nothing is stored before the turn ends")
        app.sessions.durability?.turnEnded()
        let deadline = Date().addingTimeInterval(3)
        while journal.read(from: 0).count < 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(journal.read(from: 0).map(\.seq) == [1, 1, 1])
    }

    @Test("A journal that cannot be written: the event is answered 503 with Retry-After, and so is its retry")
    func brokenJournalAcknowledgesNothing() async throws {
        let folder = try TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.path + "/journal", contents: Data("not a folder".utf8)))
        let lines = LogLines()
        try await withPersistentGallery(directory: folder.path, log: lines) { port in
            let client = GalleryClient(port: port)
            let reply = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(1))
            #expect(reply.status == 503)
            #expect(reply.header("Retry-After") == "1")
            #expect(reply.text.contains("not stored") && reply.text.contains("journal"))
            let retry = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(1))
            #expect(retry.status == 503, "a retry is not acknowledged from the copy in memory")
            let metrics = try await GalleryClient(port: port).get("/metrics").text
            #expect(metrics.contains(#"stylegallery_events_refused_total{reason="not_stored"} 1"#))
            #expect(metrics.contains("stylegallery_events_applied_total 0"), "applied is counted once stored")
            let ready = try await GalleryClient(port: port).get("/readyz")
            #expect(ready.status == 503 && ready.text.contains("journal"), "\(ready.text)")
        }
        #expect(lines.all.contains { $0.contains("journal") })
    }

    @Test("After a restart without a save (as after kill -9), the journal brings back every acknowledged event")
    func restartWithoutSave() async throws {
        let folder = try TemporaryFolder()
        let app = appWithJournal(in: folder)
        app.restoreSessions()
        let router = app.router()
        var cookie = ""
        for seq in 1...40 {
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            if !cookie.isEmpty { headers.add("Cookie", "sg_session=" + cookie) }
            let request = HTTPRequest(
                method: .post, path: "/api/v1/previews/\(preview)/events", headers: headers, body: Array(keyEvent(seq).utf8),
                parameters: ["id": preview], remoteAddress: "127.0.0.1")
            let response = router.respond(to: request)
            #expect(response.status == .ok, "seq \(seq)")
            if let set = response.headers["Set-Cookie"] { cookie = String(set.dropFirst(11).prefix(32)) }
        }
        // No save: a second app on the same folder, as a process started after a kill -9.
        let lines = LogLines()
        let again = appWithJournal(in: folder, log: lines)
        #expect(again.restoreSessions() == 1)
        #expect(lines.all.contains { $0.contains("40 changes from the journal") }, "\(lines.all)")
        let snapshot = again.router().respond(
            to: HTTPRequest(
                method: .get, path: "/api/v1/previews/\(preview)", headers: ["Cookie": "sg_session=" + cookie],
                remoteAddress: "127.0.0.1"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(snapshot.body)) as? [String: Any])
        #expect(json["seq"] as? Int == 40)
    }
}
