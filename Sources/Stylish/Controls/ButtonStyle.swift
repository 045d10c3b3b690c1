/// A style that draws a button while the button handles the interaction, as SwiftUI's
/// `ButtonStyle`.
///
/// ```swift
/// struct Outlined: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .opacity(configuration.isPressed ? 0.5 : 1)
///             .background { Capsule().stroke(.yellow, lineWidth: 2) }
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration

    /// The button, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``ButtonStyle`` knows of its button.
public struct ButtonStyleConfiguration {
    /// A type-erased button label.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the user is pressing the button now.
    public let isPressed: Bool
}

/// A ``ButtonStyle`` as the primitive style the environment holds.
struct _ButtonStyleAdapter<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style

    /// The button handles taps and presses; the style only draws.
    var _buttonHandlesInteraction: Bool { true }

    func makeBody(configuration: Configuration) -> some View {
        let inner = ButtonStyleConfiguration(
            role: configuration.role, label: configuration.label, isPressed: configuration.isPressed)
        return _ResolvedStyle(style: style) { $0.makeBody(configuration: inner) }
    }
}
