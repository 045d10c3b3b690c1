import Foundation
import Stylish
import Testing

@testable import StylishControls

/// A test-only style that reads the environment as plain `@Environment` properties.
private struct EnvironmentReportingChoiceStyle: MultipleChoiceStyle {
    @Environment(\.controlSize) var controlSize
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint

    func makeBody(configuration: Configuration) -> some View {
        Text("\(controlSize.rawValue) \(isEnabled ? "enabled" : "disabled") \(tint == nil ? "untinted" : "tinted")")
    }
}

private let options = [
    MultipleChoiceOption(id: "a", title: "Apples"),
    MultipleChoiceOption(id: "b", title: "Bananas"),
    MultipleChoiceOption(id: "c", title: "Cherries"),
]

/// A multiple choice over `options` whose selection starts at `start`, in `style`.
private func makeChoice(_ start: [String], style: some MultipleChoiceStyle = .checkbox) -> some View {
    PreviewState(initialValue: start) { $selection in
        MultipleChoice("Fruit", options: options, selection: $selection).multipleChoiceStyle(style)
    }
}

/// The `<…>` start tag of the checkbox labelled `title`.
private func checkbox(_ title: String, in html: String) -> Substring? {
    guard let label = html.range(of: "aria-label=\"\(title)\"") else { return nil }
    guard let start = html[..<label.lowerBound].range(of: "<", options: .backwards) else { return nil }
    guard let end = html[label.upperBound...].firstIndex(of: ">") else { return nil }
    return html[start.lowerBound...end]
}

@Suite("MultipleChoice")
struct MultipleChoiceTests {
    @Test("Tapping options toggles them; the selection stays in the options' order", arguments: [false, true])
    func toggling(checkboxStyle: Bool) throws {
        let view =
            checkboxStyle
            ? AnyView(makeChoice([], style: CheckboxMultipleChoiceStyle()))
            : AnyView(makeChoice([], style: DefaultMultipleChoiceStyle()))
        let host = ViewHost(view, width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        #expect(taps.count == 3)
        let expected: [(Int, [String])] = [(2, ["c"]), (0, ["a", "c"]), (1, ["a", "b", "c"]), (2, ["a", "b"]), (0, ["b"])]
        for (index, selection) in expected {
            let rendering = try host.send(.tap(target: taps[index].id))
            #expect(rendering.state("value") == .array(selection.map(StateValue.string)))
            for option in options {
                let tag = try #require(checkbox(option.title, in: rendering.html))
                #expect(tag.contains("role=\"checkbox\""))
                #expect(tag.contains("aria-checked=\"\(selection.contains(option.id))\""), "\(option.id) in \(selection)")
                #expect(tag.contains("tabindex=\"0\""))
            }
        }
    }

    @Test("The checkbox style draws a square, filled in the tint with a checkmark when checked")
    func checkboxLook() {
        let html = ViewHost(makeChoice(["b"]).tint(.green), width: 300).render().html
        #expect(html.components(separatedBy: "aria-label=\"square\"").count == 3)
        #expect(html.components(separatedBy: "aria-label=\"checkmark.square.fill\"").count == 2)
        #expect(html.contains("fill:var(--sg-green)"))
        let untinted = ViewHost(makeChoice(["b"]), width: 300).render().html
        #expect(untinted.contains("fill:var(--sg-accent)") && !untinted.contains("sg-green"))
    }

    @Test("Disabled, the checkbox style is grey and dimmed, and no option has a target")
    func disabled() {
        let rendering = ViewHost(makeChoice(["b"]).tint(.green).disabled(true), width: 300).render()
        #expect(rendering.targets.isEmpty)
        #expect(!rendering.html.contains("sg-green"))
        // The style's grey is drawn as it is (not faded again), the group dimmed by its opacity.
        #expect(rendering.html.contains("fill:var(--sg-gray)"))
        #expect(rendering.html.components(separatedBy: "role=\"checkbox\" aria-disabled=\"true\"").count == 4)
        #expect(rendering.html.contains("opacity:0.6"))
        #expect(rendering.html.contains("aria-checked=\"true\""), "still announces what is checked")
    }

    @Test("Both styles draw larger at .controlSize(.large): taller rows and bigger type")
    func largeControls() {
        for style in [AnyView(makeChoice(["a"])), AnyView(makeChoice(["a"], style: .automatic))] {
            let regular = ViewHost(style, width: 300).render()
            let large = ViewHost(style.controlSize(.large), width: 300).render()
            #expect(regular.targets.map(\.frame.height) == [32, 32, 32])
            #expect(large.targets.map(\.frame.height) == [44, 44, 44])
            #expect(large.size.height > regular.size.height)
            #expect(large.html.contains("font-size:22px") && !regular.html.contains("font-size:22px"))
        }
    }

    @Test("A style's own @Environment is filled in from where the component is, with no wrapper view")
    func styleReadsEnvironment() {
        let plain = ViewHost(makeChoice([], style: EnvironmentReportingChoiceStyle()), width: 300).render().html
        #expect(plain.contains(">regular enabled untinted</div>"))
        let changed = makeChoice([], style: EnvironmentReportingChoiceStyle()).controlSize(.large).disabled(true).tint(.red)
        #expect(ViewHost(changed, width: 300).render().html.contains(">large disabled tinted</div>"))
    }

    @Test("The default style marks chosen options with a checkmark in the tint")
    func defaultStyle() {
        let html = ViewHost(makeChoice(["a", "c"], style: .automatic).tint(.pink), width: 300).render().html
        #expect(html.components(separatedBy: "aria-label=\"checkmark\"").count == 3)
        #expect(html.contains("stroke:var(--sg-pink)"))
        #expect(!html.contains("aria-label=\"square\""))
    }

    @Test("Toggling drops ids that name no option and keeps the options' order")
    func configurationToggle() {
        var selection = ["zzz", "c"]
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let configuration = MultipleChoice("Fruit", options: options, selection: binding).configuration
        #expect(configuration.options.map(\.isSelected) == [false, false, true])
        configuration.options[0].toggle()
        #expect(selection == ["a", "c"])
    }
}
