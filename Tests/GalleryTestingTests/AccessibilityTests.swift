import Foundation
import Gallery
import GalleryTesting
import Stylish
import Testing

/// The gallery's accessibility audit through the kit: a package's previews are checked as the
/// standard ones are.
@Suite("GalleryTesting's accessibility audit")
struct AccessibilityTests {
    /// A preview with a control the audit refuses: a tap target with no role and no name.
    static let unnamed = Catalogue([
        PreviewDefinition(id: "unnamed-tap", title: "Unnamed", section: "Tests", stateKeys: ["taps"]) {
            UnnamedTapPreview()
        }
    ])

    @Test("Standard previews pass, at rest and after an event", arguments: GalleryTest.Mode.allCases)
    func passes(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let toggles = try await gallery.open("toggle-styles")
            try toggles.assertAccessible()
            try await toggles.tap(toggles.target(role: "switch", label: "Wi-Fi"))
            try toggles.assertAccessible()
            #expect(toggles.accessibilityProblems.isEmpty)
        }
    }

    @Test("A control without a name fails with the audit's findings")
    func fails() async throws {
        try await GalleryTest.withGallery(catalogue: Self.unnamed) { gallery in
            let preview = try await gallery.open("unnamed-tap")
            #expect(!preview.accessibilityProblems.isEmpty)
            #expect {
                try preview.assertAccessible()
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("the accessibility audit of unnamed-tap found")
                    && text.contains("a control without a role")
            }
        }
    }
}

/// A square that counts taps, with nothing to name it.
struct UnnamedTapPreview: View {
    @State var taps = 0

    var body: some View {
        Rectangle().frame(width: 24, height: 24).onTapGesture { taps += 1 }
    }
}
