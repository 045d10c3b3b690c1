import Foundation
import Testing

@testable import Gallery

@Suite("The onboarding (large controls) preview over HTTP", .serialized)
struct OnboardingLargeControlsEndToEndTests {
    private let preview = "onboarding-large-controls"

    /// The large part's (first) and the regular part's (second) controls, in document order.
    private struct Parts {
        let spins: [MarkupElement]
        let minus: [MarkupElement]
        let plus: [MarkupElement]
        let checkboxes: [[MarkupElement]]

        init(_ reply: Reply) {
            spins = reply.elements(where: "role", is: "spinbutton")
            minus = reply.elements(where: "aria-label", is: "Decrement")
            plus = reply.elements(where: "aria-label", is: "Increment")
            let all = reply.elements(where: "role", is: "checkbox")
            checkboxes = [Array(all.prefix(3)), Array(all.dropFirst(3))]
        }
    }

    /// Checks that both parts show `value` and `selection`, and the state says so too.
    private func expectShows(
        _ value: Int, _ selection: [String], _ reply: Reply, at location: SourceLocation = #_sourceLocation
    ) {
        #expect(reply.status == 200, sourceLocation: location)
        #expect(reply.state["value"] as? Double == Double(value), sourceLocation: location)
        #expect(reply.state["selection"] as? [String] == selection, sourceLocation: location)
        #expect(reply.state.count == 2, sourceLocation: location)
        let parts = Parts(reply)
        #expect(parts.spins.map { $0["aria-valuenow"] } == ["\(value)", "\(value)"], sourceLocation: location)
        let checked = ["email", "sms", "push"].map { "\(selection.contains($0))" }
        #expect(parts.checkboxes.map { $0.map { $0["aria-checked"] } } == [checked, checked], sourceLocation: location)
        #expect(parts.plus.map { $0["aria-disabled"] != nil } == Array(repeating: value == 5, count: 2), sourceLocation: location)
        #expect(
            parts.minus.map { $0["aria-disabled"] != nil } == Array(repeating: value == 0, count: 2), sourceLocation: location)
    }

    @Test("The large part draws the same styles larger than the regular part: tap areas, rows, type")
    func sizes() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/api/v1/previews/\(preview)")
            expectShows(2, ["push"], reply)
            let parts = Parts(reply)
            let side = { (element: MarkupElement) in reply.frame(of: element["data-target"] ?? "") }
            let plus = parts.plus.compactMap(side)
            #expect(plus.map { [$0["width"], $0["height"]] } == [[44, 44], [32, 32]])
            #expect(plus[0]["y"] ?? .infinity < plus[1]["y"] ?? 0, "the large panel is above the regular part")
            #expect(parts.minus.compactMap(side).map { $0["width"] } == [44, 32])
            #expect(parts.checkboxes[0].compactMap(side).map { $0["height"] } == [44, 44, 44])
            #expect(parts.checkboxes[1].compactMap(side).map { $0["height"] } == [32, 32, 32])
            let spins = parts.spins.compactMap { reply.frame(of: $0["data-target"] ?? "", gesture: "key") }
            #expect(spins.count == 2)
            #expect(spins[0]["height"] ?? 0 > spins[1]["height"] ?? 0)
            #expect(reply.html.contains("font-size:22px"), "title2 in the large part")
            #expect(reply.html.contains(">Welcome!</div>"))
            // The article's CustomButtonStyle reads the control size too: title in the large
            // part, title2 in the regular one, and a taller capsule.
            let continues = reply.html.ranges(of: ">Continue</div>").map { range in
                reply.html[reply.html[..<range.lowerBound].range(of: "font-size:", options: .backwards)!.upperBound...]
                    .prefix { $0 != "p" }
            }
            #expect(continues == ["28", "22"], "Continue's font size, large part then regular")
            let buttonIDs = reply.html.ranges(of: ">Continue</div>").compactMap { range -> String? in
                guard let start = reply.html[..<range.lowerBound].range(of: "data-target=\"", options: .backwards) else {
                    return nil
                }
                return String(reply.html[start.upperBound...].prefix { $0 != "\"" })
            }
            let heights = buttonIDs.compactMap { id in reply.targets.first { $0.id == id && $0.gesture == "tap" }?.frame.height }
            #expect(heights.count == 2)
            #expect(heights.first ?? 0 > heights.last ?? .infinity, "the large Continue is taller")
        }
    }

    @Test("Both parts are bound to the same values: a change in one shows in the other")
    func sharedState() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let first = Parts(try await client.get("/api/v1/previews/\(preview)"))
            let largePlus = try #require(first.plus[0]["data-target"])
            let regularMinus = try #require(first.minus[1]["data-target"])
            let largeSMS = try #require(first.checkboxes[0][1]["data-target"])
            let regularPush = try #require(first.checkboxes[1][2]["data-target"])
            let regularSpin = try #require(first.spins[1]["data-target"])
            let largeSpin = try #require(first.spins[0]["data-target"])
            expectShows(3, ["push"], try await client.tap(preview, largePlus, seq: 1))
            expectShows(3, ["sms", "push"], try await client.tap(preview, largeSMS, seq: 2))
            expectShows(2, ["sms", "push"], try await client.tap(preview, regularMinus, seq: 3))
            expectShows(2, ["sms"], try await client.tap(preview, regularPush, seq: 4))
            expectShows(5, ["sms"], try await client.key(preview, regularSpin, "end", seq: 5))
            #expect(try await client.tap(preview, largePlus, seq: 6).status == 404, "+ is disabled at 5 in both parts")
            expectShows(0, ["sms"], try await client.key(preview, largeSpin, "home", seq: 6))
            #expect(try await client.tap(preview, regularMinus, seq: 7).status == 404)
            expectShows(0, ["sms"], try await client.get("/api/v1/previews/\(preview)"))
        }
    }
}
