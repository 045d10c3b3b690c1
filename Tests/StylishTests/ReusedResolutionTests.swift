import Foundation
import Testing

@testable import Stylish

/// The default style, resolved every pass: the plain path that reuse (and kept markup) must match.
struct DefaultEveryPass: PrimitiveButtonStyle {
    var _buttonHandlesInteraction: Bool { true }

    func makeBody(configuration: Configuration) -> some View { EmptyView() }

    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        DefaultButtonStyle()._resolve(configuration, in: &context)
    }
}

/// A style that claims, wrongly, to read only its configuration, and whose body keeps state:
/// the graph's count of touches must keep it from being reused.
private struct ClaimsReuseWithState: PrimitiveButtonStyle {
    @State private var seen = 0

    var _buttonHandlesInteraction: Bool { true }
    var _reusesResolution: Bool { true }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(seen == 0 ? 1 : 0.5)
    }
}

/// A style that claims reuse and observes its size.
private struct ClaimsReuseWithObserver: PrimitiveButtonStyle {
    let log: CallLog

    var _buttonHandlesInteraction: Bool { true }
    var _reusesResolution: Bool { true }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { [log] width in
            log.entries.append("width \(Int(width))")
        }
    }
}

/// A style that claims reuse and draws its label in a geometry reader (resolved at layout).
private struct ClaimsReuseWithReader: PrimitiveButtonStyle {
    var _buttonHandlesInteraction: Bool { true }
    var _reusesResolution: Bool { true }

    func makeBody(configuration: Configuration) -> some View {
        GeometryReader { _ in configuration.label }.frame(width: 60, height: 20)
    }
}

/// A style that claims reuse and animates on its pressed state.
private struct ClaimsReuseWithAnimation: PrimitiveButtonStyle {
    var _buttonHandlesInteraction: Bool { true }
    var _reusesResolution: Bool { true }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.animation(.default, value: configuration.isPressed)
    }
}

/// A style whose button is a container (its label padded), reused or not as told: the same
/// button met twice in a pass must not share the nodes below its top one.
private struct PaddedStyle: PrimitiveButtonStyle {
    let reuses: Bool

    var _buttonHandlesInteraction: Bool { true }
    var _reusesResolution: Bool { reuses }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4)
    }
}

/// Two buttons at one key (a `ForEach` with a repeated id), offered different widths, so that
/// their labels wrap differently, and a row whose label flips between two canonically
/// equivalent spellings of one word, written as different bytes.
private struct RepeatedAndEquivalent: View {
    let reuses: Bool
    @State var decomposed = false

    var body: some View {
        VStack {
            ForEach([(id: 0, width: CGFloat(60)), (id: 0, width: 220)], id: \.id) { item in
                Button("A label long enough to wrap") {}.frame(width: item.width)
            }
            .buttonStyle(PaddedStyle(reuses: reuses))
            Button(decomposed ? "Cafe\u{301}" : "Caf\u{E9}") { decomposed.toggle() }
        }
    }
}

/// A `ButtonStyle` of a user's, with state of its own.
private struct CountingStyle: ButtonStyle {
    @State private var renders = 0

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(CGFloat(renders))
    }
}

/// A `ButtonStyle` of a user's, reading the environment.
private struct SchemeStyle: ButtonStyle {
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(colorScheme == .dark ? .yellow : .blue)
    }
}

/// A primitive style of a user's that triggers on a double tap.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(2).gesture(TapGesture(count: 2).onEnded { configuration.trigger() })
    }
}

/// A view with @State of its own, for a label.
private struct Counter: View {
    @State var count = 0

    var body: some View { Text("count \(count)") }
}

/// Buttons whose inputs change, and do not, as the state changes.
private struct Panel: View {
    let log: CallLog
    @State var count = 0
    @State var flag = false

