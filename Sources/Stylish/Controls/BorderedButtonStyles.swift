import Foundation

/// A button on a tinted rounded rectangle, as SwiftUI's `.bordered`: the label in the tint (red
/// when destructive) on the tint at 15 % opacity, dimmed while pressed; `controlSize` sets its
/// insets, corners and type.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    /// Creates the bordered style.
    public init() {}

    /// The button handles taps and presses, as SwiftUI's built-in styles do.
    public var _buttonHandlesInteraction: Bool { true }

    public func makeBody(configuration: Configuration) -> some View {
        let color = configuration.role == .destructive ? Color.red : tint ?? .accentColor
        configuration.label
            .bordered(controlSize, foreground: color, fill: color.opacity(0.15))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A button filled with the tint, its label white, as SwiftUI's `.borderedProminent` (red when
/// destructive), dimmed while pressed; `controlSize` sets its insets, corners and type.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    /// Creates the prominent bordered style.
    public init() {}

    /// The button handles taps and presses, as SwiftUI's built-in styles do.
    public var _buttonHandlesInteraction: Bool { true }

    public func makeBody(configuration: Configuration) -> some View {
        let color = configuration.role == .destructive ? Color.red : tint ?? .accentColor
        configuration.label
            .bordered(controlSize, foreground: .white, fill: color)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A button with no border: its label in the tint, as SwiftUI's `.borderless` (the default
/// style's look).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the borderless style.
    public init() {}

    /// The button handles taps and presses, as SwiftUI's built-in styles do.
    public var _buttonHandlesInteraction: Bool { true }

    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonStyle().makeBody(configuration: configuration)
    }

    /// Resolves the button as the default style does.
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        DefaultButtonStyle()._resolve(configuration, in: &context)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a tinted rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, with no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
