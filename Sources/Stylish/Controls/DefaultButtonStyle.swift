/// The look of a button with no style set: its label in the tint (the accent colour), red when
/// destructive, dimmed while pressed, as SwiftUI's `.automatic`.
///
/// The style stores nothing: the colours are read from the environment where its body is
/// resolved.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default style.
    public init() {}

    /// The button handles taps and presses, as SwiftUI's built-in styles do.
    public var _buttonHandlesInteraction: Bool { true }

    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(configuration: configuration)
    }

    /// Resolves the button as ``makeBody(configuration:)`` draws it, one path component deeper as
    /// a style's body is: the same nodes at the same keys, without the style's view around it.
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        context.child(0) { DefaultButtonBody._makeNodes(DefaultButtonBody(configuration: configuration), in: &$0) }
    }

    /// The label in the foreground colour, else the tint, else the accent colour (red when
    /// destructive), dimmed while pressed. Disabled, the tint (or the red) turns grey, as SwiftUI
    /// draws a disabled button; a foreground colour set on the button stays.
    fileprivate static func body(
        _ configuration: Configuration, foreground: Color?, tint: Color?, isEnabled: Bool
    ) -> some View {
        let isDestructive = configuration.role == .destructive
        let tint = isDestructive ? Color.red : tint ?? .accentColor
        let color = (isDestructive ? nil : foreground) ?? (isEnabled ? tint : tint.disabledTint)
        return configuration.label
            .foregroundColor(color)
            .opacity(configuration.isPressed ? 0.4 : 1)
    }
}

/// The body of the style: the button drawn with the two colours of the environment where it
/// is resolved, at its own key (no path component of its own, as the body it stands for).
private struct DefaultButtonBody: PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration

    static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let environment = context.environment
        let body = DefaultButtonStyle.body(
            view.configuration, foreground: environment.foregroundColor, tint: environment.tint,
            isEnabled: environment.isEnabled)
        return resolve(body, in: &context)
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
