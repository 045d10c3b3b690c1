import Foundation

/// The look of a ``Toggle``, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` draws the
/// toggle from its label and state; the toggle itself is the control (its role, focus and tap).
///
/// ```swift
/// struct CheckmarkToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Spacer()
///             Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///                 .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
///         }
///     }
/// }
/// ```
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The WAI-ARIA role the toggle's element takes in this style: `switch` unless the style
    /// says otherwise. Engine-internal.
    var _toggleRole: AccessibilityRole { get }

    /// Resolves this style's toggle for `configuration`, with the style's `@Environment` bound
    /// where the toggle is. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension ToggleStyle {
    /// A style of your own draws a switch, for assistive technology.
    public var _toggleRole: AccessibilityRole { .switch }

    /// Resolves this concrete style, with its `@Environment` bound where the toggle is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// What a ``ToggleStyle`` knows of its toggle.
public struct ToggleStyleConfiguration {
    /// A type-erased toggle label, resolved as the toggle's label is (the one type-erased label of
    /// the styles' configurations).
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `configuration.isOn.toggle()` flips it, `$isOn` binds it.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off (never here:
    /// a toggle bound to one value).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension View {
    /// Sets the style of the toggles inside this view.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}

extension EnvironmentValues {
    /// The style toggles are drawn with.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { SwitchToggleStyle() }
}

extension AccessibilityRole {
    /// A control that is on or off (`aria-checked`).
    public static let `switch` = AccessibilityRole(rawValue: "switch")
    /// A control that performs an action, or, with `aria-pressed`, stays pressed or not.
    public static let button = AccessibilityRole(rawValue: "button")
}
