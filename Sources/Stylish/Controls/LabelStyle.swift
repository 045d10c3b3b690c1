import Foundation

/// How a ``Label`` draws its title and icon, as SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = LabelStyleConfiguration

    /// The label, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// Whether the style leaves the title out (the label is then named by it). Engine-internal.
    var _hidesTitle: Bool { get }

    /// Resolves this style's label for `configuration`, with the style's `@Environment` bound
    /// where the label is. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension LabelStyle {
    /// A style of your own draws what it likes of the title.
    public var _hidesTitle: Bool { false }

    /// Resolves this concrete style, with its `@Environment` bound where the label is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// What a ``LabelStyle`` knows of its label.
public struct LabelStyleConfiguration {
    /// A type-erased title.
    public typealias Title = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased icon.
    public typealias Icon = PrimitiveButtonStyleConfiguration.Label

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The icon, then the title, as SwiftUI's `.titleAndIcon` (and `.automatic` here).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone, as SwiftUI's `.titleOnly`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone, named by the title for assistive technology, as SwiftUI's `.iconOnly`.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public var _hidesTitle: Bool { true }

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The style of a label with none set: the icon, then the title.
public typealias DefaultLabelStyle = TitleAndIconLabelStyle

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    /// The default style: the icon, then the title.
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
    /// Sets the style of the labels inside this view.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}

extension EnvironmentValues {
    /// The style labels are drawn with.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { TitleAndIconLabelStyle() }
}
