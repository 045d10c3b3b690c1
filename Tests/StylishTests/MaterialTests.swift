import Foundation
import Testing

@testable import Stylish

@Suite("Materials and colour backgrounds")
struct MaterialTests {
    private static let materials: [(Material, String, String)] = [
        (.ultraThinMaterial, "ultrathin", "8px"), (.thinMaterial, "thin", "12px"), (.regularMaterial, "regular", "16px"),
        (.thickMaterial, "thick", "20px"), (.ultraThickMaterial, "ultrathick", "24px"), (.bar, "bar", "16px"),
    ]

    @Test("A material background blurs the backdrop under a tint of the stylesheet's, filling the view's frame")
    func materialBackground() throws {
        for (material, name, blur) in Self.materials {
            let html = renderedHTML(Text("Now playing").padding(8).background(material))
            let styles = stylesContaining("backdrop-filter", in: html)
            try #require(styles.count == 1)
            #expect(styles[0].contains("backdrop-filter:blur(\(blur)) saturate(1.8)"))
            #expect(styles[0].contains("background:var(--sg-material-\(name))"))
            let size = styles[0].components(separatedBy: ";").dropFirst(2).prefix(2)
            let padded = elementStyles(renderedHTML(Text("Now playing").padding(8).background(Color.red)))
                .first { $0.hasPrefix("left:") && !$0.contains("font-size") }
            #expect(padded?.components(separatedBy: ";").dropFirst(2).prefix(2) == size, "as big as the padded text")
        }
    }

    @Test("The gallery's stylesheet defines every material's tint for light and dark")
    func stylesheetDefinesTints() throws {
        let css = try String(contentsOf: packageRoot().appendingPathComponent("Public/gallery.css"), encoding: .utf8)
        for (_, name, _) in Self.materials {
            #expect(css.contains("--sg-material-\(name): light-dark("), "--sg-material-\(name)")
        }
    }

    @Test(".background(.red), .background(Color.red) and .background(.ultraThinMaterial) all compile and draw")
    func overloads() {
        let named = renderedHTML(Text("A").background(.red))
        #expect(named == renderedHTML(Text("A").background(Color.red)))
        #expect(named.contains("var(--sg-red)"))
        #expect(renderedHTML(Text("A").background(.ultraThinMaterial)).contains("--sg-material-ultrathin"))
    }

    private func packageRoot() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
