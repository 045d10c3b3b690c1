/// The foreground style of the view being drawn (`.primary` unless one is set), as SwiftUI's
/// `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}

    public func _resolve(in environment: EnvironmentValues) -> Color { environment.foregroundColor ?? .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style, where the style is used.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
