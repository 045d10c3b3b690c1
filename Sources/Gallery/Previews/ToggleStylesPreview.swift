import Stylish

extension PreviewDefinition {
    /// Issue 28: `Toggle` in each built-in `ToggleStyle` and in one of our own.
    static let toggleStyles = PreviewDefinition(
        id: "toggle-styles", title: "Toggle styles", section: .seed("027"),
        summary:
            "SwiftUI's `Toggle` in its built-in styles, `.switch`, `.button` and `.checkbox`, and in a `ToggleStyle` of our own whose `makeBody(configuration:)` draws a check mark from `configuration.isOn`. Each is a switch, button or checkbox to assistive technology; a tap, Enter or Space flips it.",
        controls: [.toggle], sourceSymbols: ["CheckmarkToggleStyle", "ToggleStylesPreview"], width: 320,
        stateKeys: ["wifi", "bold", "agree", "reminders"]
    ) {
        ToggleStylesPreview()
    }
}

/// A toggle in each style, each bound to a setting of its own.
struct ToggleStylesPreview: View {
    @State var wifi = true
    @State var bold = false
    @State var agree = false
    @State var reminders = true

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bold", isOn: $bold)
                .toggleStyle(.button)
            Toggle("I agree to the terms", isOn: $agree)
                .toggleStyle(.checkbox)
            Toggle("Reminders", isOn: $reminders)
                .toggleStyle(CheckmarkToggleStyle())
        }
        .padding()
    }
}
