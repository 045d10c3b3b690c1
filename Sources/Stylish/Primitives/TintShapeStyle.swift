/// The tint of the view being drawn (the accent colour unless `tint(_:)` set one), as SwiftUI's
/// `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
    /// The tint style.
    public init() {}

    public func _resolve(in environment: EnvironmentValues) -> Color { environment.tint ?? .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint, where the style is used.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
