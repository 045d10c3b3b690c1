import Foundation
import Testing

@testable import Stylish

@Suite("UIKit's colours, zIndex and the safe area")
struct PlatformBridgeTests {
    @Test("Color(UIColor) draws UIKit's semantic colours as the stylesheet's light and dark variables, literal ones as given")
    func uiColors() {
        #expect(Color(.systemGray6).css == "var(--sg-systemGray6)")
        #expect(Color(uiColor: .secondarySystemBackground).css == "var(--sg-secondarySystemBackground)")
        #expect(Color(UIColor.systemBlue) == Color.blue)
        #expect(Color(UIColor(white: 0.5, alpha: 1)) == Color(white: 0.5))
        #expect(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5) == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        let css =
            (try? String(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../Public/gallery.css"), encoding: .utf8)) ?? ""
        for name in ["systemGray2", "systemGray6", "systemBackground", "separator", "tertiarySystemFill"] {
            #expect(css.contains("--sg-\(name): light-dark("), "the stylesheet defines \(name)")
        }
    }

    @Test("zIndex brings a view in front of its later siblings; the safe-area modifiers change nothing")
    func zIndexAndSafeArea() {
        let html = renderedHTML(
            ZStack {
                Color.red.zIndex(1)
                Color.blue
            })
        #expect(stylesContaining("z-index:1", in: html).count == 1)
        #expect(renderedHTML(Color.red.zIndex(.infinity)).contains("z-index:2147483647"))
        #expect(renderedHTML(Text("A").ignoresSafeArea()) == renderedHTML(Text("A")))
        #expect(renderedHTML(Text("A").edgesIgnoringSafeArea(.all)) == renderedHTML(Text("A")))
        let moved = Text("A").transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity.combined(with: .scale)))
        #expect(renderedHTML(moved) == renderedHTML(Text("A")), "a transition is not animated: the view is drawn as it is")
    }
}
