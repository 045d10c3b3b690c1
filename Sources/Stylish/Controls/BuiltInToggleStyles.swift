import Foundation

/// A switch beside the label, as SwiftUI's `.switch` (iOS's look): a capsule track, in the tint
/// (green when none is set) when on, and a white knob that slides to the on side.
public struct SwitchToggleStyle: ToggleStyle {
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    /// Creates the switch style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let scale = controlSize.switchScale
        HStack {
            configuration.label
                .font(ifSet: controlSize.labelFont)
            Spacer()
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule()
                    .fill(configuration.isOn ? tint ?? Color.green : Color.gray.opacity(0.3))
                    .frame(width: (51 * scale).rounded(), height: (31 * scale).rounded())
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
                    .frame(width: (27 * scale).rounded(), height: (27 * scale).rounded())
                    .padding(2)
            }
            .animation(.snappy, value: configuration.isOn)
        }
    }
}

/// A check box before the label, as SwiftUI's `.checkbox` (macOS's look); the element is a
/// `checkbox` for assistive technology.
public struct CheckboxToggleStyle: ToggleStyle {
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    /// Creates the checkbox style.
    public init() {}

    public var _toggleRole: AccessibilityRole { .checkbox }

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundColor(configuration.isOn ? tint ?? .accentColor : .gray)
            configuration.label
        }
        .font(ifSet: controlSize.labelFont)
    }
}

/// The label as a button that stays pressed while on, as SwiftUI's `.button`: filled in the tint
/// when on; the element is a `button` with `aria-pressed`.
public struct ButtonToggleStyle: ToggleStyle {
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    /// Creates the button style.
    public init() {}

    public var _toggleRole: AccessibilityRole { .button }

    public func makeBody(configuration: Configuration) -> some View {
        let color = tint ?? .accentColor
        configuration.label
            .bordered(
                controlSize, foreground: configuration.isOn ? .white : color,
                fill: configuration.isOn ? color : Color.gray.opacity(0.15))
    }
}

/// The style of a toggle with none set: the switch, as on iOS.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The default style: a switch.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
    /// A switch beside the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box before the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The label as a button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
