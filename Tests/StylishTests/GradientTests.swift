import Foundation
import Testing

@testable import Stylish

@Suite("Gradients: linear and radial as SVG gradients, angular as a CSS conic gradient behind a mask")
struct GradientTests {
    @Test("A linear gradient fill is an SVG linearGradient in the shape's coordinates, referenced by a content-made id")
    func linearFill() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let html = renderedHTML(Capsule().fill(gradient).frame(width: 100, height: 20))
        let definition = try #require(html.firstRange(of: "<defs><linearGradient id=\"sg-p"))
        #expect(
            html[definition.upperBound...].contains(
                "gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"10\" x2=\"100\" y2=\"10\"><stop offset=\"0\" style=\"stop-color:var(--sg-red)\"/><stop offset=\"1\" style=\"stop-color:var(--sg-blue)\"/></linearGradient></defs>"
            ))
        let id = html[definition.upperBound...].prefix { $0 != "\"" }
        #expect(html.contains("style=\"fill:url(#sg-p\(id))\""))
        // The same gradient in the same frame makes the same id; another gradient another one.
        #expect(renderedHTML(Capsule().fill(gradient).frame(width: 100, height: 20)) == html)
        let other = renderedHTML(
            Capsule().fill(LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 20))
        #expect(!other.contains("sg-p\(id)"))
    }

    @Test("A radial gradient maps its start and end radii onto the stops of an SVG radialGradient")
    func radial() {
        let gradient = RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 40)
        let html = renderedHTML(Circle().fill(gradient).frame(width: 80, height: 80))
        #expect(
            html.contains(
                "cx=\"40\" cy=\"40\" r=\"40\"><stop offset=\"0.25\" style=\"stop-color:var(--sg-white)\"/><stop offset=\"1\""))
    }

    @Test("A gradient stroke and .linearGradient(...) as a ShapeStyle member work as fills do")
    func strokeAndMember() {
        let html = renderedHTML(
            Circle().stroke(.linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                .frame(width: 20, height: 20))
        #expect(html.contains("x1=\"10\" y1=\"0\" x2=\"10\" y2=\"20\""))
        #expect(html.contains("style=\"fill:none;stroke:url(#sg-p"))
    }

    @Test("An angular gradient is a conic-gradient on the shape's element, masked by the stroke it paints")
    func angular() {
        let gradient = AngularGradient(colors: [.red, .blue], center: .center)
        let html = renderedHTML(
            Circle().trim(from: 0, to: 0.5).stroke(gradient, lineWidth: 4).frame(width: 20, height: 20))
        #expect(html.contains(";background:conic-gradient(from 90deg at 50% 50%,var(--sg-red) 0deg,var(--sg-blue) 360deg)"))
        #expect(
            html.contains(
                ";-webkit-mask:url(&quot;data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20'%3E%3Cpath d='M20 10 C"
            ))
        #expect(html.contains("style='fill:none;stroke:%23fff;stroke-width:4'/%3E%3C/svg%3E&quot;) 0 0/100% 100% no-repeat"))
        #expect(html.contains("style=\"fill:none;stroke:none;stroke-width:4\""))
    }

    @Test("A gradient as a view fills the space offered; as the foreground style it fills shapes")
    func asViewAndForeground() {
        let view = renderedHTML(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 30))
        #expect(view.contains("x1=\"5\" y1=\"0\" x2=\"5\" y2=\"30\""))
        let foreground = renderedHTML(
            Rectangle().frame(width: 10, height: 10)
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(foreground.contains("fill:url(#sg-p"))
    }

    @Test("CSS linear gradients place SwiftUI's unit points on CSS's gradient line")
    func cssLinear() {
        var writer = HTMLWriter()
        _Paint(.linear(Gradient(colors: [.red, .blue]), start: .leading, end: .trailing))
            .writeCSS(size: CGSize(width: 100, height: 20), to: &writer)
        #expect(writer.string == "linear-gradient(90deg,var(--sg-red) 0%,var(--sg-blue) 100%)")
        var diagonal = HTMLWriter()
        _Paint(.linear(Gradient(colors: [.red, .blue]), start: .center, end: .trailing))
            .writeCSS(size: CGSize(width: 100, height: 20), to: &diagonal)
        #expect(diagonal.string == "linear-gradient(90deg,var(--sg-red) 50%,var(--sg-blue) 100%)")
    }
}
