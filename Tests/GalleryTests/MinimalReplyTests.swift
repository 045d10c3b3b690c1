import Foundation
import Testing

@testable import Gallery

/// A drag event on better-slider's track.
private func drag(_ phase: String, x: Double, seq: Int?) -> String {
    let number = seq.map { #""seq": \#($0), "# } ?? ""
    return #"{\#(number)"target": "0.0.0.0.overlay", "type": "drag", "phase": "\#(phase)", "location": {"x": \#(x), "y": 2}}"#
}

private let events = "/api/v1/previews/better-slider/events"
private let minimal = ["Prefer": "return=minimal"]

@Suite("Prefer: return=minimal: a numbered event's reply patches the markup the client holds")
struct MinimalReplyTests {
    @Test("The drag reply carries a patch under 2 KB that rebuilds the server's markup")
    func dragReplyIsAPatch() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let began = try await client.post(events, drag("began", x: 80, seq: 1), headers: minimal)
            #expect(began.status == 200)
            var html = began.html
            #expect(!html.isEmpty, "the first reply is whole: a fresh page holds no reply's markup")
            for (seq, x) in [(2, 240.0), (3, 120), (4, 300)] {
                let reply = try await client.post(events, drag("changed", x: x, seq: seq), headers: minimal)
                #expect(reply.status == 200)
                #expect(reply.header("Preference-Applied") == "return=minimal")
                #expect(reply.json["html"] == nil)
                #expect(reply.json["targets"] == nil, "the targets did not change, so they are left out")
                #expect(reply.body.count < 2048, "\(reply.body.count) bytes")
                #expect(reply.seq == seq)
                html = try #require(try unpatched(reply, base: html))
                let snapshot = try await client.get("/api/v1/previews/better-slider")
                #expect(html == snapshot.html)
                #expect(reply.json["state"] as? NSDictionary == snapshot.json["state"] as? NSDictionary)
            }
        }
    }

    @Test("Whole replies without Prefer and to a retry; an event without seq is patched too, its hash the guard")
    func wholeRepliesWhereNeeded() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let began = try await client.post(events, drag("began", x: 80, seq: 1))
            #expect(began.status == 200)
            let plain = try await client.post(events, drag("changed", x: 200, seq: 2))
            #expect(!plain.html.isEmpty)
            #expect(plain.json["targets"] != nil)
            #expect(plain.header("Preference-Applied") == nil)
            let unnumbered = try await client.post(events, drag("changed", x: 220, seq: nil), headers: minimal)
            #expect(unnumbered.header("Preference-Applied") == "return=minimal")
            #expect(try unpatched(unnumbered, base: plain.html) != nil, "patched against the rendering before")
            #expect(try unpatched(unnumbered, base: began.html) == nil, "the hash refuses another base")
            let patched = try await client.post(events, drag("changed", x: 260, seq: 4), headers: minimal)
            #expect(patched.json["patch"] != nil)
            let retry = try await client.post(events, drag("changed", x: 260, seq: 4), headers: minimal)
            #expect(retry.status == 200)
            #expect(retry.seq == 4)
            #expect(!retry.html.isEmpty, "a retry's client lost the reply, so it gets the preview whole")
        }
    }
}
