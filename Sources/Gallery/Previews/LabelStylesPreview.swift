import Stylish

extension PreviewDefinition {
    /// Issue 28: `Label` in each built-in `LabelStyle` and in one of our own.
    static let labelStyles = PreviewDefinition(
        id: "label-styles", title: "Label styles", section: .seed("027"),
        summary:
            "SwiftUI's `Label` in `.titleAndIcon`, `.titleOnly` and `.iconOnly` (still named by its title for assistive technology), and in a `LabelStyle` of our own that badges `configuration.icon`; a button labelled with a `Label` counts the items.",
        controls: [.label], sourceSymbols: ["BadgeLabelStyle", "LabelStylesPreview"], width: 320, stateKeys: ["items"]
    ) {
        LabelStylesPreview()
    }
}

/// A label in each style, and a button whose label is a label.
struct LabelStylesPreview: View {
    @State var items = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Title and icon", systemImage: "checkmark.circle.fill")
            Label("Title only", systemImage: "checkmark.circle.fill")
                .labelStyle(.titleOnly)
            Label("Icon only", systemImage: "checkmark.circle.fill")
                .labelStyle(.iconOnly)
            Label("\(items) items", systemImage: "checkmark")
                .labelStyle(BadgeLabelStyle())
            Button {
                items += 1
            } label: {
                Label("Add an item", systemImage: "plus.circle.fill")
            }
        }
        .padding()
    }
}
