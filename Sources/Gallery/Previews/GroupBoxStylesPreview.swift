import Stylish

extension PreviewDefinition {
    /// Issue 28: `GroupBox` in its default style and in one of our own.
    static let groupBoxStyles = PreviewDefinition(
        id: "group-box-styles", title: "Group box styles", section: .seed("027"),
        summary:
            "SwiftUI's `GroupBox` in its default style (a tinted, rounded box) and in a `GroupBoxStyle` of our own, a card with a shadow, each holding live toggles split by a `Divider`. A box is a group named by its label.",
        controls: [.groupBox], sourceSymbols: ["CardGroupBoxStyle", "GroupBoxStylesPreview"], width: 340,
        stateKeys: ["sounds", "badges", "syncs"]
    ) {
        GroupBoxStylesPreview()
    }
}

/// Two group boxes of settings.
struct GroupBoxStylesPreview: View {
    @State var sounds = true
    @State var badges = false
    @State var syncs = true

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Notifications") {
                Toggle("Sounds", isOn: $sounds)
                Divider()
                Toggle("Badges", isOn: $badges)
            }
            GroupBox {
                Toggle("Sync photos", isOn: $syncs)
                Text(syncs ? "Synced 2 minutes ago" : "Sync is off")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            } label: {
                Label("iCloud", systemImage: "checkmark.circle")
            }
            .groupBoxStyle(CardGroupBoxStyle())
        }
        .padding()
    }
}
