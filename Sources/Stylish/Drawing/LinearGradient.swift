import Foundation

/// A gradient along the line from `startPoint` to `endPoint` of the space it fills, as SwiftUI's
/// `LinearGradient`: a shape style, and a view that fills the space offered.
///
/// ```swift
/// Capsule().fill(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.firstColor._resolve(in: environment) }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.linear(gradient.resolved(in: environment), start: startPoint, end: endPoint))
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        Rectangle().fill(view).makeNodes(in: &context)
    }
}