    var body: some View {
        VStack {
            Text("\(count)")
            Button("Add") {
                log.entries.append("add \(count)")
                count += 1
            }
            Button("\(count) taps") { count = 0 }
            Button("Toggle", role: flag ? .destructive : nil) { flag.toggle() }
            Button("Animate") { withAnimation { flag.toggle() } }
            Button("Marked") {}.accessibilityLabel(flag ? "on" : "off").opacity(flag ? 0.5 : 1).shadow(radius: 2)
            Button("Plain") {}.buttonStyle(.plain)
            if flag { Button("Sometimes") {} }
            Button("Off") {}.disabled(flag)
            HStack {
                ForEach(flag ? ["a", "b", "c"] : ["c", "b", "a"], id: \.self) { name in
                    Button(name) { log.entries.append(name) }
                }
            }
            Button("Mine") {}.buttonStyle(CountingStyle())
            Button("Scheme") {}.buttonStyle(SchemeStyle())
            Button("Twice") { log.entries.append("twice") }.buttonStyle(DoubleTapStyle())
            Button {
                log.entries.append("erased")
            } label: {
                flag ? AnyView(Counter()) : AnyView(Text("erased"))
            }
        }
    }
}

/// Buttons behind a sheet and in it, the sheet's own button named by a label it hands its panel.
private struct SheetPanel: View {
    let log: CallLog
    @State var isPresented = false
    @State var taps = 0

    var body: some View {
        VStack {
            Button("Show") { isPresented = true }
            Button("Behind") { log.entries.append("behind") }
        }
        .sheet(isPresented: $isPresented, onDismiss: { log.entries.append("dismissed") }) {
            Button("Sheet \(taps)") { taps += 1 }.accessibilityLabel("Dialog")
        }
    }
}

/// Two hosts of one view, one resolving every button every pass: each step is applied to both,
/// and each rendering compared.
private struct Twins {
    let reused: ViewHost
    let plain: ViewHost
    let reusedLog = CallLog()
    let plainLog = CallLog()

    init(width: CGFloat = 320) {
        self.init(width: width) { Panel(log: $0) }
    }

    /// Twins of the view `make` makes, given the host's log.
    init<V: View>(width: CGFloat = 320, make: (CallLog) -> V) {
        reused = ViewHost(make(reusedLog), width: width)
        plain = ViewHost(make(plainLog).buttonStyle(DefaultEveryPass()), width: width)
    }

    /// The target whose element shows `text`, in the reused host's last rendering.
    func target(_ text: String) throws -> String {
        let html = try #require(reused.current?.html)
        let range = try #require(html.range(of: ">\(text)<"))
        let before = html[..<range.lowerBound]
        let start = try #require(before.range(of: "data-target=\"", options: .backwards))
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Applies `event` to both hosts; their renderings must be the same.
    func send(_ event: ViewEvent, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let a = try reused.send(event)
        let b = try plain.send(event)
        expectSame(a, b, sourceLocation: sourceLocation)
    }

    /// Renders both hosts; their renderings must be the same.
    func render(sourceLocation: SourceLocation = #_sourceLocation) {
        expectSame(reused.render(), plain.render(), sourceLocation: sourceLocation)
    }

    private func expectSame(_ a: Rendering, _ b: Rendering, sourceLocation: SourceLocation) {
        #expect(a.html == b.html, sourceLocation: sourceLocation)
        #expect(a.targets == b.targets, sourceLocation: sourceLocation)
        #expect(a.animation == b.animation, sourceLocation: sourceLocation)
        #expect(reusedLog.entries == plainLog.entries, sourceLocation: sourceLocation)
    }

    /// How many passes reused a kept resolution, in all.
    var reuses: Int { reused.graph.reusedResolutions.values.reduce(0) { $0 + $1.timesReused } }
}

@Suite("A button reuses what its style resolved when nothing it was resolved from changed")
struct ReusedResolutionTests {
    @Test("Reused, the buttons render what resolving them every pass renders, through every kind of change")
    func sameAsPlainPath() throws {
        let twins = Twins()
        twins.render()
        twins.render()
        #expect(twins.reuses > 0)
        for text in ["Add", "Add", "Toggle", "2 taps", "Animate", "Toggle", "a", "b", "Add", "Animate"] {
            let target = try twins.target(text)
            try twins.send(.press(target: target, phase: .began))
            try twins.send(.press(target: target, phase: .ended))
            try twins.send(.tap(target: target))
        }
        try twins.send(.tap(target: twins.target("Twice"), count: 2))
        try twins.send(.tap(target: twins.target("erased")))
        try twins.send(.geometry(width: 200, height: nil))
        var dark = EnvironmentChange()
        dark.colorScheme = .set(.dark)
        try twins.send(.environment(dark))
        try twins.send(.tap(target: twins.target("Add")))
        var off = EnvironmentChange()
        off.isEnabled = .set(false)
        try twins.send(.environment(off))
        twins.render()
        #expect(twins.reusedLog.entries.contains("twice"))
        #expect(twins.reusedLog.entries.contains("erased"))
    }

