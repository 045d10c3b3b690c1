import Foundation
import Testing

@testable import Stylish

/// A style of the form SwiftUI code writes: the label in the tint over the content, in a card.
private struct CardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .foregroundColor(.orange)
            configuration.content
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.orange, lineWidth: 2))
    }
}

private struct Settings: View {
    @State var sounds = true
    var body: some View {
        VStack {
            GroupBox("Notifications") {
                Toggle("Sounds", isOn: $sounds)
            }
            GroupBox {
                Text("Synced")
            } label: {
                Label("iCloud", systemImage: "icloud")
            }
            .groupBoxStyle(CardStyle())
            GroupBox {
                Text("No label")
            }
        }
    }
}

@Suite("GroupBox and GroupBoxStyle")
struct GroupBoxTests {
    @Test("A group box is a group named by its title, drawn by the style; its content stays live")
    func groups() throws {
        let host = ViewHost(checking: { Settings() }, width: 320)
        let rest = host.render()
        let groups = rest.html.components(separatedBy: "<").filter { $0.contains("role=\"group\"") }
        #expect(groups.count == 3)
        #expect(groups.first?.contains("aria-label=\"Notifications\"") == true)
        #expect(rest.html.contains("color-mix(in srgb, var(--sg-gray) 14%, transparent)"), "the default box")
        #expect(rest.html.contains("stroke:var(--sg-orange)"), "the custom style's card")
        #expect(rest.html.contains(">iCloud<"))
        let toggle = try #require(rest.targets.first { $0.gesture == "tap" })
        #expect(try host.send(.tap(target: toggle.id)).html.contains("aria-checked=\"false\""))
    }
}
