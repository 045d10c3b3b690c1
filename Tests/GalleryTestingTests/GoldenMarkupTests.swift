import Foundation
import GalleryTesting
import Testing

/// Golden files of a preview's markup: a match in both modes, and a mismatch that says where.
@Suite("GalleryTesting golden files")
struct GoldenMarkupTests {
    /// Checks out, as `dragsToCheckout` does, and returns the preview.
    private func checkedOut(_ gallery: TestGallery) async throws -> TestPreview {
        let preview = try await gallery.open("checkout-slider", environment: .init(colorScheme: .dark))
        let slider = try preview.target(role: "slider")
        try await preview.drag(slider, from: CGPoint(x: 0, y: 14), to: CGPoint(x: slider.frame.width, y: 14), steps: 8)
        return preview
    }

    @Test("The markup after the checkout matches its golden file", arguments: GalleryTest.Mode.allCases)
    func matchesGolden(mode: GalleryTest.Mode) async throws {
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("toggle-styles")
            try preview.assertMarkup(matchesGolden: "toggle-styles-rest")
            try await checkedOut(gallery).assertMarkup(matchesGolden: "checkout-done")
        }
    }

    @Test("A golden file stores the model in comments and the canvas as served, without seq")
    func documentShape() async throws {
        try await GalleryTest.withGallery { gallery in
            let preview = try await checkedOut(gallery)
            let document = preview.markupDocument(named: "checkout-done")
            #expect(document.hasPrefix("<!DOCTYPE html>\n"))
            #expect(document.contains(#"<meta name="color-scheme" content="dark">"#))
            #expect(document.contains(#"<!-- state: {"didCheckout":true} -->"#))
            #expect(document.contains(#"<!-- model: {"size":"#))
            #expect(!document.contains("\"seq\""))
            #expect(document.contains("Thank you for purchasing!"))
            // The canvas is the one the gallery's own golden file of that state holds, byte for byte.
            let packageGolden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Golden/checkout-slider/after-checkout-dark-ltr-enabled.html")
            let canvas = try String(contentsOf: packageGolden, encoding: .utf8).split(separator: "\n")
                .first { $0.hasPrefix("<div class=\"sg-canvas\"") }
            #expect(canvas.map(String.init) == preview.html)
        }
    }

    @Test(
        "A different golden file fails with the first differing line and how to re-record", arguments: GalleryTest.Mode.allCases)
    func mismatchSaysWhere(mode: GalleryTest.Mode) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-testing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await GalleryTest.withGallery(mode: mode) { gallery in
            let preview = try await gallery.open("toggle-styles")
            try preview.assertMarkup(matchesGolden: "toggles", in: folder, record: true)
            try preview.assertMarkup(matchesGolden: "toggles", in: folder, record: false)
            try await preview.tap(preview.target(label: "Wi-Fi"))
            do {
                try preview.assertMarkup(matchesGolden: "toggles", in: folder, record: false)
                Issue.record("the changed markup matched the golden file")
            } catch let error as GalleryTestError {
                guard case .goldenMismatch(let path, let line, let expected, let actual) = error else {
                    Issue.record("not a mismatch: \(error)")
                    return
                }
                #expect(path == folder.appendingPathComponent("toggles.html").path)
                #expect(line == 9)  // the state comment
                #expect(expected.contains(#""wifi":true"#))
                #expect(actual.contains(#""wifi":false"#))
                #expect(error.description.contains("at line 9:\n  expected: <!-- state: {\"wifi\":true"))
                #expect(
                    error.description.hasSuffix(
                        "Re-record with `STYLEGALLERY_RECORD_GOLDENS=1 swift test --filter <your test>` and review the diff."))
            }
            let missing = #expect(throws: GalleryTestError.self) {
                try preview.assertMarkup(matchesGolden: "never-recorded", in: folder, record: false)
            }
            #expect(missing?.description.hasPrefix("no golden file at \(folder.path)/never-recorded.html. Re-record") == true)
        }
    }
}
