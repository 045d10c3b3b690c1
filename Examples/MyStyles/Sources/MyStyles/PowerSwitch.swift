import Stylish

/// A control of our own that works like a toggle: a round power button, lit when on.
///
/// A tap, Enter or Space flips it; assistive technology hears a switch named by `title`, on or off.
///
/// ```swift
/// PowerSwitch("Heating", isOn: $heating)
/// ```
public struct PowerSwitch: View {
    /// What the switch turns on and off.
    public var title: String
    /// Whether it is on.
    @Binding public var isOn: Bool

    /// A power switch for `title`, bound to `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self._isOn = isOn
    }

    public var body: some View {
        HStack(spacing: 14) {
            ZStack {
                Circle()
                    .fill(isOn ? Color.brand : Color.gray.opacity(0.25))
                    .frame(width: 52, height: 52)
                Image(systemName: "power")
                    .foregroundStyle(isOn ? Color.white : Color.gray)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(isOn ? "On" : "Off").foregroundStyle(.secondary)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { isOn.toggle() }
        .accessibilityLabel(title)
        .accessibilityRole(AccessibilityRole(rawValue: "switch"))
        .accessibilityChecked(isOn)
    }
}
