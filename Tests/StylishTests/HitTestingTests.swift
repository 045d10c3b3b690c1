import Foundation
import Testing

@testable import Stylish

/// A row whose whole width is tappable when `isWide`, as SwiftUI code writes it.
private struct TappableRow: View {
    @State var taps = 0
    @State var isWide = true
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Taps \(taps)")
                Spacer()
            }
            .contentShape(isWide ? AnyShape(Rectangle()) : AnyShape(Circle()))
            .onTapGesture { taps += 1 }
            Button(isWide ? "Narrow" : "Widen") { isWide.toggle() }
        }
    }
}

/// The `<path …/>` elements of `html` whose style contains `fragment`.
private func paths(containing fragment: String, in html: String) -> [String] {
    html.components(separatedBy: "<path ").dropFirst().map { String($0.prefix { $0 != ">" }) }.filter { $0.contains(fragment) }
}

@Suite("Hit testing: contentShape, allowsHitTesting, clear paint")
struct HitTestingTests {
    @Test("contentShape draws a hit-only path of its shape behind the view, in its frame")
    func contentShapeIsHitOnly() throws {
        let html = renderedHTML(
            HStack {
                Text("Row")
                Spacer()
            }.contentShape(Rectangle()).onTapGesture {})
        let hit = try #require(paths(containing: "pointer-events:visibleFill", in: html).first)
        #expect(hit.contains("fill:none"), "it paints nothing")
        #expect(hit.hasPrefix("d=\"M0 0h200v22h-200Z\""), "the row's rectangle: \(hit)")
        let svg = try #require(html.components(separatedBy: "<svg ").dropFirst().first { $0.contains("visibleFill") })
        #expect(svg.contains("width:200px;height:22px"), "the row's frame: \(svg.prefix(160))")
        #expect(svg.contains("aria-hidden=\"true\""))
        let circle = renderedHTML(Text("Row").frame(width: 40, height: 40).contentShape(Circle()))
        let drawn = renderedHTML(Circle().frame(width: 40, height: 40))
        let circlePath = try #require(paths(containing: "visibleFill", in: circle).first)
        let drawnPath = try #require(drawn.components(separatedBy: "<path ").dropFirst().first)
        #expect(circlePath.prefix { $0 != " " } == drawnPath.prefix { $0 != " " }, "the circle's own path data")
        #expect(paths(containing: "evenodd", in: renderedHTML(Text("A").contentShape(Rectangle(), eoFill: true))).count == 1)
    }

    @Test("Only the interaction kind of contentShape changes what is hit")
    func contentShapeKinds() {
        #expect(paths(containing: "visibleFill", in: renderedHTML(Text("A").contentShape(.dragPreview, Circle()))).isEmpty)
        let both = renderedHTML(Text("A").contentShape([.interaction, .hoverEffect], Circle()))
        #expect(paths(containing: "visibleFill", in: both).count == 1)
    }

    @Test("A tap on a view with a content shape is delivered; a changing shape updates through the incremental engine")
    func contentShapeUpdates() throws {
        let host = ViewHost(checking: { TappableRow() }, width: 200)
        let rest = host.render()
        let row = try #require(rest.targets.first { $0.gesture == "tap" })
        #expect(row.frame.width == 200, "the row takes the width: \(row.frame)")
        #expect(try host.send(.tap(target: row.id)).html.contains("Taps 1"))
        let button = try #require(host.render().targets.last { $0.gesture == "tap" })
        let narrowed = try host.send(.tap(target: button.id))
        #expect(narrowed.html.contains("Widen"))
        #expect(paths(containing: "visibleFill", in: narrowed.html).first?.contains("M0 0H200") != true, "a circle now")
    }

    @Test("A clear paint is not hit; a gradient is hit over the area it paints")
    func clearAndGradientPaint() throws {
        let clear = renderedHTML(Color.clear.frame(width: 20, height: 20))
        #expect(paths(containing: "pointer-events:none", in: clear).count == 1)
        let ring = renderedHTML(Circle().fill(Color.clear).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20))
        #expect(paths(containing: "pointer-events:visibleStroke", in: ring).count == 1, "only the ring: \(ring)")
        let tinted = renderedHTML(Color.red.opacity(0.01).frame(width: 20, height: 20))
        #expect(!tinted.contains("pointer-events"), "an almost transparent colour is hit, as in SwiftUI")
        let gradient = renderedHTML(
            Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 20)
        )
        let path = try #require(gradient.components(separatedBy: "<path ").dropFirst().first)
        #expect(path.contains("fill:transparent") && !path.contains("pointer-events"), "\(path)")
    }

    @Test("allowsHitTesting(false) marks the element data-hit=none; true changes nothing")
    func allowsHitTesting() {
        let off = renderedHTML(Button("OK") {}.allowsHitTesting(false))
        #expect(off.contains("data-hit=\"none\""))
        #expect(renderedHTML(Button("OK") {}.allowsHitTesting(true)) == renderedHTML(Button("OK") {}))
    }

    @Test("A material and a sheet are drawn through their style, which says they are hit")
    func styledPaintIsHit() {
        let html = renderedHTML(Text("A").background(.thinMaterial))
        #expect(stylesContaining("backdrop-filter", in: html).first?.contains("pointer-events:auto") == true)
    }

    @Test("A hit-only drawing is not the same drawing as a drawn one of the same outline")
    func sameness() {
        let drawn = ShapeDrawing(outline: .rounded(.circle, inset: 0), fill: nil, stroke: nil)
        let hit = ShapeDrawing(outline: .rounded(.circle, inset: 0), fill: nil, stroke: nil, isHitOnly: true)
        #expect(!drawn.isSame(as: hit) && hit.isSame(as: hit))
    }
}

@Suite("hidden and border")
struct HiddenAndBorderTests {
    @Test("hidden() keeps the layout, draws nothing, is not hit and is hidden from assistive technology")
    func hidden() {
        let shown = ViewHost(
            HStack {
                Text("A")
                Text("B")
            }, width: 200
        ).render()
        let html = renderedHTML(
            HStack {
                Text("A").hidden()
                Text("B")
            })
        #expect(html.contains("opacity:0") && html.contains("data-hit=\"none\"") && html.contains("aria-hidden=\"true\""))
        let last = { (markup: String) in markup.components(separatedBy: "data-k=").last?.prefix(60) }
        #expect(last(html) == last(shown.html), "B stays where it was: \(html)")
    }

    @Test("border(_:width:) strokes a rectangle inside the frame")
    func border() {
        let html = renderedHTML(Text("A").frame(width: 40, height: 20).border(Color.red, width: 2))
        #expect(html.contains("stroke:var(--sg-red);stroke-width:2"), "\(html)")
        #expect(html.contains("<path d=\"M1 1h38v18h-38Z\""), "inset by half the width: \(html)")
    }
}
