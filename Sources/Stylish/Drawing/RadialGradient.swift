import Foundation

/// A gradient in circles around `center`, from `startRadius` to `endRadius`, as SwiftUI's
/// `RadialGradient`: a shape style, and a view that fills the space offered.
public struct RadialGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// `gradient` in circles around `center` from `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Evenly spaced `colors` in circles around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` in circles around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.firstColor._resolve(in: environment) }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.radial(gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius))
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        Rectangle().fill(view).makeNodes(in: &context)
    }
}
