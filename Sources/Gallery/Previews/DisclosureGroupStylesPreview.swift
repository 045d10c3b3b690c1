import Stylish

extension PreviewDefinition {
    /// Issue 28: `DisclosureGroup` in its default style and in one of our own.
    static let disclosureGroupStyles = PreviewDefinition(
        id: "disclosure-group-styles", title: "Disclosure group styles", section: .seed("027"),
        summary:
            "SwiftUI's `DisclosureGroup` bound to `isExpanded`, in its default style (a chevron that turns), and one that keeps its own state in a `DisclosureGroupStyle` of our own (a plus that becomes a minus). Each label is a button with `aria-expanded`.",
        controls: [.disclosure], sourceSymbols: ["PlusMinusDisclosureStyle", "DisclosureGroupStylesPreview"],
        width: 340, stateKeys: ["showsAdvanced", "logs"]
    ) {
        DisclosureGroupStylesPreview()
    }
}

/// Advanced settings behind a disclosure group, and a help text behind another.
struct DisclosureGroupStylesPreview: View {
    @State var showsAdvanced = false
    @State var logs = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Toggle("Debug logging", isOn: $logs)
            }
            DisclosureGroup("What is this?") {
                Text("Styles draw the group; the group keeps whether it is open.")
                    .font(.callout)
            }
            .disclosureGroupStyle(PlusMinusDisclosureStyle())
        }
        .padding()
    }
}
