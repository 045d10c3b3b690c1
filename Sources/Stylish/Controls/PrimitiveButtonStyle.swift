/// A style that draws a button and decides how it is triggered, as SwiftUI's
/// `PrimitiveButtonStyle`.
///
/// The button does not trigger on a tap by itself: the style calls `configuration.trigger()`,
/// typically from a gesture on the label. The built-in styles (``DefaultButtonStyle``,
/// ``PlainButtonStyle``) and every ``ButtonStyle`` leave taps and the pressed state to the button.
///
/// ```swift
/// struct DoubleTapToConfirm: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .foregroundColor(.primary)
///             .onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// Whether the button itself handles taps and presses (the built-in styles, an adapted
    /// ``ButtonStyle``); `false`, the default, for a style that triggers the button itself.
    /// Engine-internal.
    var _buttonHandlesInteraction: Bool { get }

    /// Resolves this style's button for `configuration`, with the style's `@Environment` bound
    /// where the button is. A requirement with a default, so that each style's conformance
    /// resolves its body through the style's concrete type, though the button holds the style as
    /// `any PrimitiveButtonStyle`. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension PrimitiveButtonStyle {
    /// A style of your own decides when the button triggers.
    public var _buttonHandlesInteraction: Bool { false }
}

/// What a ``PrimitiveButtonStyle`` knows of its button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased button label.
    ///
    /// Resolved as the button's label is: the type is the button's `Label`, fixed for a
    /// `Button<Label>` at a key, so no memory of the type it wraps is kept, as an `AnyView` does.
    public struct Label: PrimitiveView {
        let make: (inout ResolveContext) -> [Node]

        init<V: View>(_ view: V) { make = { resolve(view, in: &$0) } }

        public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
            view.make(&context)
        }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let isPressed: Bool
    private let action: () -> Void

    init(role: ButtonRole?, label: Label, isPressed: Bool, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.isPressed = isPressed
        self.action = trigger
    }

    /// Performs the button's action (nothing when the button is disabled).
    public func trigger() { action() }
}

extension PrimitiveButtonStyle {
    /// Resolves this concrete style, with its `@Environment` bound where the button is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

extension View {
    /// Sets the style of the buttons inside this view.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, style)
    }

    /// Sets the style of the buttons inside this view.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, _ButtonStyleAdapter(style: style))
    }
}

extension EnvironmentValues {
    /// The style buttons are drawn with (a ``ButtonStyle`` is adapted to this).
    var primitiveButtonStyle: any PrimitiveButtonStyle {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: any PrimitiveButtonStyle { DefaultButtonStyle() }
}

/// A concrete style on a view of its own, so that the style's dynamic properties (`@Environment`,
/// `@State`) are bound before its body is made, as SwiftUI does for its styles.
@usableFromInline
struct _ResolvedStyle<Style, Content: View>: PrimitiveView {
    @usableFromInline let style: Style
    @usableFromInline let make: (Style) -> Content

    @usableFromInline init(style: Style, make: @escaping (Style) -> Content) {
        self.style = style
        self.make = make
    }

    /// Resolved through a record of its own, the style's dynamic properties installed where the
    /// button is, its body as child `0`.
    @inlinable static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        context.resolve(recording: view) { view, context in
            context.install(dynamicPropertiesOf: view.style)
            let body = view.make(view.style)
            return context.child(0) { Content._makeNodes(body, in: &$0) }
        }
    }
}
