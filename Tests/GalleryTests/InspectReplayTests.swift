import Foundation
import Testing

@testable import Gallery

/// `POST /api/v1/previews/{id}/replay` and the `Server-Timing` of event and reset replies.
@Suite("Replay endpoint and Server-Timing over HTTP", .serialized)
struct InspectReplayTests {
    private let preview = "stepper"

    /// The stepper's first spin button target.
    private func spin(_ reply: Reply) throws -> String {
        try #require(reply.elements(where: "role", is: "spinbutton").first?["data-target"])
    }

    private func replay(
        _ client: GalleryClient, _ body: String, preview: String? = nil, headers: [String: String] = [:]
    ) async throws -> Reply {
        try await client.post("/api/v1/previews/\(preview ?? self.preview)/replay", body, headers: headers)
    }

    @Test("A replayed log ends in the state the same events reach in a session; the session is unchanged")
    func replayMatchesSession() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try spin(try await client.get("/api/v1/previews/\(preview)"))
            let events = [
                #"{"type": "key", "target": "\#(target)", "key": "increment"}"#,
                #"{"type": "key", "target": "\#(target)", "key": "end"}"#,
                #"{"seq": 9, "type": "key", "target": "\#(target)", "key": "decrement"}"#,
            ]
            // A second client posts them to its own session.
            let other = GalleryClient(port: port)
            var live = try await other.get("/api/v1/previews/\(preview)")
            for event in events {
                // The session numbers them itself (the log's seqs are ignored by a replay).
                let seqless = event.replacingOccurrences(of: #""seq": 9, "#, with: "")
                live = try await other.post("/api/v1/previews/\(preview)/events", seqless)
            }
            #expect(live.state as NSDictionary == ["value": 9] as NSDictionary)

            let replayed = try await replay(client, #"{"events": [\#(events.joined(separator: ","))]}"#)
            #expect(replayed.status == 200)
            #expect(replayed.state as NSDictionary == live.state as NSDictionary)
            #expect(replayed.seq == 3)
            #expect(replayed.html == live.html)
            #expect(replayed.header("Server-Timing")?.hasPrefix("render;dur=") == true)

            try await client.expectFreshStepper()
        }
    }

    @Test("A bad event gets 400 naming its index, with the model before it; nothing changes")
    func badEventIndex() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try spin(try await client.get("/api/v1/previews/\(preview)"))
            let good = #"{"type": "key", "target": "\#(target)", "key": "increment"}"#
            let cases: [(String, Int, Int)] = [
                (#"{"type": "key", "target": "\#(target)", "key": "sideways"}"#, 2, 400),
                (#"{"type": "tap", "target": "9.9.9"}"#, 2, 404),
                (#"{"type": "drag", "phase": "ended", "target": "\#(target)", "location": {"x": 1, "y": 1}}"#, 2, 400),
                ("42", 2, 400),
            ]
            for (bad, index, eventStatus) in cases {
                let reply = try await replay(client, #"{"events": [\#(good), \#(good), \#(bad), \#(good)]}"#)
                #expect(reply.status == 400, "\(bad)")
                #expect(reply.json["index"] as? Int == index, "\(bad)")
                #expect(reply.json["eventStatus"] as? Int == eventStatus, "\(bad): \(reply.text)")
                #expect(reply.json["seq"] as? Int == 2)
                #expect(reply.json["state"] as? NSDictionary == ["value": 5] as NSDictionary)
                #expect((reply.json["message"] as? String)?.contains("Event 2") == true, "\(reply.text)")
            }
            try await client.expectFreshStepper()
        }
    }

    @Test("?variant= replays in the variant's environment: a right-to-left drag lands where a matrix cell's does")
    func replayInVariant() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let slider = "default-slider"
            let rtl = "layoutDirection=rightToLeft"
            let target = try #require(try await client.snapshot(slider, variant: rtl).target("drag"))
            let drag = { (phase: String) in
                #"{"type": "drag", "phase": "\#(phase)", "target": "\#(target)", "location": {"x": 30, "y": 10}}"#
            }
            // The same drag in the session's right-to-left instance (a matrix cell).
            _ = try await client.post("/api/v1/previews/\(slider)/events" + GalleryClient.variantQuery(rtl), drag("began"))
            let cell = try await client.post("/api/v1/previews/\(slider)/events" + GalleryClient.variantQuery(rtl), drag("ended"))
            #expect(cell.status == 200)
            let log = #"{"events": [\#(drag("began")), \#(drag("ended"))]}"#
            let replayed = try await client.post("/api/v1/previews/\(slider)/replay" + GalleryClient.variantQuery(rtl), log)
            #expect(replayed.status == 200)
            #expect(replayed.state as NSDictionary == cell.state as NSDictionary)
            let plain = try await replay(client, log, preview: slider)
            #expect(plain.status == 200)
            #expect(plain.state as NSDictionary != cell.state as NSDictionary, "left to right lands elsewhere")
            // A variant's environment is fixed; a malformed variant is refused.
            let environment = #"{"events": [{"type": "environment", "colorScheme": "dark"}]}"#
            let fixed = try await client.post("/api/v1/previews/\(slider)/replay" + GalleryClient.variantQuery(rtl), environment)
            #expect(fixed.status == 400 && fixed.json["index"] as? Int == 0)
            let bad = try await client.post("/api/v1/previews/\(slider)/replay?variant=colorScheme%3Dpurple", log)
            #expect(bad.status == 400)
        }
    }

