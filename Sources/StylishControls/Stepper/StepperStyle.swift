import Stylish

/// The look of a ``StylishStepper``: styles make the body, the stepper keeps the behaviour.
///
/// As in "Styling Components in SwiftUI", a style receives a configuration (the label, the value
/// and what the − and + controls may do) and returns any view for it. Styles are dynamic
/// properties, resolved in a view generic over the concrete style, so they may read
/// `@Environment` values themselves (the control size, `isEnabled`, the tint).
///
/// ```swift
/// struct PlainStepperStyle: StepperStyle {
///     @Environment(\.controlSize) var controlSize
///
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Button("−") { configuration.onDecrement?() }
///                 .disabled(configuration.onDecrement == nil)
///             Text(configuration.formattedValue)
///             Button("+") { configuration.onIncrement?() }
///                 .disabled(configuration.onIncrement == nil)
///         }
///         .font(controlSize == .large ? .title2 : .body)
///     }
/// }
///
/// StylishStepper("Guests", value: $guests, in: 1...8).stepperStyle(PlainStepperStyle())
/// ```
public protocol StepperStyle: DynamicProperty {
    /// The view a style makes.
    associatedtype Body: View
    /// What the stepper hands to its style.
    typealias Configuration = StepperStyleConfiguration

    /// The stepper, drawn in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// This style's body for `configuration` as a view of its own, its type erased. A requirement
    /// with a default, so that each style's conformance builds the view through the style's
    /// concrete type, though the stepper holds the style as `any StepperStyle`: the body is then
    /// resolved by code made for its type. Engine-internal.
    func _resolved(configuration: Configuration) -> AnyView
}

/// The environment key of the stepper style; its default is ``DefaultStepperStyle``.
public struct StepperStyleKey: EnvironmentKey {
    public static var defaultValue: any StepperStyle { DefaultStepperStyle() }
}

extension EnvironmentValues {
    /// The style of the ``StylishStepper``s below.
    public var stepperStyle: any StepperStyle {
        get { self[StepperStyleKey.self] }
        set { self[StepperStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``StylishStepper``s in this view.
    public consuming func stepperStyle(_ style: some StepperStyle) -> some View {
        environment(\.stepperStyle, style)
    }
}

extension StepperStyle {
    /// This style's body inside a view generic over the concrete style, so that the style's own
    /// `@Environment` properties are filled in (the "Dynamic Property" technique of seed 002).
    @inlinable
    public func _resolved(configuration: Configuration) -> AnyView {
        AnyView(ResolvedControlStyle(configuration: configuration, style: self) { $0.makeBody(configuration: $1) })
    }
}