    @Test("A button whose inputs did not change reuses its nodes, and taps run its newest action")
    func actionIsTheNewOne() throws {
        let twins = Twins()
        twins.render()
        let add = try twins.target("Add")
        for _ in 0..<3 { try twins.send(.tap(target: add)) }
        #expect(twins.reusedLog.entries == ["add 0", "add 1", "add 2"])
        let record = try #require(twins.reused.graph.reusedResolutions[add])
        #expect(record.timesReused >= 3)
    }

    @Test("Edits made to a reused button's node in one pass are not carried into the next")
    func editsNotCarried() throws {
        let twins = Twins()
        twins.render()
        for _ in 0..<4 { try twins.send(.tap(target: twins.target("Toggle"))) }
        let html = try #require(twins.reused.current?.html)
        // One label, on the one button that has it; one role per button (14).
        #expect(html.components(separatedBy: "aria-label=").count == 2)
        #expect(html.components(separatedBy: "role=\"button\"").count == 15)
        #expect(twins.reuses > 0)
    }

    @Test("A changed label, role, pressed state, environment or animation resolves the style again")
    func changedInputs() throws {
        let twins = Twins()
        twins.render()
        let taps = try twins.target("0 taps")
        try twins.send(.tap(target: twins.target("Add")))
        #expect(twins.reused.current?.html.contains(">1 taps<") == true)
        #expect(twins.reused.graph.reusedResolutions[taps]?.label == Text("1 taps"))
        let toggle = try twins.target("Toggle")
        try twins.send(.tap(target: toggle))
        #expect(twins.reused.graph.reusedResolutions[toggle]?.role == .destructive)
        try twins.send(.press(target: toggle, phase: .began))
        #expect(twins.reused.graph.reusedResolutions[toggle]?.isPressed == true)
        try twins.send(.press(target: toggle, phase: .ended))
        #expect(twins.reused.graph.reusedResolutions[toggle]?.isPressed == false)
        try twins.send(.tap(target: twins.target("Animate")))
        #expect(twins.reused.current?.animation != nil)
        var dark = EnvironmentChange()
        dark.colorScheme = .set(.dark)
        try twins.send(.environment(dark))
        let add = try twins.target("Add")
        let record = try #require(twins.reused.graph.reusedResolutions[add])
        #expect(record.environment.colorScheme == .dark)
    }

    @Test("The same inputs and environment chain match; another chain with the same values does not")
    func environmentIdentity() {
        var environment = EnvironmentValues()
        environment.tint = .green
        let same = environment
        var alike = EnvironmentValues()
        alike.tint = .green
        let record = ReusedResolution(
            label: Text("Go"), role: nil, isPressed: false, environment: environment, animation: nil,
            node: Node(key: "0", kind: .spacer(minLength: nil)), pass: 1)
        #expect(record.matches(label: Text("Go"), role: nil, isPressed: false, environment: same, animation: nil))
        #expect(!record.matches(label: Text("Go"), role: nil, isPressed: false, environment: alike, animation: nil))
        #expect(!record.matches(label: Text("Go!"), role: nil, isPressed: false, environment: same, animation: nil))
        #expect(!record.matches(label: Text("Go"), role: .cancel, isPressed: false, environment: same, animation: nil))
        #expect(!record.matches(label: Text("Go"), role: nil, isPressed: true, environment: same, animation: nil))
        #expect(
            !record.matches(label: Text("Go"), role: nil, isPressed: false, environment: same, animation: .default))
    }