    @Test("Malformed logs get 400; more than the cap gets 413; another origin 403; not JSON 415")
    func refusals() async throws {
        try await withGallery(maxBodySize: 4 * 1024 * 1024) { port in
            let client = GalleryClient(port: port)
            let target = try spin(try await client.get("/api/v1/previews/\(preview)"))
            for body in ["", "[]", #"{"events": 3}"#, #"{"event": []}"#, "{"] {
                #expect(try await replay(client, body).status == 400, "\(body)")
            }
            let event = #"{"type":"key","target":"\#(target)","key":"increment"}"#
            let many = Array(repeating: event, count: GalleryApp.maximumReplayedEvents + 1).joined(separator: ",")
            let tooMany = try await replay(client, #"{"events": [\#(many)]}"#)
            #expect(tooMany.status == 413)
            let atCap = Array(repeating: event, count: 50).joined(separator: ",")
            #expect(try await replay(client, #"{"events": [\#(atCap)]}"#).state as NSDictionary == ["value": 10] as NSDictionary)
            let foreign = try await replay(client, #"{"events": []}"#, headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            let text = try await client.post("/api/v1/previews/\(preview)/replay", #"{"events": []}"#, contentType: "text/plain")
            #expect(text.status == 415)
            #expect(try await replay(client, #"{"events": []}"#).state as NSDictionary == ["value": 3] as NSDictionary)
            #expect(try await client.post("/api/v1/previews/nope/replay", #"{"events": []}"#).status == 404)
        }
    }

    @Test("Reset returns the preview to its initial state and seq 0; from another origin it is refused")
    func reset() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try spin(try await client.get("/api/v1/previews/\(preview)"))
            _ = try await client.key(preview, target, "end", seq: 1)
            let foreign = try await client.post(
                "/api/v1/previews/\(preview)/reset", "", headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            #expect(try await client.get("/api/v1/previews/\(preview)").state as NSDictionary == ["value": 10] as NSDictionary)
            let reset = try await client.post("/api/v1/previews/\(preview)/reset", "")
            #expect(reset.status == 200)
            #expect(reset.state as NSDictionary == ["value": 3] as NSDictionary)
            try await client.expectFreshStepper()
            // Numbering starts again at 1, as a copied curl script expects after its reset.
            #expect(
                try await client.key(preview, target, "increment", seq: 1).state as NSDictionary == ["value": 4] as NSDictionary)
        }
    }

    @Test("Event and reset replies carry Server-Timing: render;dur=<ms>")
    func serverTiming() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try spin(try await client.get("/api/v1/previews/\(preview)"))
            let event = try await client.key(preview, target, "increment", seq: 1)
            let reset = try await client.post("/api/v1/previews/\(preview)/reset", "")
            let refused = try await client.key(preview, target, "increment", seq: 7)
            for reply in [event, reset, refused] {
                let timing = try #require(reply.header("Server-Timing"))
                let duration = try #require(Double(timing.replacingOccurrences(of: "render;dur=", with: "")))
                #expect(duration >= 0 && duration < 10_000)
            }
            #expect(reset.seq == 0)
            #expect(refused.status == 409)
        }
    }

    @Test("Server-Timing's duration has three decimals, written without Foundation's formatting")
    func serverTimingFormat() {
        #expect(GalleryApp.milliseconds(0) == "0.000")
        #expect(GalleryApp.milliseconds(42) == "0.042")
        #expect(GalleryApp.milliseconds(1_500) == "1.500")
        #expect(GalleryApp.milliseconds(1_234_567) == "1234.567")
        #expect(GalleryApp.milliseconds(-3) == "0.000")
    }
}

extension GalleryClient {
    /// Checks that this session's stepper is as a fresh one: value 3, seq 0 (nothing was applied).
    func expectFreshStepper(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let snapshot = try await get("/api/v1/previews/stepper")
        #expect(snapshot.state as NSDictionary == ["value": 3] as NSDictionary, sourceLocation: sourceLocation)
        #expect(snapshot.seq == 0, sourceLocation: sourceLocation)
    }
}
