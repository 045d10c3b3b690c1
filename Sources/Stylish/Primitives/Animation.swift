import Foundation

/// How a change animates: SwiftUI's curves and springs, drawn by the browser as CSS transitions.
public struct Animation: Hashable, Sendable {
    /// The name reported to clients (`snappy`, `easeInOut`, …).
    public let name: String
    /// How long the browser's transition runs, in seconds.
    public let duration: Double
    /// The CSS timing function.
    let timingFunction: String
    /// How long the animation waits before it starts, in seconds.
    let delay: Double

    init(name: String, duration: Double, timingFunction: String, delay: Double = 0) {
        self.name = name
        self.duration = duration
        self.timingFunction = timingFunction
        self.delay = delay
    }

    /// This animation, starting `delay` seconds later (CSS `transition-delay`).
    public func delay(_ delay: Double) -> Animation {
        Animation(name: name, duration: duration, timingFunction: timingFunction, delay: self.delay + max(0, delay))
    }

    /// This animation, `speed` times as fast (its duration and delay divided by `speed`).
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0, speed.isFinite else { return self }
        return Animation(name: name, duration: duration / speed, timingFunction: timingFunction, delay: delay / speed)
    }

    /// This animation repeated: a CSS transition runs once, so this is the animation itself, run
    /// once (documented as such in docs/SWIFTUI-COVERAGE.md).
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }

    /// This animation repeated for ever: run once, as ``repeatCount(_:autoreverses:)`` is.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }

    /// A spring with SwiftUI's parameters: perceptual `duration` and `bounce` (0: no overshoot).
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        let curve = SpringCurve(duration: duration, bounce: bounce)
        return Animation(name: "spring", duration: curve.settlingTime, timingFunction: curve.cssLinear())
    }

    /// A spring with SwiftUI's default response and damping.
    public static let spring = spring(duration: 0.5)
    /// A spring from UIKit-style `response` and `dampingFraction` (1: no overshoot).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        spring(duration: response, bounce: 1 - min(1, max(0, dampingFraction)))
    }
    /// A stiff spring for interactive changes.
    public static let interactiveSpring = spring(response: 0.15, dampingFraction: 0.86)

    /// The default animation: a spring with no bounce.
    public static let `default` = named("default", .spring(duration: 0.55))
    /// A quick spring with a little bounce.
    public static let snappy = named("snappy", .spring(duration: 0.5, bounce: 0.15))
    /// A smooth spring with no bounce.
    public static let smooth = named("smooth", .spring(duration: 0.5))
    /// A spring with a visible bounce.
    public static let bouncy = named("bouncy", .spring(duration: 0.5, bounce: 0.3))
    /// Ease in and out over 0.35 s.
    public static let easeInOut = easeInOut(duration: 0.35)
    /// Ease out over 0.35 s.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35, timingFunction: "cubic-bezier(0,0,0.58,1)")
    /// Ease in over 0.35 s.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35, timingFunction: "cubic-bezier(0.42,0,1,1)")
    /// Linear over 0.35 s.
    public static let linear = Animation(name: "linear", duration: 0.35, timingFunction: "linear")

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: "easeInOut", duration: duration, timingFunction: "cubic-bezier(0.42,0,0.58,1)")
    }

    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(name: "easeIn", duration: duration, timingFunction: "cubic-bezier(0.42,0,1,1)")
    }

    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(name: "easeOut", duration: duration, timingFunction: "cubic-bezier(0,0,0.58,1)")
    }

    /// Linear over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(name: "linear", duration: duration, timingFunction: "linear")
    }

    private static func named(_ name: String, _ animation: Animation) -> Animation {
        Animation(name: name, duration: animation.duration, timingFunction: animation.timingFunction)
    }

    /// The CSS `transition` for the geometry of an element.
    var cssTransition: String {
        let timing = CSS.number(duration) + "s " + timingFunction + (delay > 0 ? " " + CSS.number(delay) + "s" : "")
        return ["left", "top", "width", "height", "opacity", "transform", "filter"].map { $0 + " " + timing }.joined(
            separator: ",")
    }
}

/// A damped spring from SwiftUI's (duration, bounce), sampled into CSS's `linear()` easing.
struct SpringCurve {
    let duration: Double
    let bounce: Double

    private var angularFrequency: Double { 2 * .pi / max(duration, 0.01) }
    private var damping: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// Progress 0…1 (overshooting above 1 when it bounces) at time `t` seconds.
    func value(at t: Double) -> Double {
        let omega = angularFrequency
        let zeta = min(damping, 0.999_999)
        let decay = exp(-zeta * omega * t)
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        return 1 - decay * (cos(dampedOmega * t) + zeta * omega / dampedOmega * sin(dampedOmega * t))
    }

    /// When the spring has come within 0.1 % of rest.
    var settlingTime: Double {
        let omega = angularFrequency
        let zeta = min(damping, 0.999_999)
        let time = log(1000) / (zeta * omega)
        return (min(time, duration * 3) * 100).rounded() / 100
    }

    /// The curve as CSS `linear(…)` with 24 samples.
    func cssLinear() -> String {
        let total = settlingTime
        let points = (0...24).map { index -> String in
            let t = total * Double(index) / 24
            return CSS.number(index == 24 ? 1 : value(at: t))
        }
        return "linear(" + points.joined(separator: ",") + ")"
    }
}
