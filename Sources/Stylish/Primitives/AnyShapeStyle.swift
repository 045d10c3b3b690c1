/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: lets one property or environment
/// value hold a colour, `.tint` or `.foreground` alike.
///
/// ```swift
/// let paint = isActive ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: @Sendable (EnvironmentValues) -> Color

    /// `style`, with its type erased.
    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style._resolve(in: $0) }
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { resolve(environment) }
}
