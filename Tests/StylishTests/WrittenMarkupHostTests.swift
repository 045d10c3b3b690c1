import Foundation
import Testing

@testable import Stylish

/// Buttons that a tap of "Step" moves, relabels (as wide as before), marks, fades, disables,
/// repeats or labels in another spelling, one at a time, and others that stay as they are.
private struct Steps: View {
    @State var step = 0

    var body: some View {
        VStack {
            Button("Step") { step += 1 }
            HStack {
                Spacer().frame(width: step == 1 ? 40 : 10)
                Button("Moved") {}
            }
            // The same letters in another order: the same width, other bytes.
            Button(step == 2 ? "Renamed" : "Ranemed") {}
            Button("Marked") {}.accessibilityLabel(step == 3 ? "on" : "off")
            Button("Faded") {}.opacity(step == 4 ? 0.5 : 1)
            Button("Off") {}.disabled(step == 5)
            ForEach(step == 6 ? [0, 0] : [0], id: \.self) { _ in Button("Repeated") {} }
            // Equal `String`s, other bytes: the kept markup must not be taken for this one's.
            Button("Spelled") {}.accessibilityLabel(step == 7 ? "Caf\u{E9}" : "Cafe\u{301}")
            Button("Still") {}
        }
    }
}

/// Two hosts of `Steps`, one whose buttons resolve every pass (``DefaultEveryPass``: they keep no
/// record, so no markup either).
private struct StepTwins {
    let kept = ViewHost(Steps(), width: 320)
    let plain = ViewHost(Steps().buttonStyle(DefaultEveryPass()), width: 320)

    /// Taps "Step" in both; the renderings must be the same.
    func step(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let a = try kept.send(.tap(target: try target("Step")))
        let b = try plain.send(.tap(target: try target("Step")))
        // As bytes: `String ==` takes canonically equivalent markup for the same.
        #expect(a.html.utf8.elementsEqual(b.html.utf8), sourceLocation: sourceLocation)
        #expect(a.targets == b.targets, sourceLocation: sourceLocation)
    }

    /// Applies `change` to both; the renderings must be the same.
    func change(_ change: EnvironmentChange, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let a = try kept.send(.environment(change))
        let b = try plain.send(.environment(change))
        // As bytes: `String ==` takes canonically equivalent markup for the same.
        #expect(a.html.utf8.elementsEqual(b.html.utf8), sourceLocation: sourceLocation)
        #expect(a.targets == b.targets, sourceLocation: sourceLocation)
    }

    /// The target of the button labelled `text` in the kept host's last rendering.
    func target(_ text: String) throws -> String {
        let html = try #require(kept.current?.html)
        let range = try #require(html.range(of: ">\(text)<"))
        let start = try #require(html[..<range.lowerBound].range(of: "data-target=\"", options: .backwards))
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    /// How many writings kept markup gave in the kept host, in all.
    var appended: Int {
        kept.graph.reusedResolutions.values.reduce(0) { $0 + ($1.markup?.timesAppended ?? 0) }
    }
}

@Suite("Kept markup in a host: the same bytes as resolving and writing every button every pass")
struct WrittenMarkupHostTests {
    @Test("Each step changes one button; the others append their kept markup, and the page is the plain one")
    func steps() throws {
        let twins = StepTwins()
        _ = twins.kept.render()
        _ = twins.plain.render()
        for _ in 0..<8 { try twins.step() }
        #expect(twins.appended > 0)
    }

    @Test("The layout direction, colour scheme and type size change what the buttons write")
    func environment() throws {
        let twins = StepTwins()
        _ = twins.kept.render()
        _ = twins.plain.render()
        try twins.step()
        try twins.step()
        var change = EnvironmentChange()
        change.layoutDirection = .set(.rightToLeft)
        try twins.change(change)
        try twins.step()
        change = EnvironmentChange()
        change.colorScheme = .set(.dark)
        try twins.change(change)
        try twins.step()
        change = EnvironmentChange()
        change.dynamicTypeSize = .set(.xxxLarge)
        try twins.change(change)
        try twins.step()
        try twins.step()
        #expect(twins.appended > 0)
    }
}
