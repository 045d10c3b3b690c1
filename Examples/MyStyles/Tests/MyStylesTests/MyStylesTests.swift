import Foundation
import GalleryTesting
import MyStyles
import Testing

/// MyStyles' previews, driven as a user drives them: by role and label, in both of the kit's modes.
@Suite("MyStyles' previews")
struct MyStylesTests {
    @Test(
        "The brand slider moves with keys and with a drag, and says its value in per cent", arguments: GalleryTest.Mode.allCases)
    func slider(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(catalogue: .myStyles, mode: mode) { gallery in
            let preview = try await gallery.open("brand-slider")
            let slider = try preview.target(role: "slider", label: "Volume")
            #expect(try preview.state("value", as: Double.self) == 0.4)
            try await preview.press(.end, on: slider)
            #expect(try preview.state("value", as: Double.self) == 1)
            try preview.assertAccessible()
            #expect(preview.html.contains("100 %"))
            try await preview.drag(slider, from: .init(x: slider.frame.width, y: 10), to: .init(x: 0, y: 10), steps: 6)
            #expect(try preview.state("value", as: Double.self) == 0)
            #expect(preview.html.contains("0 %"))
        }
    }

    @Test("The brand button subscribes when tapped, and draws as its golden file says", arguments: GalleryTest.Mode.allCases)
    func button(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(catalogue: .myStyles, mode: mode) { gallery in
            let preview = try await gallery.open("brand-button")
            try preview.assertMarkup(matchesGolden: "brand-button-rest")
            try preview.assertAccessible()
            try await preview.tap(preview.target(role: "button", label: "Subscribe"))
            #expect(try preview.state("subscribed", as: Bool.self))
            #expect(try preview.target(role: "button").label == "Subscribed")
        }
    }

    @Test(
        "The power switch is a switch named Heating that a tap turns on, in dark mode too", arguments: GalleryTest.Mode.allCases)
    func powerSwitch(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(catalogue: .myStyles, mode: mode) { gallery in
            let preview = try await gallery.open("power-switch", environment: .init(colorScheme: .dark))
            let power = try preview.target(role: "switch", label: "Heating")
            #expect(!(try preview.state("heating", as: Bool.self)))
            try await preview.tap(power)
            #expect(try preview.state("heating", as: Bool.self))
            #expect(preview.html.contains("aria-checked=\"true\""))
            try preview.assertMarkup(matchesGolden: "power-switch-on-dark")
            try preview.assertAccessible()
        }
    }

    @Test("A label the preview does not have is an error that lists the targets it has")
    func missingTarget() async throws {
        try await GalleryTest.withGallery(catalogue: .myStyles) { gallery in
            let preview = try await gallery.open("power-switch")
            #expect {
                try preview.target(label: "Cooling")
            } throws: { error in
                "\(error)".contains("no target with label \"Cooling\" in power-switch") && "\(error)".contains("\"Heating\"")
            }
        }
    }
}
