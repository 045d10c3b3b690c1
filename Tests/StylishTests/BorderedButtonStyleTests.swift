import Foundation
import Testing

@testable import Stylish

private struct Counter: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Button("Bordered") { taps += 1 }.buttonStyle(.bordered)
            Button("Prominent") { taps += 10 }.buttonStyle(.borderedProminent)
            Button("Borderless") { taps += 100 }.buttonStyle(.borderless)
            Text("taps \(taps)")
        }
    }
}

@Suite("The built-in button styles: bordered, borderedProminent, borderless")
struct BorderedButtonStyleTests {
    @Test("Each draws as SwiftUI's does and is a button the button handles: tap and press")
    func styles() throws {
        let host = ViewHost(checking: { Counter() }, width: 300)
        let rest = host.render()
        #expect(rest.html.contains("fill:color-mix(in srgb, var(--sg-accent) 15%, transparent)"), "bordered: a tinted plate")
        #expect(rest.html.contains("fill:var(--sg-accent)"), "prominent: the tint")
        #expect(rest.html.contains("color:var(--sg-white)"), "prominent: a white label")
        let taps = rest.targets.filter { $0.gesture == "tap" }
        #expect(taps.count == 3 && rest.targets.filter { $0.gesture == "press" }.count == 3)
        var html = rest.html
        for tap in taps { html = try host.send(.tap(target: tap.id)).html }
        #expect(html.contains("taps 111"))
        let pressed = try host.send(.press(target: taps[0].id, phase: .began))
        #expect(pressed.html.contains("opacity:0.6"))
    }

    @Test("Destructive and tinted buttons take red and the tint")
    func colours() {
        #expect(
            renderedHTML(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)).contains("fill:var(--sg-red)"))
        #expect(renderedHTML(Button("Go") {}.buttonStyle(.bordered).tint(.green)).contains("color:var(--sg-green)"))
        #expect(renderedHTML(Button("Go") {}.buttonStyle(.borderless)) == renderedHTML(Button("Go") {}))
    }
}
