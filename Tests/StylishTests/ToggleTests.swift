import Foundation
import Testing

@testable import Stylish

/// A settings list: a toggle in each built-in style, and one in a style of our own.
private struct Settings: View {
    @State var wifi = false
    @State var bold = false
    @State var agree = false
    @State var custom = true
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            Toggle("I agree", isOn: $agree).toggleStyle(.checkbox)
            Toggle("Custom", isOn: $custom).toggleStyle(CheckmarkStyle())
            Text("wifi \(wifi) bold \(bold) agree \(agree) custom \(custom)")
        }
    }
}

/// A style of the form SwiftUI code writes: the label, a spacer, a mark.
private struct CheckmarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        }
    }
}

/// A style that flips the toggle from a gesture of its own, through the binding.
private struct TapToFlipStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Capsule().fill(configuration.isOn ? Color.green : Color.red))
            .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct Flipper: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Toggle("Flip", isOn: $isOn).toggleStyle(TapToFlipStyle())
            Text(isOn ? "on" : "off")
        }
    }
}

/// The start tag of the element whose `role` is `role` and whose text contains `label`.
private func element(role: String, in html: String) -> [String] {
    html.components(separatedBy: "<").filter { $0.contains(" role=\"\(role)\"") }
}

@Suite("Toggle and ToggleStyle")
struct ToggleTests {
    @Test("Each style's element has its role and state; a tap on each flips its binding")
    func styles() throws {
        let host = ViewHost(checking: { Settings() }, width: 320)
        let rest = host.render()
        #expect(element(role: "switch", in: rest.html).count == 2, "the default style and the custom one")
        #expect(element(role: "switch", in: rest.html).first?.contains("aria-checked=\"false\"") == true)
        #expect(element(role: "switch", in: rest.html).last?.contains("aria-checked=\"true\"") == true)
        #expect(element(role: "button", in: rest.html).first?.contains("aria-pressed=\"false\"") == true)
        #expect(element(role: "checkbox", in: rest.html).first?.contains("aria-checked=\"false\"") == true)
        let taps = rest.targets.filter { $0.gesture == "tap" }
        #expect(taps.count == 4)
        var html = rest.html
        for tap in taps { html = try host.send(.tap(target: tap.id)).html }
        #expect(html.contains("wifi true bold true agree true custom false"))
        #expect(element(role: "switch", in: html).first?.contains("aria-checked=\"true\"") == true)
        #expect(element(role: "button", in: html).first?.contains("aria-pressed=\"true\"") == true)
        #expect(element(role: "checkbox", in: html).first?.contains("aria-checked=\"true\"") == true)
    }

    @Test("The switch is a capsule track, green when on unless tinted, with a knob that moves to the on side")
    func switchDrawing() throws {
        let off = renderedHTML(Toggle("A", isOn: .constant(false)))
        let on = renderedHTML(Toggle("A", isOn: .constant(true)))
        #expect(off.contains("fill:color-mix(in srgb, var(--sg-gray) 30%, transparent)"))
        #expect(on.contains("fill:var(--sg-green)"))
        #expect(renderedHTML(Toggle("A", isOn: .constant(true)).tint(.orange)).contains("fill:var(--sg-orange)"))
        let knob = { (html: String) in stylesContaining("width:27px", in: html).first?.components(separatedBy: ";").first }
        #expect(knob(off) != knob(on), "the knob moves: \(String(describing: knob(off))) vs \(String(describing: knob(on)))")
    }

    @Test("A style that flips configuration.isOn itself flips it once per tap")
    func styleGesture() throws {
        let host = ViewHost(checking: { Flipper() }, width: 200)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        let inner = try #require(taps.last)
        #expect(try host.send(.tap(target: inner.id)).html.contains(">on<"))
        #expect(try host.send(.tap(target: inner.id)).html.contains(">off<"))
    }

    @Test("A text label names the toggle, not the marks its style draws beside it")
    func name() {
        let html = renderedHTML(Toggle("Custom", isOn: .constant(true)).toggleStyle(CheckmarkStyle()))
        #expect(element(role: "switch", in: html).first?.contains("aria-label=\"Custom\"") == true)
    }

    @Test("A disabled toggle is inert and marked aria-disabled")
    func disabled() {
        let rendering = ViewHost(Toggle("A", isOn: .constant(true)).disabled(true), width: 200).render()
        #expect(rendering.targets.isEmpty)
        #expect(element(role: "switch", in: rendering.html).first?.contains("aria-disabled=\"true\"") == true)
    }
}
