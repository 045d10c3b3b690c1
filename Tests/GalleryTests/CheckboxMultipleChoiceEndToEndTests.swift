import Foundation
import Testing

@testable import Gallery

@Suite("The checkbox multiple choice preview over HTTP", .serialized)
struct CheckboxMultipleChoiceEndToEndTests {
    private let preview = "checkbox-multiple-choice"
    private let titles = ["Email", "Text message", "Push notification"]

    /// The checkboxes of the enabled copy (the first three) and of the disabled copy (the last three).
    private func checkboxes(_ reply: Reply) -> (enabled: [MarkupElement], disabled: [MarkupElement]) {
        let all = reply.elements(where: "role", is: "checkbox")
        return (Array(all.prefix(3)), Array(all.dropFirst(3)))
    }

    /// Checks the state and both copies' markup for `selection` (ids in option order).
    private func expectShows(_ selection: [String], _ reply: Reply, at location: SourceLocation = #_sourceLocation) {
        #expect(reply.status == 200, sourceLocation: location)
        #expect(reply.state["selection"] as? [String] == selection, sourceLocation: location)
        #expect(reply.state.count == 1, "only the public key", sourceLocation: location)
        let (enabled, disabled) = checkboxes(reply)
        let ids = ["email", "sms", "push"]
        #expect(enabled.map { $0["aria-label"] } == titles, sourceLocation: location)
        #expect(enabled.map { $0["aria-checked"] } == ids.map { "\(selection.contains($0))" }, sourceLocation: location)
        #expect(enabled.allSatisfy { $0["data-gestures"] == "tap" && $0["tabindex"] == "0" }, sourceLocation: location)
        #expect(enabled.allSatisfy { $0["aria-disabled"] == nil }, sourceLocation: location)
        #expect(disabled.map { $0["aria-checked"] } == ["false", "true", "false"], "the constant copy", sourceLocation: location)
        #expect(disabled.allSatisfy { $0["data-target"] == nil && $0["aria-disabled"] == "true" }, sourceLocation: location)
        #expect(reply.targets.count == 3, sourceLocation: location)
        let filled = reply.elements(where: "aria-label", is: "checkmark.square.fill").count
        #expect(filled == selection.count + 1, sourceLocation: location)
        #expect(reply.html.components(separatedBy: "fill:var(--sg-green)").count - 1 == selection.count, sourceLocation: location)
    }

    @Test("The fresh preview: Email chosen, drawn in the green tint; the disabled copy is grey with no targets")
    func initial() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/api/v1/previews/\(preview)")
            expectShows(["email"], reply)
            #expect(reply.html.contains("fill:var(--sg-gray)"))
            #expect(reply.html.contains("opacity:0.6"))
        }
    }

    @Test("Toggling options on and off keeps the selection in the options' order")
    func toggling() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let first = try await client.get("/api/v1/previews/\(preview)")
            let targets = try checkboxes(first).enabled.map { try #require($0["data-target"]) }
            let steps: [(Int, [String])] = [
                (2, ["email", "push"]), (1, ["email", "sms", "push"]), (0, ["sms", "push"]), (2, ["sms"]),
                (1, []), (1, ["sms"]), (0, ["email", "sms"]),
            ]
            for (seq, (index, selection)) in steps.enumerated() {
                let reply = try await client.tap(preview, targets[index], seq: seq + 1)
                expectShows(selection, reply)
                #expect(reply.seq == seq + 1)
            }
        }
    }

    @Test("A tap aimed at the disabled copy is refused and changes nothing")
    func disabledCopy() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let first = try await client.get("/api/v1/previews/\(preview)")
            let (enabled, disabled) = checkboxes(first)
            // An enabled row's target id is its structural key; the disabled rows have keys but no target.
            #expect(enabled.allSatisfy { $0["data-target"] != nil && $0["data-target"] == $0["data-k"] })
            let guessed = try #require(disabled.first?["data-k"])
            #expect(!enabled.contains { $0["data-k"] == guessed })
            let refused = try await client.tap(preview, guessed, seq: 1)
            #expect(refused.status == 404)
            let now = try await client.get("/api/v1/previews/\(preview)")
            expectShows(["email"], now)
            #expect(now.seq == 0)
        }
    }
}
