import Foundation
import Testing

@testable import Stylish

/// Two `onChange` of the same value type on one view.
private struct TwoOnChanges: View {
    let log: CallLog
    @State var a = 0
    @State var b = 5
    var body: some View {
        VStack {
            Button("A") { a += 1 }
            Button("B") { b += 1 }
        }
        .onChange(of: a) { old, new in log.entries.append("a \(old)→\(new)") }
        .onChange(of: b) { old, new in log.entries.append("b \(old)→\(new)") }
    }
}

/// Two `onGeometryChange` of the same type on one view.
private struct TwoGeometryChanges: View {
    let log: CallLog
    var body: some View {
        Rectangle().frame(height: 10)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.entries.append("width \($0)") }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { log.entries.append("height \($0)") }
    }
}

/// `onChange` and `onGeometryChange` of several value types on one view, counted per view.
private struct MixedChanges: View {
    let log: CallLog
    @State var count = 0
    @State var ratio = 0.5
    @State var name = "a"
    var body: some View {
        VStack {
            Button("Count") { count += 1 }
            Button("Ratio") { ratio += 0.25 }
            Button("Name") { name += "b" }
        }
        .frame(maxWidth: .infinity)
        .onChange(of: count) { old, new in log.entries.append("count \(old)→\(new)") }
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.entries.append("width \($0)") }
        .onChange(of: ratio) { old, new in log.entries.append("ratio \(old)→\(new)") }
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { log.entries.append("size \($0.width)") }
        .onChange(of: name) { old, new in log.entries.append("name \(old)→\(new)") }
    }
}

/// A chain of five values, each `onChange` setting the next: longer than one render's pass cap.
private struct Chain: View {
    @State var a = 0
    @State var b = 0
    @State var c = 0
    @State var d = 0
    @State var e = 0
    var body: some View {
        Button("Go") { a = 1 }
            .onChange(of: a) { _, new in b = new }
            .background { Rectangle().onChange(of: b) { _, new in c = new } }
            .overlay { Rectangle().onChange(of: c) { _, new in d = new } }
            .padding()
            .onChange(of: d) { _, new in e = new }
    }
}

@Suite("onChange and onGeometryChange: one memory each, and no change lost")
struct ChangeTrackingTests {
    @Test("Two onChange of one value type on one view: nothing fires on a re-render, the right one on a change")
    func twoOnChangesOfOneType() throws {
        let log = CallLog()
        let host = ViewHost(TwoOnChanges(log: log), width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        try #require(taps.count == 2)
        host.render()
        try host.send(.geometry(width: 320, height: nil))
        #expect(log.entries.isEmpty)
        try host.send(.tap(target: taps[0].id))
        #expect(log.entries == ["a 0→1"])
        try host.send(.tap(target: taps[1].id))
        #expect(log.entries == ["a 0→1", "b 5→6"])
        host.render()
        #expect(log.entries.count == 2)
    }

    @Test("Two onGeometryChange of one type on one view report once each, then only what changes")
    func twoGeometryChangesOfOneType() throws {
        let log = CallLog()
        let host = ViewHost(TwoGeometryChanges(log: log), width: 300)
        host.render()
        #expect(log.entries == ["width 300.0", "height 10.0"])
        host.render()
        try host.send(.geometry(width: 200, height: nil))
        #expect(log.entries == ["width 300.0", "height 10.0", "width 200.0"])
    }

    @Test("onChange and onGeometryChange of different types on one view each keep their own memory")
    func mixedTypesKeepTheirOwnMemory() throws {
        let log = CallLog()
        let host = ViewHost(MixedChanges(log: log), width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        try #require(taps.count == 3)
        #expect(log.entries == ["width 300.0", "size 300.0"])
        host.render()
        #expect(log.entries.count == 2, "a re-render fires nothing")
        try host.send(.tap(target: taps[1].id))
        #expect(log.entries.dropFirst(2) == ["ratio 0.5→0.75"])
        try host.send(.tap(target: taps[2].id))
        try host.send(.tap(target: taps[0].id))
        #expect(log.entries.dropFirst(2) == ["ratio 0.5→0.75", "name a→ab", "count 0→1"])
        try host.send(.geometry(width: 200, height: nil))
        #expect(log.entries.dropFirst(5) == ["width 200.0", "size 200.0"])
        host.render()
        #expect(log.entries.count == 7)
    }

    @Test("A chain of onChange longer than the pass cap settles on the next event; nothing is lost")
    func longChainSettles() throws {
        let host = ViewHost(checking: { Chain() }, width: 300)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
        let first = try host.send(.tap(target: tap.id))
        #expect(first.state("d") == .int(1))
        let next = try host.send(.geometry(width: 300, height: nil))
        #expect(next.state("e") == .int(1))
    }

    @Test("Seed 000: the BetterSlider checkout style snaps back with animation though onChange re-renders")
    func checkoutSnapBackAnimates() throws {
        let style = CheckoutSliderStyle(label: "Swipe", onCheckout: {})
        let host = ViewHost(checking: { StylishSlider(value: 0.0).sliderStyle(style) }, width: 400)
        let drag = try #require(host.render().targets.first { $0.gesture == "drag" })
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 16, y: 16)))
        let moved = try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 150, y: 16)))
        #expect(moved.animation == nil)
        let released = try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 150, y: 16)))
        #expect(released.state("value") == .double(0))
        #expect(released.animation?.name == "snappy")
        #expect(released.html.contains("transition:"))
    }
}
