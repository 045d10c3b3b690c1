import Foundation

/// The look of a ``TextField`` or ``SecureField``, as SwiftUI's `TextFieldStyle`: `_body` draws
/// around `configuration`, the field itself (the `<input>` that takes the typing), which it pads,
/// frames and backs as any view.
///
/// ```swift
/// struct OutlinedFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration
///             .padding(10)
///             .background(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 1))
///     }
/// }
/// ```
public protocol TextFieldStyle {
    /// The view the style makes.
    associatedtype _Body: View
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel

    /// The field, drawn: `configuration` is the bare field, which the style places and decorates.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body

    /// Resolves this style's field for `configuration`, with the style's `@Environment` bound
    /// where the field is. Engine-internal.
    func _resolve(_ configuration: TextField<_Label>, in context: inout ResolveContext) -> [Node]
}

extension TextFieldStyle {
    /// Resolves this concrete style, with its `@Environment` bound where the field is.
    @inlinable
    public func _resolve(_ configuration: TextField<_Label>, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0._body(configuration: configuration) }, in: &context)
    }
}

extension View {
    /// Sets the style of the text fields (and secure fields) inside this view.
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style)
    }
}

extension EnvironmentValues {
    /// The style text fields are drawn with.
    var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: any TextFieldStyle { PlainTextFieldStyle() }
}
