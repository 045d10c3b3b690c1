import Foundation

/// A gradient swept around `center` from `startAngle` to `endAngle` (0 pointing right, clockwise
/// on screen), as SwiftUI's `AngularGradient`: a shape style, and a view that fills the space
/// offered.
public struct AngularGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// `gradient` swept around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Evenly spaced `colors` swept around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `gradient` swept a whole turn around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.firstColor._resolve(in: environment) }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.angular(gradient.resolved(in: environment), center: center, start: startAngle, end: endAngle))
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        Rectangle().fill(view).makeNodes(in: &context)
    }
}
