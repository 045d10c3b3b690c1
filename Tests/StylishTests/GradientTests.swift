import Foundation
import Testing

@testable import Stylish

@Suite("Gradients: a CSS gradient behind the shape's element, masked to what the shape paints")
struct GradientTests {
    @Test("A linear gradient fill is the element's background, masked by the shape's path; the path paints no colour")
    func linearFill() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let html = renderedHTML(Capsule().fill(gradient).frame(width: 100, height: 20))
        #expect(html.contains(";background:linear-gradient(90deg,var(--sg-red) 0%,var(--sg-blue) 100%)"))
        #expect(
            html.contains(
                ";-webkit-mask:url(&quot;data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='100' height='20' viewBox='0 0 100 20'%3E%3Cpath d='M10 0h80a10 10"
            ))
        #expect(html.contains("style='fill:%23fff'/%3E%3C/svg%3E&quot;) 0 0/100% 100% no-repeat"))
        // The path paints nothing visible; transparent, not none, so that the fill's area is hit.
        #expect(html.contains("style=\"fill:transparent\"/>"))
        // No element ids: a page may show the preview many times.
        #expect(!html.contains(" id="))
    }

    @Test("A radial gradient is a CSS radial gradient whose stops lie between its start and end radii")
    func radial() {
        let gradient = RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 40)
        let html = renderedHTML(Circle().fill(gradient).frame(width: 80, height: 80))
        #expect(html.contains(";background:radial-gradient(circle 40px at 50% 50%,var(--sg-white) 10px,var(--sg-black) 40px)"))
    }

    @Test("A gradient stroke and .linearGradient(...) as a ShapeStyle member: the mask is the stroke")
    func strokeAndMember() {
        let html = renderedHTML(
            Circle().stroke(.linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                .frame(width: 20, height: 20))
        // The stroke overhangs the frame: the painted box grows by its width, the gradient keeps to the frame.
        #expect(html.contains(";box-sizing:content-box;margin:-4px;padding:4px;"))
        #expect(html.contains(";background:linear-gradient(180deg,var(--sg-yellow) 14.286%,var(--sg-orange) 85.714%)"))
        #expect(html.contains("width='28' height='28' viewBox='-4 -4 28 28'"))
        #expect(html.contains("style='fill:none;stroke:%23fff;stroke-width:4'/%3E"))
        #expect(html.contains("style=\"fill:none;stroke:transparent;stroke-width:4\""))
    }

    @Test("A colour fill under a gradient stroke is drawn by SVG over the masked background")
    func colourAndGradient() {
        let html = renderedHTML(
            Circle().fill(Color.white)
                .stroke(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 2)
                .frame(width: 20, height: 20))
        #expect(html.contains("style='fill:%23fff;stroke:%23fff;stroke-width:2'"))
        #expect(html.contains("style=\"fill:var(--sg-white);stroke:transparent;stroke-width:2\""))
    }

    @Test("An angular gradient is a conic-gradient from its start angle, masked by the stroke it paints")
    func angular() {
        let gradient = AngularGradient(colors: [.red, .blue], center: .center)
        let html = renderedHTML(
            Circle().trim(from: 0, to: 0.5).stroke(gradient, lineWidth: 4).frame(width: 20, height: 20))
        #expect(html.contains(";background:conic-gradient(from 90deg at 14px 14px,var(--sg-red) 0deg,var(--sg-blue) 360deg)"))
        #expect(html.contains("%3Cpath d='M20 10 C"))
    }

    @Test("A gradient as a view fills the space offered; as the foreground style it fills shapes")
    func asViewAndForeground() {
        let view = renderedHTML(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 30))
        #expect(view.contains(";background:linear-gradient(180deg,"))
        let foreground = renderedHTML(
            Rectangle().frame(width: 10, height: 10)
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(foreground.contains(";background:linear-gradient(180deg,"))
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
