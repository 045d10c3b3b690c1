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
    public func multipleChoiceStyle(_ style: some MultipleChoiceStyle) -> some View {
        environment(\.multipleChoiceStyle, style)
    }
}

extension MultipleChoiceStyle {
    /// This style's body inside a view generic over the concrete style, so that the style's own
    /// `@Environment` properties are filled in.
    func resolve(configuration: Configuration) -> some View {
        ResolvedMultipleChoiceStyle(configuration: configuration, style: self)
    }
}

/// A style and its configuration as a view of their own.
struct ResolvedMultipleChoiceStyle<Style: MultipleChoiceStyle>: View {
    var configuration: MultipleChoiceStyleConfiguration
    var style: Style

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}