    @Test("A reused top node has its edits undone; the nodes below are kept, with their sizes")
    func topNodeEditsUndone() {
        let child = Node(key: "0.0", kind: .text(TextRun(string: "Go", font: .body, color: .primary)))
        let proposal = ProposedViewSize(width: 100, height: nil)
        _ = child.sizeThatFits(proposal)
        let top = Node(key: "0", kind: .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [child])
        top.attributes = [("data-a", "1")]
        top.style = ["opacity:0.5"]
        _ = top.sizeThatFits(proposal)
        let record = ReusedResolution(
            label: Text("Go"), role: nil, isPressed: false, environment: EnvironmentValues(), animation: nil,
            node: top, pass: 1)
        top.attributes.append(("role", "button"))
        top.style.append("filter:x")
        top.addGeometryObserver { _ in }
        top.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let again = record.reuse(in: 2)
        #expect(again === top)
        #expect(again.children.count == 1 && again.children[0] === child)
        #expect(again.attributes.map(\.name) == ["data-a"])
        #expect(again.style == ["opacity:0.5"])
        #expect(again.geometryObservers.isEmpty)
        #expect(again.frame == .zero)
        #expect(again.sizeCache[proposal] != nil && child.sizeCache[proposal] != nil)
        #expect(record.pass == 2 && record.timesReused == 1)
        // Met again in the same pass, the node is in the tree already: a copy, edits undone too.
        again.attributes.append(("role", "button"))
        let twice = record.reuse(in: 2)
        #expect(twice !== again)
        // Its nodes below are copies: layout gives each tree's nodes their own frames.
        #expect(twice.children.count == 1 && twice.children[0] !== child)
        #expect(twice.children[0].sizeCache[proposal] == child.sizeCache[proposal])
        #expect(twice.attributes.map(\.name) == ["data-a"])
        #expect(twice.sizeCache[proposal] == again.sizeCache[proposal])
        #expect(again.attributes.map(\.name) == ["data-a", "role"])
    }

