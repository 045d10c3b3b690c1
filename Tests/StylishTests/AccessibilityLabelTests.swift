import Testing

@testable import Stylish

@Suite("Where accessibilityLabel puts aria-label")
struct AccessibilityLabelTests {
    @Test("A control is labelled itself, whether it has a role or only a target; a wrapper of one control labels it")
    func controlsAreLabelled() {
        let role = renderedHTML(Text("a").accessibilityRole(AccessibilityRole(rawValue: "note")).accessibilityLabel("Named"))
        #expect(role.contains("role=\"note\" aria-label=\"Named\"") || role.contains("aria-label=\"Named\" role=\"note\""))
        let target = renderedHTML(Text("b").onTapGesture {}.accessibilityLabel("Tappable"))
        #expect(target.components(separatedBy: "aria-label=\"Tappable\"").count == 2)
        let button = renderedHTML(VStack { Button("Go") {} }.padding(4).accessibilityLabel("Go on"))
        #expect(button.components(separatedBy: "aria-label=\"Go on\"").count == 2)
        #expect(!button.contains("<div aria-label=\"Go on\""), "the stack is not labelled: its one control is")
    }

    @Test("A view of several controls, or none, is labelled as a whole")
    func wholesAreLabelled() {
        let two = renderedHTML(
            HStack {
                Button("A") {}
                Button("B") {}
            }.accessibilityLabel("Pair"))
        #expect(two.components(separatedBy: "aria-label=\"Pair\"").count == 2)
        let none = renderedHTML(
            HStack {
                Text("x")
                Text("y")
            }.accessibilityLabel("Words"))
        #expect(none.components(separatedBy: "aria-label=\"Words\"").count == 2)
    }
}
