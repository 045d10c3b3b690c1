/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: lets one property or environment
/// value hold a colour, `.tint` or `.foreground` alike.
///
/// ```swift
/// let paint = isActive ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: ShapeStyle {
    /// What the style paints with: a colour, which resolves to itself anywhere, is kept as it is.
    private enum Storage: Sendable {
        /// A colour.
        case color(Color)
        /// Any other style, resolved by the closure.
        case style(@Sendable (EnvironmentValues) -> _Paint)
    }

    private let storage: Storage

    /// `style`, with its type erased.
    public init<S: ShapeStyle>(_ style: S) {
        if S.self == Color.self {
            // The same type: read as the colour it is (the test folds away where `S` is known).
            storage = .color(withUnsafePointer(to: style) { $0.withMemoryRebound(to: Color.self, capacity: 1) { $0.pointee } })
        } else {
            storage = .style { style._paint(in: $0) }
        }
    }

    /// Whether the style is a colour: then it resolves the same in every environment.
    var isColor: Bool {
        if case .color = storage { true } else { false }
    }

    public func _resolve(in environment: EnvironmentValues) -> Color {
        switch storage {
        case .color(let color): color._resolve(in: environment)
        case .style(let resolve): resolve(environment).color
        }
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        switch storage {
        case .color(let color): .color(color._resolve(in: environment))
        case .style(let resolve): resolve(environment)
        }
    }
}
