import Testing

@testable import Stylish

/// The default style resolved as every other style is: its `@Environment` installed by the
/// style's view, its body made by `makeBody`.
private struct DefaultThroughItsBody: PrimitiveButtonStyle {
    var _buttonHandlesInteraction: Bool { true }

    func makeBody(configuration: Configuration) -> some View { EmptyView() }

    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: DefaultButtonStyle()) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// A style whose body is the default style's body, made inside it (as a style may wrap another).
private struct WrappingDefault: PrimitiveButtonStyle {
    var _buttonHandlesInteraction: Bool { true }

    func makeBody(configuration: Configuration) -> some View {
        DefaultButtonStyle().makeBody(configuration: configuration).padding(1)
    }
}

/// Buttons of every role, in the environments the default style reads.
private struct Buttons: View {
    var body: some View {
        VStack {
            Button("Plain") {}
            Button("Delete", role: .destructive) {}
            Button("Tinted") {}.tint(.green)
            Button("Coloured") {}.foregroundColor(.orange).tint(.green)
            Button("Off") {}.disabled(true)
            HStack { Button("Inner") {} }.foregroundStyle(.tint).tint(.purple)
        }
    }
}

@Suite("The default button style")
struct DefaultButtonStyleTests {
    @Test("Resolved directly, it draws what resolving its body with its @Environment installed draws")
    func sameAsThroughItsBody() {
        let direct = ViewHost(Buttons(), width: 300).render().html
        let throughBody = ViewHost(Buttons().buttonStyle(DefaultThroughItsBody()), width: 300).render().html
        #expect(direct == throughBody)
        #expect(direct.contains("Delete"))
    }

    @Test("A pressed button is dimmed the same way both ways")
    func pressed() throws {
        let direct = ViewHost(Buttons(), width: 300)
        let throughBody = ViewHost(Buttons().buttonStyle(DefaultThroughItsBody()), width: 300)
        _ = direct.render()
        _ = throughBody.render()
        let targets = direct.graph.targets.keys.sorted()
        #expect(targets == throughBody.graph.targets.keys.sorted())
        #expect(targets.count == 5)
        for target in targets {
            let pressed = try direct.send(.press(target: target, phase: .began)).html
            #expect(pressed == (try throughBody.send(.press(target: target, phase: .began)).html))
            #expect(pressed.contains("opacity:0.4"))
            _ = try direct.send(.press(target: target, phase: .ended))
            _ = try throughBody.send(.press(target: target, phase: .ended))
        }
    }

    /// Before, the default style's body made inside another style read its colours from its own
    /// `@Environment`, which nothing installed there: the accent colour whatever the tint. It
    /// reads them where it is resolved now, as SwiftUI's does.
    @Test("Its body made inside another style takes the tint where it is resolved")
    func bodyInsideAnotherStyle() {
        let wrapped = ViewHost(Button("Go") {}.buttonStyle(WrappingDefault()).tint(.green), width: 200).render().html
        #expect(wrapped.contains("color:var(--sg-green)"))
        #expect(!wrapped.contains("var(--sg-accent)"))
        let untinted = ViewHost(Button("Go") {}.buttonStyle(WrappingDefault()), width: 200).render().html
        #expect(untinted.contains("color:var(--sg-accent)"))
    }
}
