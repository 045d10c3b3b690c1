import Foundation
import Testing

@testable import Stylish

/// A style of the form SwiftUI code writes: a plus or minus after the label, the whole row tapped.
private struct PlusMinusStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isExpanded ? "minus" : "plus")
            }
            .contentShape(Rectangle())
            .onTapGesture { configuration.isExpanded.toggle() }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct Advanced: View {
    @State var showsAdvanced = false
    @State var logs = false

    var body: some View {
        VStack {
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Toggle("Debug logging", isOn: $logs)
            }
            DisclosureGroup("Help") {
                Text("Ask us anything")
            }
            .disclosureGroupStyle(PlusMinusStyle())
            Text("advanced \(showsAdvanced) logs \(logs)")
        }
    }
}

private func expanders(_ html: String) -> [String] {
    html.components(separatedBy: "<").filter { $0.contains("aria-expanded=") }
}

@Suite("DisclosureGroup and DisclosureGroupStyle")
struct DisclosureGroupTests {
    @Test("A tap on the label opens the group and shows its content; its button says aria-expanded")
    func expands() throws {
        let host = ViewHost(checking: { Advanced() }, width: 320)
        let rest = host.render()
        #expect(!rest.html.contains("Debug logging"))
        let buttons = expanders(rest.html)
        #expect(buttons.count == 2, "the default style's button and the custom style's tapped row")
        #expect(buttons.allSatisfy { $0.contains("role=\"button\"") && $0.contains("aria-expanded=\"false\"") })
        let advanced = try #require(rest.targets.first { $0.gesture == "tap" })
        let open = try host.send(.tap(target: advanced.id))
        #expect(open.html.contains("advanced true"))
        #expect(open.html.contains("Debug logging"))
        #expect(expanders(open.html).first?.contains("aria-expanded=\"true\"") == true)
        #expect(expanders(open.html).count == 2, "the content's toggle says nothing of the group")
        let logs = try #require(open.targets.first { $0.id != advanced.id && $0.gesture == "tap" })
        #expect(try host.send(.tap(target: logs.id)).html.contains("logs true"))
    }

    @Test("A group without a binding keeps its own state; a custom style's tap toggles it")
    func ownState() throws {
        let host = ViewHost(checking: { Advanced() }, width: 320)
        let help = try #require(host.render().targets.filter { $0.gesture == "tap" }.last)
        let open = try host.send(.tap(target: help.id))
        #expect(open.html.contains("Ask us anything"))
        #expect(open.html.contains("aria-label=\"minus\""))
        #expect(!(try host.send(.tap(target: help.id)).html.contains("Ask us anything")))
    }
}
