/// Something that can fill or stroke a shape or colour text: a colour, a gradient, or the
/// environment's tint or foreground, as SwiftUI's `ShapeStyle`.
///
/// A style is resolved where it is used, so `.tint` is the tint of the view it paints:
///
/// ```swift
/// Circle().fill(.tint)
/// Text("Done").foregroundStyle(.secondary)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment` (a gradient's first colour).
    /// Engine-internal.
    func _resolve(in environment: EnvironmentValues) -> Color

    /// What this style paints with in `environment`: a colour or a gradient. Engine-internal;
    /// a style that is a colour need not implement it.
    func _paint(in environment: EnvironmentValues) -> _Paint
}

extension ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> _Paint { .color(_resolve(in: environment)) }
}
