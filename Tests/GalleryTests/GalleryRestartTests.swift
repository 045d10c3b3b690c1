import Foundation
import Testing

@testable import Gallery

#if canImport(Glibc)
    import Glibc
#endif

/// The real `gallery` binary stopped and started again on the same `--state-dir`.
@Suite("The gallery binary restarted on the same state directory", .serialized)
struct GalleryRestartTests {
    private let preview = "default-slider"

    private func target(_ client: GalleryClient) async throws -> String {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        return try #require(
            (reply.json["targets"] as? [[String: Any]])?.first { $0["gesture"] as? String == "drag" }?["id"] as? String)
    }

    /// Whether `condition` holds within 10 s (polled; a wait, not a timing assertion).
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }

    /// The preview's `seq` in the state file, or nil when the file holds no session.
    private func savedSeq(_ folder: String) throws -> Int? {
        guard let data = try StateFile(directory: folder).read() else { return nil }
        return try SessionArchive.decode(data).sessions.first?.previews.first?.seq
    }

    @Test("SIGTERM saves; the restarted binary serves the same snapshot, the stored reply to a retry, and seq goes on")
    func sigterm() async throws {
        let folder = try TemporaryFolder()
        let state = folder.path + "/state"
        let first = try GalleryBinary(stateDirectory: state, saveInterval: 3600, configFolder: folder.path)
        let client = GalleryClient(port: first.port)
        let id = try await target(client)
        _ = try await client.drag(preview, target: id, phase: "began", x: 20, y: 10, seq: 1)
        _ = try await client.drag(preview, target: id, phase: "changed", x: 120, y: 10, seq: 2)
        let last = try await client.drag(preview, target: id, phase: "changed", x: 200, y: 10, seq: 3)
        let before = try await client.get("/api/v1/previews/\(preview)")
        #expect(first.stop(SIGTERM) == 0)
        #expect(first.text.contains("Saved 1 session."))
        #expect(try savedSeq(state) == 3)

        let second = try GalleryBinary(stateDirectory: state, saveInterval: 3600, configFolder: folder.path)
        defer { second.stop() }
        #expect(second.text.contains("Restored 1 session from \(state)/sessions.json."))
        let again = GalleryClient(port: second.port, cookie: client.cookie)
        let after = try await again.get("/api/v1/previews/\(preview)")
        #expect(after.header("Set-Cookie") == nil)
        #expect(after.seq == 3 && after.state["value"] as? Double == before.state["value"] as? Double)
        #expect(after.html == before.html)
        #expect(after.body == before.body)
        let retry = try await again.drag(preview, target: id, phase: "changed", x: 200, y: 10, seq: 3)
        #expect(retry.status == 200 && retry.body == last.body)
        let next = try await again.drag(preview, target: id, phase: "ended", x: 40, y: 10, seq: 4)
        #expect(next.status == 200 && next.seq == 4)
        #expect(next.state["value"] as? Double != after.state["value"] as? Double)
    }

    @Test(
        "kill -9 while events flow and saves run: every restart reads a valid file and its journal, and has every acknowledged event, exactly"
    )
    func killNine() async throws {
        let folder = try TemporaryFolder()
        let state = folder.path + "/state"
        var cookie: String?
        var replies: [Int: Data] = [:]  // every reply received, by seq
        var seq = 0
        var lost: [Int] = []
        var killedMidWrite = 0
        for round in 0..<8 {
            let gallery = try GalleryBinary(stateDirectory: state, saveInterval: 0.05, configFolder: folder.path)
            #expect(!gallery.text.contains("Cannot restore"), "\(gallery.text)")
            // The killed process's temporary file is gone; the new one's own save may be writing
            // its temporary file right now (a save every 50 ms), which is no leftover.
            let own = ".tmp-\(gallery.process.processIdentifier)"
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: state).filter {
                $0.contains(".tmp-") && !$0.hasSuffix(own)
            }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
            let client = GalleryClient(port: gallery.port, cookie: cookie)
            let snapshot = try await client.get("/api/v1/previews/\(preview)")
            // Everything acknowledged is back; the event in flight at the kill may be too (stored,
            // not yet answered).
            let restored = snapshot.seq
            #expect(restored == seq || restored == seq + 1, "round \(round): restored seq \(restored), acknowledged \(seq)")
            if restored == seq, seq > 0 { #expect(snapshot.body == replies[seq], "round \(round): the model at seq \(seq)") }
            lost.append(max(0, seq - restored))
            seq = restored
            cookie = client.cookie
            let id = try await target(client)
            // Drags back and forth (coalesced in the log) and keys, until the kill cuts them off.
            let killAfter = 20 + round * 7
            for step in 0..<60 {
                let event: String
                switch step % 6 {
                case 0:
                    event =
                        #"{"seq": \#(seq + 1), "target": "\#(id)", "type": "drag", "phase": "began", "location": {"x": 5, "y": 9}}"#
                case 5: event = #"{"seq": \#(seq + 1), "target": "\#(id)", "type": "key", "key": "increment"}"#
                default:
                    let x = Double((step * 37 + round * 11) % 280)
                    event =
                        #"{"seq": \#(seq + 1), "target": "\#(id)", "type": "drag", "phase": "changed", "location": {"x": \#(x), "y": 9}}"#
                }
                if step == 10 {
                    // The periodic save catches up with the events so far, without a shutdown.
                    let expected = seq
                    #expect(await eventually { (try? savedSeq(state)) == expected }, "round \(round): not saved")
                }
                if step == killAfter { kill(gallery.process.processIdentifier, SIGKILL) }
                guard let reply = try? await client.post("/api/v1/previews/\(preview)/events", event), reply.status == 200 else {
                    break
                }
                seq += 1
                replies[seq] = reply.body
                try? await Task.sleep(nanoseconds: 3_000_000)  // spread the events over several saves
            }
            gallery.stop(SIGKILL)
            #expect(try savedSeq(state) ?? 0 <= seq)
            let names = try FileManager.default.contentsOfDirectory(atPath: state)
            if names.contains(where: { $0.contains(".tmp-") }) { killedMidWrite += 1 }
        }
        print(
            "kill -9 rounds: acknowledged events lost per restart: \(lost.dropFirst()); "
                + "killed mid-write (temporary file left): \(killedMidWrite) of 8")
    }
}
