import Foundation
import Stylish
import Testing

@testable import Gallery

/// The previews of the catalogue that have a drag target, with their targets at rest.
private let dragPreviews: [PreviewDefinition] = Catalogue.standard.previews.filter { preview in
    preview.makeHost().render().targets.contains { $0.gesture == "drag" }
}

/// An event body for `target` (with `"seq": seq` unless nil).
private func dragBody(_ target: String, _ phase: String, seq: Int?, x: Double = 10, y: Double = 10) -> String {
    let number = seq.map { #""seq": \#($0), "# } ?? ""
    return #"{\#(number)"target": "\#(target)", "type": "drag", "phase": "\#(phase)", "location": {"x": \#(x), "y": \#(y)}}"#
}

/// The drag targets of a snapshot.
private func dragTargets(_ snapshot: Reply) -> [String] {
    let targets = snapshot.json["targets"] as? [[String: Any]] ?? []
    return targets.filter { $0["gesture"] as? String == "drag" }.compactMap { $0["id"] as? String }
}

@Suite("A drag's changed, ended or cancelled needs its began; a target of another preview is not one here")
struct DragSequenceEndToEndTests {
    /// Moves `preview` on by a whole drag (began, ended in place) on its first drag target, so that
    /// its `seq` is 2 and no drag is in progress; returns the snapshot then.
    private func settled(_ client: GalleryClient, _ preview: String) async throws -> Reply {
        let events = "/api/v1/previews/\(preview)/events"
        let target = try #require(dragTargets(try await client.get("/api/v1/previews/\(preview)")).first)
        #expect(try await client.post(events, dragBody(target, "began", seq: 1)).status == 200)
        #expect(try await client.post(events, dragBody(target, "ended", seq: 2)).status == 200)
        let snapshot = try await client.get("/api/v1/previews/\(preview)")
        #expect(snapshot.seq == 2)
        return snapshot
    }

    @Test("changed or ended with no drag in progress → 409 with the current seq; nothing changes", arguments: dragPreviews)
    func withoutBegan(_ preview: PreviewDefinition) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let before = try await settled(client, preview.id)
            let events = "/api/v1/previews/\(preview.id)/events"
            let targets = dragTargets(before)
            #expect(!targets.isEmpty)
            for target in targets {
                for phase in ["changed", "ended"] {
                    for seq in [3, nil] {
                        let reply = try await client.post(events, dragBody(target, phase, seq: seq, x: 300))
                        #expect(reply.status == 409, "\(target) \(phase) seq \(String(describing: seq))")
                        #expect(reply.json["status"] as? Int == 409)
                        #expect(reply.json["error"] as? String == "Conflict")
                        #expect(reply.json["seq"] as? Int == 2)
                        let message = reply.json["message"] as? String ?? ""
                        #expect(
                            message
                                == "No drag in progress on element '\(target)' for this '\(phase)' drag event: "
                                + "a drag starts with 'began' (it may have ended already, or been reset).")
                        let now = try await client.get("/api/v1/previews/\(preview.id)")
                        #expect(now.body == before.body, "\(target) \(phase): the snapshot changed")
                    }
                }
            }
            // The refusals used no seq: the next event is still 3.
            let began = try await client.post(events, dragBody(targets[0], "began", seq: 3))
            #expect(began.status == 200)
            #expect(began.seq == 3)
        }
    }

    @Test("cancelled with no drag in progress → 200 and the snapshot as it was, seq included", arguments: dragPreviews)
    func cancelWithoutBegan(_ preview: PreviewDefinition) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let before = try await settled(client, preview.id)
            let events = "/api/v1/previews/\(preview.id)/events"
            for target in dragTargets(before) {
                for seq in [3, nil] {
                    let reply = try await client.post(events, dragBody(target, "cancelled", seq: seq))
                    #expect(reply.status == 200)
                    #expect(reply.body == before.body, "\(target): the cancel's reply is not the snapshot as it was")
                    let bare = #"{"target": "\#(target)", "type": "drag", "phase": "cancelled"}"#
                    #expect(try await client.post(events, bare).body == before.body)
                    let now = try await client.get("/api/v1/previews/\(preview.id)")
                    #expect(now.body == before.body)
                }
            }
        }
    }

    @Test("A drag cut short by a reset: its ended gets 409, its cancelled 200, a new drag works")
    func dragAcrossReset() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let events = "/api/v1/previews/checkout-slider/events"
            let target = try #require(dragTargets(try await client.get("/api/v1/previews/checkout-slider")).first)
            #expect(try await client.post(events, dragBody(target, "began", seq: 1, x: 14, y: 14)).status == 200)
            #expect(try await client.post(events, dragBody(target, "changed", seq: 2, x: 146, y: 14)).status == 200)
            let reset = try await client.post("/api/v1/previews/checkout-slider/reset", "")
            #expect(reset.seq == 0)
            let ended = try await client.post(events, dragBody(target, "ended", seq: 1, x: 146, y: 14))
            #expect(ended.status == 409)
            #expect(ended.json["seq"] as? Int == 0)
            let cancelled = try await client.post(events, dragBody(target, "cancelled", seq: 1, x: 146, y: 14))
            #expect(cancelled.status == 200)
            #expect(cancelled.body == reset.body)
            let began = try await client.post(events, dragBody(target, "began", seq: 1, x: 14, y: 14))
            #expect(began.status == 200)
            #expect(began.seq == 1)
        }
    }

    @Test("A drag event that comes after its target left the tree (a checkout) gets 404 and changes nothing")
    func dragOfTargetThatLeft() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let events = "/api/v1/previews/checkout-slider/events"
            let target = try #require(dragTargets(try await client.get("/api/v1/previews/checkout-slider")).first)
            #expect(try await client.post(events, dragBody(target, "began", seq: 1, x: 14, y: 14)).status == 200)
            #expect(try await client.post(events, dragBody(target, "changed", seq: 2, x: 400, y: 14)).status == 200)
            let bought = try await client.post(events, dragBody(target, "ended", seq: 3, x: 400, y: 14))
            #expect(bought.state["didCheckout"] as? Bool == true)
            for phase in ["began", "changed", "ended", "cancelled"] {
                let reply = try await client.post(events, dragBody(target, phase, seq: 4, x: 400, y: 14))
                #expect(reply.status == 404)
                #expect(reply.json["message"] as? String == "No interactive element '\(target)' in this preview.")
                #expect(try await client.get("/api/v1/previews/checkout-slider").body == bought.body)
            }
        }
    }

    @Test("A target id of another preview that this one lacks → 404, nothing changes", arguments: Catalogue.standard.previews)
    func targetOfAnotherPreview(_ preview: PreviewDefinition) async throws {
        let own = Set(preview.makeHost().render().targets.map(\.id))
        var foreign: [(id: String, gesture: String)] = []
        for other in Catalogue.standard.previews where other.id != preview.id {
            for target in other.makeHost().render().targets
            where !own.contains(target.id) && !foreign.contains(where: { $0.id == target.id && $0.gesture == target.gesture }) {
                foreign.append((target.id, target.gesture))
            }
        }
        try #require(!foreign.isEmpty)
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let path = "/api/v1/previews/\(preview.id)"
            let before = try await client.get(path)
            for (id, gesture) in foreign {
                let body: String
                switch gesture {
                case "drag": body = dragBody(id, "began", seq: 1)
                case "key": body = #"{"seq": 1, "target": "\#(id)", "type": "key", "key": "end"}"#
                case "press": body = #"{"seq": 1, "target": "\#(id)", "type": "press", "phase": "began"}"#
                case "input": body = #"{"seq": 1, "target": "\#(id)", "type": "input", "value": "x"}"#
                default: body = #"{"seq": 1, "target": "\#(id)", "type": "\#(gesture)"}"#
                }
                let reply = try await client.post(path + "/events", body)
                #expect(reply.status == 404, "\(gesture) on \(id)")
                #expect(reply.json["message"] as? String == "No interactive element '\(id)' in this preview.")
                #expect(try await client.get(path).body == before.body, "\(gesture) on \(id) changed the preview")
            }
        }
    }
}
