import Foundation

/// How a ``ProgressView`` is drawn, as SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct RingProgressStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle()
///             .trim(from: 0, to: configuration.fractionCompleted ?? 0)
///             .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
///             .rotationEffect(.degrees(-90))
///             .frame(width: 40, height: 40)
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The progress view, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// Resolves this style's progress view for `configuration`, with the style's `@Environment`
    /// bound where the view is. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension ProgressViewStyle {
    /// Resolves this concrete style, with its `@Environment` bound where the view is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// What a ``ProgressViewStyle`` knows of its progress view.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased current-value label.
    public typealias CurrentValueLabel = PrimitiveButtonStyleConfiguration.Label

    /// How much is done, 0…1; nil when the progress is not known.
    public let fractionCompleted: Double?
    /// The label, if the view has one.
    public let label: Label?
    /// The label saying how far it is, if the view has one.
    public let currentValueLabel: CurrentValueLabel?
}

/// A bar filled in the tint as far as the progress goes, its label above and its current-value
/// label below, as SwiftUI's `.linear`; activity of unknown length is drawn as a third of the bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    @Environment(\.tint) private var tint

    /// Creates the linear style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25))
                    Capsule()
                        .fill(tint ?? .accentColor)
                        .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 1.0 / 3))
                }
            }
            .frame(height: 4)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// A ring, as SwiftUI's `.circular`: the part done drawn in the tint round a faint track, or, when
/// the progress is not known, an open arc (drawn still: a spinner's turning needs CSS keyframes),
/// its label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    @Environment(\.tint) private var tint

    /// Creates the circular style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.25), lineWidth: 3)
                Circle()
                    .trim(from: 0, to: configuration.fractionCompleted ?? 0.75)
                    .stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 24, height: 24)
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// The style of a progress view with none set: linear when the progress is known, circular when
/// it is not, as SwiftUI's `.automatic` on iOS.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the default style.
    public init() {}

    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }

    /// Resolves the progress view in the style it stands for, that style's `@Environment` bound.
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle()._resolve(configuration, in: &context)
        } else {
            LinearProgressViewStyle()._resolve(configuration, in: &context)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// Linear when the progress is known, circular when it is not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
    /// Sets the style of the progress views inside this view.
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}

extension EnvironmentValues {
    /// The style progress views are drawn with.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}
