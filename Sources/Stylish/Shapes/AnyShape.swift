import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape`: lets one expression choose between shapes of
/// different types (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`). It draws as the
/// shape it wraps.
public struct AnyShape: Shape {
    /// The shape this one draws as.
    let base: any Shape

    /// A shape that draws as `shape`.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
