import Foundation
import GalleryTesting
import Testing

/// What a failing step says: what the test expected and what the preview answered, the same in
/// both modes.
@Suite("GalleryTesting error messages")
struct ErrorMessageTests {
    /// The error `body` throws, as a ``GalleryTestError``.
    private func error(_ body: () async throws -> Void) async throws -> GalleryTestError {
        do {
            try await body()
        } catch let error as GalleryTestError {
            return error
        }
        Issue.record("no GalleryTestError was thrown")
        throw CancellationError()
    }

    @Test("An unknown label lists the targets there are", arguments: GalleryTest.Mode.allCases)
    func noSuchLabel(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("checkout-slider")
            let thrown = try await error { _ = try preview.target(label: "Buy") }
            #expect(
                thrown.description
                    == #"no target with label "Buy" in checkout-slider; targets are: slider "Swipe to buy" (drag, key; id 0.0.1.0.0.2.0.1)"#
            )
        }
    }

    @Test("Two targets of one label are ambiguous, and both are named", arguments: GalleryTest.Mode.allCases)
    func ambiguousLabel(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("stepper")
            let thrown = try await error { _ = try preview.target(label: "Increment") }
            #expect(
                thrown.description.hasPrefix(#"2 targets with label "Increment" in stepper: button "Increment" (tap, press; id "#)
            )
            #expect(thrown.description.hasSuffix("narrow it with target(role:label:) or target(id:)"))
            let both = try await error { _ = try preview.target(role: "spinbutton", label: "Guests") }
            #expect(both.description.contains(#"spinbutton "Guests" (key; id 0.0.0.0), spinbutton "Guests" (key; id 0.0.1.0)"#))
            #expect(try preview.target(id: "0.0.1.0").label == "Guests")
        }
    }

    @Test("A refused request says its status and the server's message", arguments: GalleryTest.Mode.allCases)
    func serverRefusals(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let missing = try await error { _ = try await gallery.open("no-such-preview") }
            #expect(
                missing.description
                    == "POST /api/v1/previews/no-such-preview/reset was refused with 404: No preview named 'no-such-preview'.")
            let preview = try await gallery.open("checkout-slider")
            let slider = try preview.target(role: "slider")
            let tap = try await error { try await preview.tap(slider) }
            guard case .rejected(let request, let status, let message) = tap else {
                Issue.record("not a refusal: \(tap)")
                return
            }
            #expect(status == 400)
            #expect(request.hasPrefix("POST /api/v1/previews/checkout-slider/events {"))
            #expect(message.contains("does not respond to tap"))
            #expect(preview.seq == 0)  // a refused event changes nothing
            let tint = try await error { try await preview.setEnvironment(.init(tint: "chartreuse")) }
            #expect(tint.description.contains("refused with 400"))
            #expect(tint.description.contains("tint"))
        }
    }

    @Test("A missing state key names the keys the model has; a wrong type shows the value", arguments: GalleryTest.Mode.allCases)
    func stateErrors(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("checkout-slider")
            let missing = try await error { _ = try preview.state("isCheckedOut", as: Bool.self) }
            #expect(
                missing.description
                    == #"no state value "isCheckedOut" in checkout-slider; its state keys are: "value", "didCheckout""#)
            let slider = try await gallery.open("default-slider")
            let wrongType = try await error { _ = try slider.state("value", as: Int.self) }
            #expect(wrongType.description == #"state "value" of default-slider is 0.2, not of type Int"#)
        }
    }
}
