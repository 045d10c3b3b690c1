import Testing

@testable import Stylish

/// The environment as `EnvironmentReader` found it, for comparing what two modifiers set.
private final class SeenEnvironment {
    var values: [EnvironmentValues] = []
}

/// Records the environment it is resolved in.
private struct EnvironmentReader: PrimitiveView {
    let seen: SeenEnvironment

    static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        view.seen.values.append(context.environment)
        return Text("x").frame(width: 10, height: 10)._makeNodesAsView(in: &context)
    }
}

extension View {
    /// Resolves this view through its static type (for a primitive that draws another view).
    fileprivate func _makeNodesAsView(in context: inout ResolveContext) -> [Node] {
        Self._makeNodes(self, in: &context)
    }
}

@Suite("Environment values set without a closure (tint, font, foregroundColor, disabled)")
struct EnvironmentValueModifierTests {
    /// Each change, applied by the value modifier and by a closure as the modifiers did before.
    private static var cases:
        [(name: String, change: _EnvironmentValueModifier.Change, closure: (inout EnvironmentValues) -> Void)]
    {
        [
            ("tint red", .tint(.red), { $0.tint = .red }),
            ("tint nil", .tint(nil), { $0.tint = nil }),
            ("font title", .font(.title), { $0.font = .title }),
            ("font nil", .font(nil), { $0.font = nil }),
            ("foreground white", .foregroundColor(.white), { $0.foregroundColor = .white }),
            ("foreground nil", .foregroundColor(nil), { $0.foregroundColor = nil }),
            ("disabled", .disabled(true), { $0.isEnabled = $0.isEnabled && !true }),
            ("not disabled", .disabled(false), { $0.isEnabled = $0.isEnabled && !false }),
        ]
    }

    @Test("Each change sets the environment as its closure did, below other settings and under .disabled(true)")
    func sameEnvironment() {
        for (name, change, closure) in Self.cases {
            for outer in [EnvironmentValues(), Self.styled()] {
                var byValue = outer
                _EnvironmentValueModifier(change).apply(to: &byValue)
                var byClosure = outer
                closure(&byClosure)
                #expect(byValue.tint == byClosure.tint, "\(name)")
                #expect(byValue.font == byClosure.font, "\(name)")
                #expect(byValue.foregroundColor == byClosure.foregroundColor, "\(name)")
                #expect(byValue.isEnabled == byClosure.isEnabled, "\(name)")
            }
        }
    }

    @Test("A view under each modifier renders as under the closure's modifier, and sees the same values")
    func sameMarkup() {
        for (name, change, closure) in Self.cases {
            let seenByValue = SeenEnvironment()
            let seenByClosure = SeenEnvironment()
            let byValue = ViewHost(
                VStack {
                    Text("a").modifier(_EnvironmentValueModifier(change))
                    Button("b") {}.modifier(_EnvironmentValueModifier(change))
                    Capsule().frame(width: 20, height: 10).modifier(_EnvironmentValueModifier(change))
                    EnvironmentReader(seen: seenByValue).modifier(_EnvironmentValueModifier(change))
                }.disabled(name == "not disabled"), width: 200)
            let byClosure = ViewHost(
                VStack {
                    Text("a").modifier(_EnvironmentModifier(change: closure))
                    Button("b") {}.modifier(_EnvironmentModifier(change: closure))
                    Capsule().frame(width: 20, height: 10).modifier(_EnvironmentModifier(change: closure))
                    EnvironmentReader(seen: seenByClosure).modifier(_EnvironmentModifier(change: closure))
                }.disabled(name == "not disabled"), width: 200)
            #expect(byValue.render().html == byClosure.render().html, "\(name)")
            let value = seenByValue.values.last
            let reference = seenByClosure.values.last
            #expect(value?.tint == reference?.tint, "\(name)")
            #expect(value?.font == reference?.font, "\(name)")
            #expect(value?.foregroundColor == reference?.foregroundColor, "\(name)")
            #expect(value?.isEnabled == reference?.isEnabled, "\(name)")
        }
    }

    @Test("The public modifiers make the value modifier's markup")
    func publicModifiers() {
        let view = VStack {
            Text("a").foregroundColor(.red).font(.title)
            Capsule().frame(width: 20, height: 10).tint(.green).foregroundColor(.blue)
            Button("b") {}.disabled(true)
        }
        let reference = VStack {
            Text("a").modifier(_EnvironmentModifier { $0.foregroundColor = .red }).modifier(
                _EnvironmentModifier { $0.font = .title })
            Capsule().frame(width: 20, height: 10).modifier(_EnvironmentModifier { $0.tint = .green }).modifier(
                _EnvironmentModifier { $0.foregroundColor = .blue })
            Button("b") {}.modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !true })
        }
        #expect(ViewHost(view, width: 200).render().html == ViewHost(reference, width: 200).render().html)
    }

    /// An environment with every value the modifiers set already set, and disabled.
    private static func styled() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.tint = .orange
        environment.font = .caption
        environment.foregroundColor = .purple
        environment.isEnabled = false
        return environment
    }
}
