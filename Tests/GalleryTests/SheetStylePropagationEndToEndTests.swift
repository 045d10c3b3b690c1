import Foundation
import Testing

@testable import Gallery

/// `sheet-style-propagation` over HTTP: styles set once at the root reach a presented sheet; a
/// button presents it, and a button in it, the backdrop or nothing else dismisses it.
@Suite("Styles reach a presented sheet, over HTTP")
struct SheetStylePropagationEndToEndTests {
    private let preview = "sheet-style-propagation"

    /// The `data-target` of the button whose label reads `label`.
    private func button(_ label: String, in reply: Reply) throws -> String {
        let html = reply.html
        let text = try #require(html.range(of: ">\(label)</div>"), "no \(label) in the markup")
        let attribute = try #require(html[..<text.lowerBound].range(of: "data-target=\"", options: .backwards))
        let id = html[attribute.upperBound...].prefix { $0 != "\"" }
        return String(id)
    }

    /// The markup of the element that starts at `data-target="id"`, up to the label `label`.
    private func markup(of id: String, upTo label: String, in reply: Reply) throws -> Substring {
        let html = reply.html
        let start = try #require(html.range(of: "data-target=\"\(id)\""))
        let end = try #require(html[start.upperBound...].range(of: ">\(label)</div>"))
        return html[start.lowerBound..<end.upperBound]
    }

    private func present(_ client: GalleryClient) async throws -> Reply {
        let start = try await client.get("/api/v1/previews/\(preview)")
        return try await client.tap(preview, target: try button("Present", in: start))
    }

    @Test("At rest there is no sheet; Present presents it, modal, labelled, drawn in the root's styles")
    func presents() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let start = try await client.get("/api/v1/previews/\(preview)")
            #expect(start.state["isPresented"] as? Bool == false)
            #expect(!start.html.contains("role=\"dialog\""))
            let present = try button("Present", in: start)
            let rootLook = try markup(of: present, upTo: "Present", in: start)

            let shown = try await client.tap(preview, target: present)
            #expect(shown.state["isPresented"] as? Bool == true)
            #expect(shown.html.contains("role=\"dialog\" aria-modal=\"true\""))
            #expect(shown.html.contains("aria-label=\"Order\""), "the sheet's label names the dialog")
            #expect(shown.html.contains("inert=\"\" aria-hidden=\"true\""), "the presenting content is inert")
            #expect(!shown.targets.contains { $0.id == present }, "the presenting button is not live under the sheet")

            // The Done button in the sheet is drawn by the root's CustomButtonStyle, as Present is.
            let done = try button("Done", in: shown)
            let sheetLook = try markup(of: done, upTo: "Done", in: shown)
            for part in ["stroke:var(--sg-yellow);stroke-width:2", "font-size:22px", "font-weight:700", "color:var(--sg-yellow)"]
            {
                #expect(rootLook.contains(part), "Present lacks \(part)")
                #expect(sheetLook.contains(part), "Done lacks \(part): the root's button style did not reach the sheet")
            }
            // The stepper in the sheet is in the root's capsule style and tint.
            #expect(shown.html.contains("role=\"spinbutton\""))
            #expect(shown.html.contains("fill:color-mix(in srgb, var(--sg-orange) 15%, transparent)"))
        }
    }

    @Test("Done dismisses the sheet, which forgets its state; presenting it again starts afresh")
    func doneDismisses() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            var reply = try await present(client)
            #expect(reply.html.contains("aria-valuenow=\"1\""))
            let increment = try #require(reply.html.range(of: "aria-label=\"Increment\""))
            let plusTarget = reply.html[..<increment.lowerBound].range(of: "data-target=\"", options: .backwards)
            let plus = String(reply.html[try #require(plusTarget).upperBound...].prefix { $0 != "\"" })
            reply = try await client.tap(preview, target: plus)
            #expect(reply.html.contains("aria-valuenow=\"2\""), "the stepper in the sheet is live")

            reply = try await client.tap(preview, target: try button("Done", in: reply))
            #expect(reply.state["isPresented"] as? Bool == false)
            #expect(!reply.html.contains("role=\"dialog\""))
            #expect(!reply.html.contains("inert"))
            let present = try button("Present", in: reply)
            #expect(reply.targets.contains { $0.id == present && $0.gesture == "tap" }, "Present is live again")

            reply = try await client.tap(preview, target: present)
            #expect(reply.state["isPresented"] as? Bool == true)
            #expect(reply.html.contains("aria-valuenow=\"1\""), "a sheet's @State dies with the sheet")
        }
    }

    @Test("A tap on the backdrop dismisses the sheet, as a swipe down would")
    func backdropDismisses() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let shown = try await present(client)
            let scrim = try #require(shown.targets.first { $0.gesture == "tap" && $0.frame.origin == .zero })
            #expect(shown.html.contains("data-target=\"\(scrim.id)\""))
            #expect(shown.html.contains("data-sheet=\"scrim\""))
            let dismissed = try await client.tap(preview, target: scrim.id)
            #expect(dismissed.state["isPresented"] as? Bool == false)
            #expect(!dismissed.html.contains("data-sheet"))
        }
    }

    @Test("Under the sheet the presenting button refuses taps and nothing changes")
    func modal() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let start = try await client.get("/api/v1/previews/\(preview)")
            let present = try button("Present", in: start)
            let shown = try await client.tap(preview, target: present)
            let refused = try await client.tap(preview, target: present)
            #expect(refused.status == 404)
            let after = try await client.get("/api/v1/previews/\(preview)")
            #expect(after.seq == shown.seq)
            #expect(after.html == shown.html)
        }
    }
}
