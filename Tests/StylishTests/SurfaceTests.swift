import Foundation
import Testing

@testable import Stylish

private struct Item: Identifiable {
    let id: String
}

private struct Tally: View {
    @State var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct Resettable: View {
    @State var generation = 0
    var body: some View {
        VStack {
            Tally().id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

private struct ChangeCounter: View {
    @State var value = 0.0
    @State var changes = 0
    var body: some View {
        Slider(value: $value)
            .onChange(of: value) { changes += 1 }
    }
}

private struct SizeReader: View {
    @State var width: CGFloat = 0
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))")
        }
        .frame(height: 20)
        .onGeometryChange(for: CGFloat.self) {
            $0.size.width
        } action: {
            width = $0
        }
    }
}

@Suite("The SwiftUI surface beyond the seeds")
struct SurfaceTests {
    @Test("ForEach keys each element by its id, so a row's state follows its element")
    func forEach() {
        let items = [Item(id: "a"), Item(id: "b")]
        let html = ViewHost(VStack { ForEach(items) { Text($0.id) } }, width: 100).render().html
        #expect(html.contains("data-k=\"0.$a\""))
        #expect(html.contains("data-k=\"0.$b\""))
        let numbers = ViewHost(HStack { ForEach(0..<3) { Text("\($0)") } }).render().html
        #expect(numbers.contains("data-k=\"0.$2\""))
    }

    @Test("id(_:) gives a view a new identity: its state starts over when the id changes")
    func explicitIdentity() throws {
        let host = ViewHost(Resettable(), width: 200)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        let after = try host.send(.tap(target: taps[0].id))
        #expect(after.state("count") == .int(1))
        let reset = try host.send(.tap(target: taps[1].id))
        #expect(reset.state("count") == .int(0))
        #expect(reset.state("generation") == .int(1))
    }

    @Test("offset moves the drawing, not the layout; opacity is written as CSS")
    func offsetAndOpacity() {
        let html = ViewHost(HStack(spacing: 0) { Rectangle().frame(width: 10, height: 10).offset(x: 5, y: -3).opacity(0.5) })
            .render().html
        #expect(html.contains("left:5px;top:-3px;width:10px;height:10px"))
        #expect(html.contains("opacity:0.5"))
    }

    @Test("Button(_:role:action:) in the default style: the tint, red when destructive")
    func defaultButtonStyle() {
        #expect(ViewHost(Button("Save") {}).render().html.contains("color:var(--sg-accent)"))
        #expect(ViewHost(Button("Save") {}.tint(.green)).render().html.contains("color:var(--sg-green)"))
        #expect(ViewHost(Button("Delete", role: .destructive) {}).render().html.contains("color:var(--sg-red)"))
    }

    @Test("An unknown symbol draws a readable fallback labelled with its name")
    func unknownSymbol() {
        let html = ViewHost(Image(systemName: "star<fill>")).render().html
        #expect(html.contains("aria-label=\"star&lt;fill>\""))
        #expect(html.contains("<title>star&lt;fill&gt;</title>"))
    }

    @Test("onChange's zero-argument form runs after a render in which the value changed, not initially")
    func onChangeZeroArguments() throws {
        let host = ViewHost(ChangeCounter(), width: 200)
        let first = host.render()
        #expect(first.state("changes") == .int(0))
        let slider = try #require(first.targets.first { $0.gesture == "key" })
        #expect(try host.send(.key(target: slider.id, key: .end)).state("changes") == .int(1))
        #expect(try host.send(.key(target: slider.id, key: .end)).state("changes") == .int(1), "no change, no call")
    }

    @Test("A geometry event sets the width offered to the canvas; GeometryReader and onGeometryChange follow")
    func geometryEvent() throws {
        let host = ViewHost(SizeReader(), width: 200)
        #expect(host.render().state("width") == .double(200))
        let after = try host.send(.geometry(width: 320, height: nil))
        #expect(after.size.width == 320)
        #expect(after.state("width") == .double(320))
        #expect(after.html.contains(">320</div>"))
        #expect(throws: ViewEventError.self) { try host.send(.geometry(width: .infinity, height: nil)) }
    }

    @Test("controlSize, layoutDirection and dynamicTypeSize flow down like any environment value")
    func environmentValues() {
        var values = EnvironmentValues()
        #expect(values.controlSize == .regular)
        #expect(values.layoutDirection == .leftToRight)
        #expect(values.dynamicTypeSize == .large)
        #expect(ControlSize.allCases.count == 5)
        values.dynamicTypeSize = .accessibility2
        #expect(values.dynamicTypeSize.isAccessibilitySize)
        struct Reader: View {
            @Environment(\.controlSize) var size
            var body: some View { Text(size.rawValue) }
        }
        #expect(ViewHost(Reader().controlSize(.extraLarge)).render().html.contains(">extraLarge</div>"))
    }

    @Test("withAnimation outside an event changes state without animating anything")
    func withAnimationOutsideEvents() {
        let value = withAnimation(.spring(duration: 0.3)) { 42 }
        #expect(value == 42)
        #expect(ViewHost(Text("x")).render().animation == nil)
    }

    @Test("Output is deterministic: the same state renders the same bytes, in any host")
    func deterministic() {
        let first = ViewHost(customButtonStylePreview, width: 300).render().html
        let second = ViewHost(customButtonStylePreview, width: 300)
        second.render()
        #expect(second.render().html == first)
        #expect(ViewHost(fatSliderPreview, width: 300).render().html == ViewHost(fatSliderPreview, width: 300).render().html)
    }
}
