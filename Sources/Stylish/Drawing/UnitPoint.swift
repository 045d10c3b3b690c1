import Foundation

/// A point in a view's own unit space, (0, 0) its top-leading corner and (1, 1) its bottom-trailing
/// one, as SwiftUI's `UnitPoint`: where a gradient starts, where a scale or rotation is anchored.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// Image(systemName: "star").scaleEffect(2, anchor: .topLeading)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 the leading edge, 1 the trailing edge.
    public var x: CGFloat
    /// The vertical position: 0 the top edge, 1 the bottom edge.
    public var y: CGFloat

    /// The point at (`x`, `y`) of the unit square.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// This point in `rect`'s coordinates.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
