import Foundation
import Testing

@testable import Stylish

@Suite("blendMode and Color(hue:saturation:brightness:)")
struct BlendAndHueTests {
    @Test("blendMode is CSS mix-blend-mode; a mode CSS lacks draws normally and is reported")
    func blend() {
        #expect(renderedHTML(Circle().fill(Color.red).blendMode(.multiply)).contains(";mix-blend-mode:multiply"))
        #expect(renderedHTML(Text("A").blendMode(.colorDodge)).contains(";mix-blend-mode:color-dodge"))
        #expect(renderedHTML(Text("A").blendMode(.plusLighter)).contains(";mix-blend-mode:plus-lighter"))
        let host = ViewHost(Text("A").blendMode(.destinationOut), width: 100)
        #expect(host.render().html.contains(";mix-blend-mode:normal"))
        #expect(host.problems.contains { $0.contains("destinationOut") })
        #expect(ViewHost(Text("A").blendMode(.screen), width: 100).problems.isEmpty)
        let nested = renderedHTML(Text("A").blendMode(.screen).blendMode(.difference))
        #expect(nested.contains(";mix-blend-mode:difference") && !nested.contains("screen"), "the outermost")
    }

    @Test("Color(hue:saturation:brightness:) converts to sRGB as SwiftUI's does")
    func hue() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0), "a full turn is red")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5) == Color(red: 0, green: 0, blue: 0.5))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.25, opacity: 0.5) == Color(white: 0.25, opacity: 0.5))
        #expect(Color(hue: 1.0 / 12, saturation: 1, brightness: 1) == Color(red: 1, green: 0.5, blue: 0))
    }
}