    @Test("A resolution that keeps state, observes geometry, animates or reads geometry at layout is not kept")
    func graphTouchesNotKept() throws {
        /// A host of one button in `style`, set in the host's environment: the same chain of
        /// boxes every pass, so that only the resolution's touches can bar reuse.
        func host(_ style: some PrimitiveButtonStyle) -> ViewHost {
            var environment = EnvironmentValues()
            environment.primitiveButtonStyle = style
            return ViewHost(Button("Go") {}, width: 300, environment: environment)
        }
        let control = host(DefaultButtonStyle())
        control.render()
        control.render()
        #expect(control.graph.reusedResolutions.values.first?.timesReused == 1)

        let log = CallLog()
        for style in [
            ClaimsReuseWithState(), ClaimsReuseWithObserver(log: log), ClaimsReuseWithReader(),
            ClaimsReuseWithAnimation(),
        ] as [any PrimitiveButtonStyle] {
            let host = host(style)
            let first = host.render().html
            let states = host.graph.store.keys.sorted()
            let boxes = states.map { host.graph.store[$0] }
            for _ in 0..<3 { #expect(host.render().html == first) }
            try host.send(.geometry(width: 120, height: nil))
            #expect(host.graph.reusedResolutions.isEmpty, "\(style)")
            // The style's state lives on, in the same box: a reused resolution would not have met it.
            #expect(host.graph.store.keys.sorted() == states)
            #expect(zip(states, boxes).allSatisfy { host.graph.store[$0] === $1 })
        }
        #expect(log.entries.count == 1)
    }

    @Test("A style of the user's, a primitive style with a gesture and an erased label are never kept")
    func userStylesNotKept() throws {
        let twins = Twins()
        twins.render()
        twins.render()
        let graph = twins.reused.graph
        // The ten buttons in the default or plain style with a text label, not the four others.
        #expect(graph.reusedResolutions.count == 10)
        for text in ["Mine", "Scheme", "Twice"] {
            #expect(!graph.reusedResolutions.values.contains { $0.label == Text(text) }, "\(text)")
        }
        #expect(graph.store.keys.contains { $0.hasSuffix("/renders") })
    }

    @Test("An erased label whose type changes still drops the state below it")
    func erasedLabelTypeMemory() throws {
        let twins = Twins()
        twins.render()
        let graph = twins.reused.graph
        let counts = { graph.store.keys.filter { $0.hasSuffix("/count") }.count }
        #expect(counts() == 1)
        try twins.send(.tap(target: twins.target("Toggle")))
        #expect(counts() == 2)
        try twins.send(.tap(target: twins.target("Toggle")))
        #expect(counts() == 1)
    }

    @Test("Buttons behind a sheet and in it render as resolved every pass, the sheet taking its label")
    func sheets() throws {
        let twins = Twins { SheetPanel(log: $0) }
        twins.render()
        try twins.send(.tap(target: twins.target("Show")))
        twins.render()
        try twins.send(.tap(target: twins.target("Sheet 0")))
        try twins.send(.tap(target: twins.target("Sheet 1")))
        let html = try #require(twins.reused.current?.html)
        #expect(html.components(separatedBy: "aria-label=\"Dialog\"").count == 2)
        twins.render()
        #expect(twins.reuses > 0)
    }

    @Test("A label that changes to a canonically equivalent spelling is written with its new bytes")
    func equivalentLabelIsNotReused() throws {
        let host = ViewHost(RepeatedAndEquivalent(reuses: true), width: 320)
        let first = host.render()
        #expect(first.html.utf8.contains(0xC3))
        let target = try #require(first.targets.last { $0.gesture == "tap" })
        let second = try host.send(.tap(target: target.id))
        let fresh = ViewHost(RepeatedAndEquivalent(reuses: true, decomposed: true), width: 320).render()
        #expect(Array(second.html.utf8) == Array(fresh.html.utf8))
        #expect(second.html.contains("Cafe\u{301}"))
    }

    @Test("The same button met twice in a pass gets nodes of its own below its top one")
    func repeatedKeyDoesNotShareNodes() throws {
        let reused = ViewHost(RepeatedAndEquivalent(reuses: true), width: 320)
        let plain = ViewHost(RepeatedAndEquivalent(reuses: false), width: 320)
        for _ in 0..<3 { #expect(reused.render().html == plain.render().html) }
        #expect(reused.graph.reusedResolutions.values.contains { $0.timesReused > 0 })
    }

    @Test("A tap lets a held button go through the press handler its kept resolution holds, then runs its action")
    func tapLetsGo() throws {
        let log = CallLog()
        let host = ViewHost(Button("Go") { log.entries.append("go") }, width: 100)
        let target = try #require(host.render().targets.first { $0.gesture == "tap" }).id
        // Reused: the tap registered lets go through the press handler the first pass made and kept.
        host.render()
        let record = try #require(host.graph.reusedResolutions[target])
        #expect(record.timesReused == 1)
        #expect(record.press != nil)
        for round in 1...2 {
            try host.send(.press(target: target, phase: .began))
            #expect(host.graph.pressed == [target])
            try host.send(.tap(target: target))
            #expect(host.graph.pressed.isEmpty)
            #expect(log.entries == Array(repeating: "go", count: round))
        }
        try host.send(.tap(target: target))
        #expect(host.graph.pressed.isEmpty)
        #expect(log.entries == ["go", "go", "go"])
    }

    @Test("A kept resolution dies with its button, and keeps nothing of the graph alive")
    func lifetime() throws {
        let twins = Twins()
        twins.render()
        let sometimes = "Sometimes"
        try twins.send(.tap(target: twins.target("Toggle")))
        twins.render()
        let target = try twins.target(sometimes)
        #expect(twins.reused.graph.reusedResolutions[target] != nil)
        try twins.send(.tap(target: twins.target("Toggle")))
        #expect(twins.reused.graph.reusedResolutions[target] == nil)

        weak var graph: ViewGraph?
        weak var record: ReusedResolution?
        do {
            let host = ViewHost(Button("Go") {}, width: 100)
            host.render()
            host.render()
            graph = host.graph
            record = host.graph.reusedResolutions.values.first
            #expect(record?.timesReused == 1)
        }
        #expect(graph == nil)
        #expect(record == nil)
    }
}
