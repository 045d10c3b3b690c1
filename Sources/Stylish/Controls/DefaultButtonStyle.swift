/// The look of a button with no style set: its label in the tint (the accent colour), red when
/// destructive, dimmed while pressed, as SwiftUI's `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    @Environment(\.tint) private var tint
    @Environment(\.foregroundColor) private var foreground

    /// Creates the default style.
    public init() {}

    /// The button handles taps and presses, as SwiftUI's built-in styles do.
    public var _buttonHandlesInteraction: Bool { true }

    public func makeBody(configuration: Configuration) -> some View {
        Self.body(configuration, foreground: foreground, tint: tint)
    }

    /// Resolves the button as ``makeBody(configuration:)`` draws it, one path component deeper as
    /// a style's body is, with the two colours read from the environment where the button is
    /// instead of through the style's `@Environment`: the same nodes at the same keys, without
    /// two key paths applied and the style's dynamic properties visited for every button.
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        let foreground = context.environment.foregroundColor
        let tint = context.environment.tint
        return context.child(0) { resolve(Self.body(configuration, foreground: foreground, tint: tint), in: &$0) }
    }

    /// The label in the foreground colour, else the tint, else the accent colour (red when
    /// destructive), dimmed while pressed.
    private static func body(_ configuration: Configuration, foreground: Color?, tint: Color?) -> some View {
        configuration.label
            .foregroundColor(configuration.role == .destructive ? .red : foreground ?? tint ?? .accentColor)
            .opacity(configuration.isPressed ? 0.4 : 1)
    }
}

/// A button that shows its label as it is, as SwiftUI's `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the plain style.
    public init() {}

    /// The button handles taps and presses, as SwiftUI's built-in styles do.
    public var _buttonHandlesInteraction: Bool { true }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.4 : 1)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
