import Foundation

/// A geometric angle, as SwiftUI's `Angle`: clockwise on screen (y grows downward), 0 pointing
/// along the positive x axis.
///
/// ```swift
/// path.addArc(center: c, radius: r, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: false)
/// Image(systemName: "arrow.up").rotationEffect(.radians(.pi / 4))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }

    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
