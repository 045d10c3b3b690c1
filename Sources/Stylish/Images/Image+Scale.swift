import Foundation

extension Image {
    /// The size of SF Symbols relative to the font of the text around them.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// About 0.78 of medium.
        case small
        /// The default: a symbol 1.2 times the font's point size.
        case medium
        /// About 1.29 of medium.
        case large

        /// The symbol's size relative to `.medium` (Apple's ratios of the SF Symbols scales).
        var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

extension EnvironmentValues {
    /// The scale of SF Symbols (`Image(systemName:)`) here, relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the SF Symbols inside this view relative to their font: `.small`, `.medium` (the
    /// default) or `.large`.
    @inlinable
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
