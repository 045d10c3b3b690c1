import Testing

@testable import Gallery

/// The inspector's state panel shows the model's numbers as a person reads them; the API keeps them exact.
@Suite("The state panel: numbers as a person reads them", .serialized)
struct StatePanelTests {
    @Test("One step of 0.1 from 0.2 is 0.3 in the server-rendered panel and 0.30000000000000004 in the API")
    func panelRoundsTheAPIDoesNot() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            _ = try await client.get("/previews/default-slider")
            let reply = try await client.post(
                "/api/v1/previews/default-slider/events", #"{"target": "0.0.0.0.1", "type": "key", "key": "increment"}"#)
            #expect(reply.status == 200)
            #expect(reply.text.contains(#""state":{"value":0.30000000000000004}"#), "the API's state is exact")
            let page = try await client.get("/previews/default-slider")
            #expect(page.text.contains(#"data-state aria-labelledby="default-slider-state-label">{&quot;value&quot;:0.3}</pre>"#))
            #expect(!page.text.contains("0.30000000000000004"))
        }
    }

    @Test(
        "Rounding keeps 12 significant digits and what is already short",
        arguments: [
            (0.30000000000000004, 0.3), (1e-7, 1e-7), (0.1 + 0.7, 0.8), (123_456_789.123_456_78, 123_456_789.123),
            (-2.5, -2.5), (0, 0), (1e300, 1e300),
        ])
    func readable(value: Double, expected: Double) {
        #expect(Snapshot.readable(value) == expected)
    }

    @Test("Non-finite values stay as they are")
    func nonFinite() {
        #expect(Snapshot.readable(.infinity) == .infinity)
        #expect(Snapshot.readable(.nan).isNaN)
    }
}
