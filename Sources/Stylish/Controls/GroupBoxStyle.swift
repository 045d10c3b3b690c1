import Foundation

/// The look of a ``GroupBox``, as SwiftUI's `GroupBoxStyle`.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///         .padding()
///         .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.1)))
///     }
/// }
/// ```
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The group box, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// Resolves this style's group box for `configuration`, with the style's `@Environment`
    /// bound where the box is. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension GroupBoxStyle {
    /// Resolves this concrete style, with its `@Environment` bound where the box is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// What a ``GroupBoxStyle`` knows of its group box.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased content.
    public typealias Content = PrimitiveButtonStyleConfiguration.Label

    /// The box's label (empty when it has none).
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// The label over the content in a rounded, tinted box, as SwiftUI's `.automatic` on iOS.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.14)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style: the label over the content in a rounded, tinted box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of the group boxes inside this view.
    public consuming func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, style)
    }
}

extension EnvironmentValues {
    /// The style group boxes are drawn with.
    var groupBoxStyle: any GroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}
