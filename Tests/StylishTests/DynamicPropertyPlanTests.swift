import Foundation
import TestSupport
import Testing

@testable import Stylish

/// A style protocol whose styles may hold dynamic properties, as the controls' styles do.
private protocol BadgeStyle: DynamicProperty {
    func text() -> String
}

/// A style that reads the environment and keeps state.
private struct LoudBadgeStyle: BadgeStyle {
    @Environment(\.isEnabled) var isEnabled
    @State var presses = 0
    func text() -> String { isEnabled ? "LOUD" : "quiet" }
}

/// A style with a style inside it (two levels of nesting).
private struct FramedBadgeStyle: BadgeStyle {
    var inner = LoudBadgeStyle()
    @Environment(\.layoutDirection) var direction
    func text() -> String { "[\(inner.text()) \(direction == .rightToLeft ? "rtl" : "ltr")]" }
}

/// A style without any dynamic property.
private struct PlainBadgeStyle: BadgeStyle {
    func text() -> String { "plain" }
}

/// A reference type that is a dynamic property (reflected on each visit).
private final class Tracker: DynamicProperty {
    @State var count = 1
}

/// A view with every kind of stored property the plan handles.
private struct Badge: View {
    @State var title = "badge"
    let nested: FramedBadgeStyle
    let style: any BadgeStyle
    var optionalState: State<Int>? = State(wrappedValue: 4)
    var noState: State<Int>? = nil
    let tracker = Tracker()
    let action: () -> Void = {}
    let pair = (1, State(wrappedValue: 2))
    let metatype: Any.Type = Int.self
    var body: some View { Text(nested.text() + " " + style.text() + " " + title) }
}

/// An enum view: not planned, reflected as before.
private enum Choice: View {
    case first(State<Int>)
    case second

    var body: some View { Text("choice") }
}

/// What the plan and what `Mirror` find in `value`.
private func found<Value>(_ value: Value) -> (planned: [String], reflected: [String]) {
    var planned = DynamicPropertyRecorder()
    DynamicPropertyPlan.visit(value, with: &planned)
    var reflected = DynamicPropertyRecorder()
    _ = reflected.visitReflecting(childrenOf: value, prefix: "")
    return (planned.found, reflected.found)
}

@Suite("Dynamic property plans")
struct DynamicPropertyPlanTests {
    @Test("A plan finds what reflection finds: nested styles, existentials, optionals, classes")
    func sameAsReflection() {
        let badge = Badge(nested: FramedBadgeStyle(), style: LoudBadgeStyle())
        for _ in 0..<2 {  // planned once, then read from the cache
            let (planned, reflected) = found(badge)
            #expect(planned == reflected)
            #expect(
                planned == [
                    "title: Stylish.State<Swift.String>",
                    "nested.inner.isEnabled: Stylish.Environment<Swift.Bool>",
                    "nested.inner.presses: Stylish.State<Swift.Int>",
                    "nested.direction: Stylish.Environment<Stylish.LayoutDirection>",
                    "style.isEnabled: Stylish.Environment<Swift.Bool>",
                    "style.presses: Stylish.State<Swift.Int>",
                    "optionalState: Stylish.State<Swift.Int>",
                    "tracker.count: Stylish.State<Swift.Int>",
                ])
        }
    }

    @Test("An existential field is read from each value, whatever it holds")
    func existentialPerValue() {
        let plain = found(Badge(nested: FramedBadgeStyle(), style: PlainBadgeStyle()))
        #expect(plain.planned == plain.reflected)
        #expect(!plain.planned.contains { $0.hasPrefix("style.") })
        let framed = found(Badge(nested: FramedBadgeStyle(), style: FramedBadgeStyle()))
        #expect(framed.planned == framed.reflected)
        #expect(framed.planned.contains("style.inner.presses: Stylish.State<Swift.Int>"))
    }

    @Test("Values that are not structs are reflected, and types with nothing are skipped")
    func fallbacks() {
        let choice = found(Choice.first(State(wrappedValue: 1)))
        #expect(choice.planned == choice.reflected)
        #expect(choice.planned == ["first: Stylish.State<Swift.Int>"])
        let text = found(Text("plain"))
        #expect(text.planned.isEmpty && text.reflected.isEmpty)
        let style = found(FramedBadgeStyle() as any BadgeStyle)
        #expect(style.planned == style.reflected)
    }

    @Test("A render binds the planned properties: environment in nested and existential styles, state by label")
    func renderBindsPlannedProperties() throws {
        let host = ViewHost(
            Badge(nested: FramedBadgeStyle(), style: FramedBadgeStyle())
                .environment(\.layoutDirection, .rightToLeft)
                .disabled(true))
        let html = host.render().html
        #expect(html.contains("[quiet rtl] [quiet rtl] badge"))
        let audit = DynamicPropertyAudit()
        audit.checkRecords(of: host)
        #expect(audit.mismatches.isEmpty, "\(audit.mismatches)")
        #expect(audit.propertyCount == 9)
        let keys = host.graph.states(below: host.root).map { String($0.key.split(separator: "/").last ?? "") }.sorted()
        #expect(keys == ["nested.inner.presses", "optionalState", "style.inner.presses", "title", "tracker.count"])
    }

    @Test("Threads rendering at once, each with its own copy of the plans, render what one thread does")
    func threadsRenderAlike() async {
        @Sendable func render() -> String {
            ViewHost(Badge(nested: FramedBadgeStyle(), style: LoudBadgeStyle()).disabled(true)).render().html
        }
        let expected = render()
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    // A thread of its own each, as the server's handler threads are.
                    await withCheckedContinuation { continuation in
                        Thread { continuation.resume(returning: (0..<50).map { _ in render() }) }.start()
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0 == expected })
    }
}
