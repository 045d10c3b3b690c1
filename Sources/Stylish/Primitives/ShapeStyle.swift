/// Something that can fill or stroke a shape or colour text: a colour, or the environment's tint
/// or foreground, as SwiftUI's `ShapeStyle`.
///
/// A style is resolved where it is used, so `.tint` is the tint of the view it paints:
///
/// ```swift
/// Circle().fill(.tint)
/// Text("Done").foregroundStyle(.secondary)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment`. Engine-internal.
    func _resolve(in environment: EnvironmentValues) -> Color
}
