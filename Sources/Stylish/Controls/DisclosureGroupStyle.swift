import Foundation

/// The look of a ``DisclosureGroup``, as SwiftUI's `DisclosureGroupStyle`: a style draws the
/// label and, while `configuration.isExpanded`, the content; it expands and collapses the group
/// by setting `configuration.isExpanded` (a button or a tap gesture of its own).
///
/// ```swift
/// struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button { configuration.isExpanded.toggle() } label: {
///                 HStack {
///                     configuration.label
///                     Spacer()
///                     Image(systemName: configuration.isExpanded ? "minus" : "plus")
///                 }
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// The disclosure group, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// Resolves this style's group for `configuration`, with the style's `@Environment` bound
    /// where the group is. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension DisclosureGroupStyle {
    /// Resolves this concrete style, with its `@Environment` bound where the group is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// What a ``DisclosureGroupStyle`` knows of its group.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased content.
    public typealias Content = PrimitiveButtonStyleConfiguration.Label

    /// The group's label.
    public let label: Label
    /// The group's content, shown while the group is expanded.
    public let content: Content
    /// Whether the group is expanded; `configuration.isExpanded.toggle()` opens or closes it.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// The label, with a chevron in the tint that turns down while expanded, over the indented
/// content, as SwiftUI's `.automatic` on iOS; the label row is one button.
public struct DefaultDisclosureGroupStyle: DisclosureGroupStyle {
    @Environment(\.tint) private var tint
    @Environment(\.layoutDirection) private var layoutDirection

    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right")
                        .foregroundColor(tint ?? .accentColor)
                        .rotationEffect(.degrees(configuration.isExpanded ? (layoutDirection == .rightToLeft ? -90 : 90) : 0))
                        .animation(.easeInOut(duration: 0.2), value: configuration.isExpanded)
                        .accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
                    .padding(.leading, 16)
            }
        }
    }
}

extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    /// The default style: the label with a turning chevron, over the indented content.
    public static var automatic: DefaultDisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups inside this view.
    public consuming func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style)
    }
}

extension EnvironmentValues {
    /// The style disclosure groups are drawn with.
    var disclosureGroupStyle: any DisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: any DisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}
