import Foundation
import Testing

@testable import Gallery

/// The `custom-button` preview over HTTP: three buttons under one `CustomButtonStyle`, counting taps.
@Suite("CustomButtonStyle over HTTP")
struct CustomButtonEndToEndTests {
    private let preview = "custom-button"

    /// The live buttons' ids: Continue, then Delete.
    private func buttons(_ client: GalleryClient) async throws -> (plain: String, destructive: String) {
        let taps = try await client.get("/api/v1/previews/\(preview)").targets("tap")
        try #require(taps.count == 2, "the disabled button has no target")
        return (taps[0].id, taps[1].id)
    }

    /// The markup of the button element holding `title`.
    private func element(_ title: String, in html: String) -> Substring {
        guard let text = html.range(of: ">\(title)</div>"),
            let start = html[..<text.lowerBound].range(of: "role=\"button\"", options: .backwards)
        else { return "" }
        let open = html[..<start.lowerBound].range(of: "<div", options: .backwards)?.lowerBound ?? start.lowerBound
        return html[open..<text.upperBound]
    }

    @Test("At rest: three styled buttons, yellow, red for Delete, gray and aria-disabled for Sold out")
    func looks() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/api/v1/previews/\(preview)")
            #expect(reply.state["taps"] as? Int == 0)
            #expect(reply.html.contains("Taps: 0"))
            let plain = element("Continue", in: reply.html)
            let destructive = element("Delete", in: reply.html)
            let disabled = element("Sold out", in: reply.html)
            #expect(plain.contains("stroke:var(--sg-yellow);stroke-width:2"))
            #expect(plain.contains("font-weight:700"))
            #expect(destructive.contains("data-role=\"destructive\""))
            #expect(destructive.contains("stroke:var(--sg-red)") && !destructive.contains("sg-yellow"))
            #expect(disabled.contains("aria-disabled=\"true\""))
            #expect(disabled.contains("stroke:var(--sg-gray)") && !disabled.contains("data-target"))
            #expect(!plain.contains("aria-disabled"))
        }
    }

    @Test("Tapping Continue and Delete counts; the text follows")
    func taps() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (plain, destructive) = try await buttons(client)
            var reply = try await client.tap(preview, target: plain)
            #expect(reply.status == 200)
            #expect(reply.state["taps"] as? Int == 1)
            #expect(reply.html.contains("Taps: 1"))
            reply = try await client.tap(preview, target: destructive)
            #expect(reply.state["taps"] as? Int == 2)
            #expect(reply.html.contains("Taps: 2"))
        }
    }

    @Test("Pressed: the pressed look while held and gone after; a press alone does not tap")
    func pressedLook() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (plain, destructive) = try await buttons(client)
            let rest = try await client.get("/api/v1/previews/\(preview)")
            let held = try await client.press(preview, target: plain, phase: "began")
            #expect(held.status == 200)
            #expect(held.state["taps"] as? Int == 0)
            #expect(element("Continue", in: held.html).contains("opacity:0.7"))
            #expect(element("Continue", in: held.html).contains("var(--sg-yellow) 20%"))
            #expect(!element("Delete", in: held.html).contains("opacity:0.7"), "only the held button")
            let released = try await client.press(preview, target: plain, phase: "ended")
            #expect(released.html == rest.html)
            let heldDelete = try await client.press(preview, target: destructive, phase: "began")
            #expect(element("Delete", in: heldDelete.html).contains("var(--sg-red) 20%"))
            let cancelled = try await client.press(preview, target: destructive, phase: "cancelled")
            #expect(cancelled.html == rest.html)
            #expect(cancelled.state["taps"] as? Int == 0)
        }
    }

    @Test("The disabled button cannot be tapped or pressed: errors, and nothing changes")
    func disabledButton() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let before = try await client.get("/api/v1/previews/\(preview)")
            let ids = before.targets("tap").map(\.id)
            let disabled = "0.0.3"
            try #require(!ids.contains(disabled))
            #expect(before.html.contains("data-k=\"\(disabled).0.0.0\""), "the disabled button is at 0.0.3")
            let tap = try await client.tap(preview, target: disabled)
            #expect(tap.status == 404)
            let press = try await client.press(preview, target: disabled, phase: "began")
            #expect(press.status == 404)
            let after = try await client.get("/api/v1/previews/\(preview)")
            #expect(after.state["taps"] as? Int == 0)
            #expect(after.seq == before.seq)
            #expect(after.html == before.html)
        }
    }
}
