import Foundation
import GalleryTesting
import Testing

/// The kit's scenarios against the standard catalogue, each run in process and over a socket:
/// the two modes speak the same API, so they must answer the same.
@Suite("GalleryTesting scenarios in both modes")
struct ScenarioTests {
    @Test("A drag to the end of the checkout slider checks out", arguments: GalleryTest.Mode.allCases)
    func dragsToCheckout(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("checkout-slider")
            let slider = try preview.target(label: "Swipe to buy")
            #expect(slider.role == "slider")
            #expect(slider.gestures == ["drag", "key"])
            #expect(try preview.state("didCheckout", as: Bool.self) == false)
            try await preview.drag(slider, from: CGPoint(x: 0, y: 14), to: CGPoint(x: slider.frame.width, y: 14), steps: 8)
            #expect(preview.seq == 10)  // began, 8 changed, ended
            #expect(try preview.state("didCheckout", as: Bool.self))
            #expect(preview.stateKeys == ["didCheckout"])  // the slider left the tree with its state
            #expect(preview.targets.isEmpty)
            #expect(preview.html.contains("Thank you for purchasing!"))
        }
    }

    @Test("A short drag snaps back without checking out", arguments: GalleryTest.Mode.allCases)
    func shortDragSnapsBack(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("checkout-slider")
            let slider = try preview.target(role: "slider")
            try await preview.drag(slider, from: CGPoint(x: 0, y: 14), to: CGPoint(x: 100, y: 14))
            #expect(try preview.state("didCheckout", as: Bool.self) == false)
            #expect(try preview.state("value", as: Double.self) == 0)
        }
    }

    @Test("Keys move the default slider in tenths, Home and End to its bounds", arguments: GalleryTest.Mode.allCases)
    func defaultSliderKeys(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("default-slider")
            let slider = try preview.target(role: "slider")
            #expect(try preview.state("value", as: Double.self) == 0.2)
            try await preview.press(.increment, on: slider)
            #expect(try abs(preview.state("value", as: Double.self) - 0.3) < 1e-9)
            try await preview.press(.end, on: slider)
            #expect(try preview.state("value", as: Double.self) == 1)
            try await preview.press(.pageDecrement, on: slider)
            #expect(try preview.state("value", as: Double.self) == 0)
            try await preview.press(.decrement, on: slider)
            #expect(try preview.state("value", as: Int.self) == 0)  // stays in bounds; a whole number reads as an Int
        }
    }

    @Test("A tap flips the Wi-Fi switch of toggle-styles", arguments: GalleryTest.Mode.allCases)
    func toggleTap(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("toggle-styles")
            let wifi = try preview.target(role: "switch", label: "Wi-Fi")
            #expect(try preview.target(label: "I agree to the terms").role == "checkbox")
            #expect(try preview.state("wifi", as: Bool.self))
            try await preview.tap(wifi)
            #expect(try preview.state("wifi", as: Bool.self) == false)
            #expect(try preview.target(label: "Wi-Fi").id == wifi.id)
            #expect(preview.html.contains(#"aria-label="Wi-Fi" aria-checked="false""#))
            try await preview.tap(preview.target(label: "Bold"))
            #expect(try preview.state("bold", as: Bool.self))
        }
    }

    @Test("The environment turns a preview dark, at opening or later", arguments: GalleryTest.Mode.allCases)
    func environmentDark(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let dark = try await gallery.open("default-slider", environment: .init(colorScheme: .dark))
            #expect(dark.html.contains(#"data-color-scheme="dark""#))
            #expect(dark.seq == 1)
            let preview = try await gallery.open("toggle-styles")
            #expect(preview.html.contains(#"data-color-scheme="light""#))
            try await preview.setEnvironment(.init(colorScheme: .dark, disabled: true))
            #expect(preview.html.contains(#"data-color-scheme="dark""#))
            #expect(preview.targets.isEmpty)  // disabled controls drop their targets
            try await preview.setEnvironment(.init(disabled: false))
            #expect(preview.targets.count == 4)
            #expect(preview.html.contains(#"data-color-scheme="dark""#))
        }
    }

    @Test("State values read as the types the API's JSON holds", arguments: GalleryTest.Mode.allCases)
    func typedState(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let range = try await gallery.open("range-slider")
            #expect(try range.state("range", as: [Int].self) == [20, 80])
            #expect(try range.state("range", as: ClosedRange<Double>.self) == 20...80)
            let choice = try await gallery.open("checkbox-multiple-choice")
            let selection = try choice.state("selection", as: [String].self)
            let first = try #require(choice.targets.first { $0.role == "checkbox" })
            try await choice.tap(first)
            #expect(try choice.state("selection", as: [String].self) != selection)
            let fields = try await gallery.open("text-field-styles")
            try await fields.type("Ada Lovelace", into: fields.target(label: "Username"))
            #expect(try fields.state("username", as: String.self) == "adalovelace")
            let stepper = try await gallery.open("swiftui-stepper")
            #expect(try stepper.state("quantity", as: Int.self) >= 0)
        }
    }

    @Test("A scenario leaves the same markup and model in process as over a socket")
    func modesAgree() async throws {
        var documents: [String] = []
        for mode in GalleryTest.Mode.allCases {
            try await GalleryTest.withGallery(mode: mode) { gallery in
                let preview = try await gallery.open("better-slider", environment: .init(layoutDirection: .rightToLeft))
                let slider = try preview.target(role: "slider")
                try await preview.drag(slider, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 120, y: 12), steps: 3)
                try await preview.press(.pageIncrement, on: slider)
                documents.append(preview.markupDocument(named: "agree"))
            }
        }
        #expect(documents.count == 2)
        #expect(documents[0] == documents[1])
    }
}
