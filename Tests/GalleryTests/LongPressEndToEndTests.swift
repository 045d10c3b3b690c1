import Foundation
import Stylish
import Testing

@testable import Gallery

#if canImport(Glibc)
    import Glibc
#endif

/// The `long-press` preview over HTTP: the server times each press itself (its button's minimum
/// duration is a second), saves the hold time it measured with the event, and replays it.
@Suite("Long press over HTTP: timed by the server, saved and replayed with its measured hold", .serialized)
struct LongPressEndToEndTests {
    private let preview = "long-press"
    private var events: String { "/api/v1/previews/\(preview)/events" }

    /// The hold-to-confirm button's target.
    private func button(_ client: GalleryClient) async throws -> String {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        return try #require(
            (reply.json["targets"] as? [[String: Any]])?.first { $0["gesture"] as? String == "press" }?["id"] as? String)
    }

    private func press(_ client: GalleryClient, _ target: String, _ phase: String, extra: String = "") async throws
        -> Reply
    {
        try await client.post(events, #"{"type": "press", "target": "\#(target)", "phase": "\#(phase)"\#(extra)}"#)
    }

    /// Holds the button past its second, prompts twice and lets go: one confirmation.
    private func holdPastTheDuration(_ client: GalleryClient, _ target: String) async throws {
        let began = try await press(client, target, "began")
        #expect(began.state["isPressing"] as? Bool == true && began.state["isDetectingLongPress"] as? Bool == true)
        try await Task.sleep(for: .milliseconds(1_100))
        let held = try await press(client, target, "changed")
        #expect(held.status == 200 && held.state["confirmations"] as? Int == 1)
        #expect(held.state["isPressing"] as? Bool == true && held.state["isDetectingLongPress"] as? Bool == false)
        #expect(try await press(client, target, "changed").state["confirmations"] as? Int == 1)
        let ended = try await press(client, target, "ended")
        #expect(ended.state["confirmations"] as? Int == 1 && ended.state["isPressing"] as? Bool == false)
    }

    @Test("Held past its duration the press confirms once; let go at once it does not")
    func heldAndShort() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await button(client)
            try await holdPastTheDuration(client, target)
            // A press let go at once: the server's hold is shorter than the client's round trips,
            // so one that the client saw end within the second was not held long enough there.
            var quickPresses = 0
            for _ in 0..<5 where quickPresses == 0 {
                let start = ContinuousClock.now
                let began = try await press(client, target, "began")
                let prompt = try await press(client, target, "changed")
                let short = try await press(client, target, "ended")
                guard ContinuousClock.now - start < .seconds(1) else { continue }
                quickPresses += 1
                let count = try #require(began.state["confirmations"] as? Int)
                #expect(count >= 1)
                for reply in [prompt, short] { #expect(reply.state["confirmations"] as? Int == count) }
                #expect(short.state["isPressing"] as? Bool == false)
                let tap = try await client.post(events, #"{"type": "tap", "target": "\#(target)"}"#)
                #expect(tap.status == 200 && tap.state["confirmations"] as? Int == count, "a tap alone does not confirm")
            }
            #expect(quickPresses == 1, "no press was let go within the second (a machine that slow?)")
        }
    }

    @Test("A client's 'heldFor' is a 400 that changes nothing; a 'changed' with no press held is a 409")
    func clientTimingRefused() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await button(client)
            #expect(try await press(client, target, "changed").status == 409)
            _ = try await press(client, target, "began")
            for extra in [#", "heldFor": 5"#, #", "seq": 2, "heldFor": 5"#] {
                let forged = try await press(client, target, "changed", extra: extra)
                #expect(forged.status == 400)
                #expect((forged.json["message"] as? String)?.contains("measured by the server") == true)
            }
            let unchanged = try await client.get("/api/v1/previews/\(preview)")
            #expect(unchanged.seq == 1 && unchanged.state["confirmations"] as? Int == 0)
            let cancelled = try await press(client, target, "cancelled")
            #expect(cancelled.seq == 2 && cancelled.state["confirmations"] as? Int == 0)
        }
    }

    @Test("The replay endpoint takes the saved hold time: with it the log confirms, without it not")
    func replayEndpoint() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await button(client)
            let began = #"{"type": "press", "target": "\#(target)", "phase": "began"}"#
            func log(_ extra: String) -> String {
                let ended = #"{"type": "press", "target": "\#(target)", "phase": "ended"\#(extra)}"#
                return #"{"events": [\#(began), \#(ended)]}"#
            }
            let replay = "/api/v1/previews/\(preview)/replay"
            let held = try await client.post(replay, log(#", "heldFor": 1.25"#))
            #expect(held.status == 200 && held.state["confirmations"] as? Int == 1)
            let quick = try await client.post(replay, log(""))
            #expect(quick.status == 200 && quick.state["confirmations"] as? Int == 0)
            let tooShort = try await client.post(replay, log(#", "heldFor": 0.999"#))
            #expect(tooShort.state["confirmations"] as? Int == 0)
            #expect(try await client.post(replay, log(#", "heldFor": -1"#)).status == 400)
            let session = try await client.get("/api/v1/previews/\(preview)")
            #expect(session.seq == 0 && session.state["confirmations"] as? Int == 0, "a replay leaves the session alone")
        }
    }

    @Test("The saved events carry the server's hold time, and a restored preview replays to the same confirmations")
    func savedAndRestored() throws {
        let instance = PreviewInstance(definition: .longPress)
        _ = instance.snapshot()
        let target = try #require(instance.host.current?.targets.first { $0.gesture == "press" }?.id)
        _ = try instance.apply(.press(target: target, phase: .began), seq: 1)
        Thread.sleep(forTimeInterval: 1.05)
        _ = try instance.apply(.press(target: target, phase: .changed), seq: 2)
        _ = try instance.apply(.press(target: target, phase: .ended), seq: 3)
        let record = try #require(instance.record())
        let saved = try #require(record.events)
        #expect(saved.map(\.heldFor).count == 3)
        #expect(saved[0].heldFor == nil)
        let measured = try #require(saved[1].heldFor)
        #expect(measured >= 1 && measured < 10)
        #expect((saved[2].heldFor ?? 0) >= measured)
        // Through the state file's JSON and back, as a restart reads it.
        let data = try JSONEncoder().encode(record)
        let restored = PreviewInstance(
            definition: .longPress, record: try JSONDecoder().decode(PreviewRecord.self, from: data),
            report: { Issue.record("\($0)") })
        #expect(restored.snapshot() == instance.snapshot())
        #expect(restored.host.current?.state("confirmations") == .int(1))
        // A retry of the last event (as sent, without a hold time) gets the stored reply.
        #expect(try restored.apply(.press(target: target, phase: .ended), seq: 3) == instance.snapshot())
    }

    @Test("The gallery binary restarted on its state directory brings a confirmed press back")
    func restart() async throws {
        let folder = try TemporaryFolder()
        let state = folder.path + "/state"
        let first = try GalleryBinary(stateDirectory: state, saveInterval: 3600, configFolder: folder.path)
        let client = GalleryClient(port: first.port)
        let target = try await button(client)
        try await holdPastTheDuration(client, target)
        let before = try await client.get("/api/v1/previews/\(preview)")
        #expect(first.stop(SIGTERM) == 0)

        let second = try GalleryBinary(stateDirectory: state, saveInterval: 3600, configFolder: folder.path)
        defer { second.stop() }
        let again = GalleryClient(port: second.port, cookie: client.cookie)
        let after = try await again.get("/api/v1/previews/\(preview)")
        #expect(after.seq == 4 && after.state["confirmations"] as? Int == 1)
        #expect(after.body == before.body)
    }
}
