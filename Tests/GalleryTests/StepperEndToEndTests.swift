import Foundation
import Testing

@testable import Gallery

@Suite("The stepper preview over HTTP", .serialized)
struct StepperEndToEndTests {
    private let preview = "stepper"

    /// The two steppers' (spin button, −, +) targets; a disabled button has none.
    private func steppers(_ reply: Reply) -> [(spin: String?, minus: String?, plus: String?)] {
        let spins = reply.elements(where: "role", is: "spinbutton").map { $0["data-target"] }
        let minus = reply.elements(where: "aria-label", is: "Decrement")
        let plus = reply.elements(where: "aria-label", is: "Increment")
        return spins.indices.map { (spins[$0], minus[$0]["data-target"], plus[$0]["data-target"]) }
    }

    /// Checks that both steppers show `value` and have a − and + target exactly when not at a bound.
    private func expectShows(_ value: Double, _ reply: Reply, at location: SourceLocation = #_sourceLocation) {
        #expect(reply.status == 200, sourceLocation: location)
        #expect(reply.state as NSDictionary == ["value": value] as NSDictionary, sourceLocation: location)
        let spins = reply.elements(where: "role", is: "spinbutton")
        #expect(spins.count == 2, sourceLocation: location)
        #expect(spins.map { $0["aria-valuenow"] } == ["\(Int(value))", "\(Int(value))"], sourceLocation: location)
        for stepper in steppers(reply) {
            #expect((stepper.minus != nil) == (value > 0), sourceLocation: location)
            #expect((stepper.plus != nil) == (value < 10), sourceLocation: location)
        }
        let disabled = reply.elements(where: "aria-disabled", is: "true").compactMap { $0["aria-label"] }
        #expect(disabled.filter { $0 == "Decrement" }.count == (value == 0 ? 2 : 0), sourceLocation: location)
        #expect(disabled.filter { $0 == "Increment" }.count == (value == 10 ? 2 : 0), sourceLocation: location)
    }

    @Test("The fresh preview: value 3, two spin buttons 0…10 labelled Guests, − and + tappable")
    func initial() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/api/v1/previews/\(preview)")
            expectShows(3, reply)
            let spins = reply.elements(where: "role", is: "spinbutton")
            #expect(
                spins.allSatisfy { $0["aria-valuemin"] == "0" && $0["aria-valuemax"] == "10" && $0["aria-label"] == "Guests" })
            #expect(spins.allSatisfy { $0["tabindex"] == "0" && $0["data-gestures"] == "key" })
            #expect(reply.elements(where: "aria-label", is: "Increment").allSatisfy { $0["role"] == "button" })
        }
    }

    @Test("Taps on either stepper move the one value; repeated taps at the upper bound stay, then 404")
    func tapsToUpperBound() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            var reply = try await client.get("/api/v1/previews/\(preview)")
            var seq = 0
            var lastPlus: [String] = []
            for expected in 4...10 {
                lastPlus = steppers(reply).compactMap(\.plus)
                #expect(lastPlus.count == 2)
                seq += 1
                reply = try await client.tap(preview, lastPlus[expected % 2], seq: seq)
                expectShows(Double(expected), reply)
            }
            for plus in lastPlus + lastPlus {
                let refused = try await client.tap(preview, plus, seq: seq + 1)
                #expect(refused.status == 404)
                let now = try await client.get("/api/v1/previews/\(preview)")
                expectShows(10, now)
                #expect(now.seq == seq)
            }
        }
    }

    @Test("Taps down to the lower bound; there the − buttons are disabled and a retried tap is refused")
    func tapsToLowerBound() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            var reply = try await client.get("/api/v1/previews/\(preview)")
            let minus = try #require(steppers(reply)[0].minus)
            for (seq, expected) in [2.0, 1, 0].enumerated() {
                reply = try await client.tap(preview, minus, seq: seq + 1)
                expectShows(expected, reply)
                #expect(reply.seq == seq + 1)
            }
            for _ in 0..<3 {
                #expect(try await client.tap(preview, minus, seq: 4).status == 404)
            }
            let now = try await client.get("/api/v1/previews/\(preview)")
            expectShows(0, now)
            let plus = try #require(steppers(now)[1].plus)
            expectShows(1, try await client.tap(preview, plus, seq: 4))
        }
    }

    @Test("Keys on the spin button: arrows step, page keys move ten, Home and End go to the bounds")
    func keys() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let reply = try await client.get("/api/v1/previews/\(preview)")
            let spin = try #require(steppers(reply)[1].spin)
            let sequence: [(String, Double)] = [
                ("increment", 4), ("decrement", 3), ("pageIncrement", 10), ("increment", 10),
                ("home", 0), ("decrement", 0), ("end", 10), ("pageDecrement", 0),
            ]
            for (index, (key, expected)) in sequence.enumerated() {
                expectShows(expected, try await client.key(preview, spin, key, seq: index + 1))
            }
        }
    }
}
