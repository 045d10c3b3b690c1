import Stylish

/// The look of a ``MultipleChoice``: styles make the body, the component keeps the selection.
///
/// Styles are dynamic properties, resolved in a view generic over the concrete style, so they read
/// `@Environment` (`isEnabled`, `controlSize`, the tint) directly, with no wrapper view: the
/// problem and the fix of the seed 002 article's `CheckboxMultipleChoiceStyle`.
///
/// ```swift
/// struct ListMultipleChoiceStyle: MultipleChoiceStyle {
///     @Environment(\.isEnabled) var isEnabled
///
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             ForEach(configuration.options) { option in
///                 Text(option.isSelected ? "✓ \(option.title)" : option.title)
///                     .onTapGesture { option.toggle() }
///             }
///         }
///         .opacity(isEnabled ? 1 : 0.5)
///     }
/// }
///
/// MultipleChoice("Toppings", options: toppings, selection: $chosen)
///     .multipleChoiceStyle(ListMultipleChoiceStyle())
/// ```
public protocol MultipleChoiceStyle: DynamicProperty {
    /// The view a style makes.
    associatedtype Body: View
    /// What the component hands to its style.
    typealias Configuration = MultipleChoiceStyleConfiguration

    /// The component, drawn in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// This style's body for `configuration` as a view of its own, its type erased. A requirement
    /// with a default, so that each style's conformance builds the view through the style's
    /// concrete type, though the multiple choice holds the style as `any MultipleChoiceStyle`: the body is then
    /// resolved by code made for its type. Engine-internal.
    func _resolved(configuration: Configuration) -> AnyView
}

/// The environment key of the multiple choice style; its default is ``DefaultMultipleChoiceStyle``.
public struct MultipleChoiceStyleKey: EnvironmentKey {
    public static var defaultValue: any MultipleChoiceStyle { DefaultMultipleChoiceStyle() }
}

extension EnvironmentValues {
    /// The style of the ``MultipleChoice``s below.
    public var multipleChoiceStyle: any MultipleChoiceStyle {
        get { self[MultipleChoiceStyleKey.self] }
        set { self[MultipleChoiceStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``MultipleChoice``s in this view.
    public consuming func multipleChoiceStyle(_ style: some MultipleChoiceStyle) -> some View {
        environment(\.multipleChoiceStyle, style)
    }
}

extension MultipleChoiceStyle {
    /// This style's body inside a view generic over the concrete style, so that the style's own
    /// `@Environment` properties are filled in.
    @inlinable
    public func _resolved(configuration: Configuration) -> AnyView {
        AnyView(ResolvedControlStyle(configuration: configuration, style: self) { $0.makeBody(configuration: $1) })
    }
}
