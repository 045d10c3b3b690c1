import Foundation
import Testing

@testable import Stylish

/// A view with two overlays and two backgrounds, each holding a button of its own.
private struct TwoOfEach: View {
    let log: CallLog
    var body: some View {
        Rectangle().frame(width: 100, height: 100)
            .overlay(alignment: .topLeading) { Button("O1") { log.entries.append("o1") } }
            .overlay(alignment: .bottomTrailing) { Button("O2") { log.entries.append("o2") } }
            .background { Button("B1") { log.entries.append("b1") } }
            .background { Button("B2") { log.entries.append("b2") } }
    }
}

@Suite("Overlays, backgrounds and colours as views")
struct DecorationTests {
    @Test("Several views in one overlay are stacked with the overlay's alignment, not centred")
    func overlayAlignmentAppliesToEachView() {
        let view = Rectangle().frame(width: 100, height: 100)
            .overlay(alignment: .topLeading) {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 50, height: 50)
            }
        let html = ViewHost(view, width: 300).render().html
        #expect(html.contains("left:0px;top:0px;width:10px;height:10px"))
        #expect(html.contains("left:0px;top:0px;width:50px;height:50px"))
    }

    @Test("Two overlays and two backgrounds on one view each keep an identity and a target of their own")
    func decorationsAreNumbered() throws {
        let log = CallLog()
        let host = ViewHost(TwoOfEach(log: log), width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        #expect(Set(taps.map(\.id)).count == 4)
        // The first overlay's and background's components are `overlay` and `background`, the
        // second's `overlay1` and `background1`.
        #expect(taps.filter { $0.id.contains(".overlay1") }.count == 1)
        #expect(taps.filter { $0.id.contains(".overlay") }.count == 2)
        #expect(taps.filter { $0.id.contains(".background1") }.count == 1)
        #expect(taps.filter { $0.id.contains(".background") }.count == 2)
        for tap in taps { try host.send(.tap(target: tap.id)) }
        #expect(Set(log.entries) == ["o1", "o2", "b1", "b2"])
        let first = try #require(taps.first { $0.frame.minX == 0 && $0.frame.minY == 0 && $0.frame.width < 100 })
        try host.send(.tap(target: first.id))
        #expect(log.entries.last == "o1", "the top-leading overlay is the first one")
    }

    @Test("A Color is a view that fills its frame: as a background, and in a ZStack")
    func colorIsAView() {
        let background = Text("Hi").padding().background(Color.yellow)
        let backgroundHTML = ViewHost(background, width: 300).render().html
        #expect(backgroundHTML.contains("var(--sg-yellow)"))
        let stack = ZStack { Color.blue }.frame(width: 40, height: 30)
        let stackHTML = ViewHost(stack, width: 300).render().html
        #expect(stackHTML.contains("var(--sg-blue)"))
        #expect(stackHTML.contains("width:40px;height:30px"))
        let rectangle = ViewHost(Rectangle().fill(Color.blue).frame(width: 40, height: 30), width: 300).render().html
        #expect(stackHTML == rectangle, "a colour draws exactly as a rectangle filled with it")
    }
}
