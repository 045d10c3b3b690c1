import Foundation

extension View {
    /// How this view comes and goes when a condition adds or removes it, as SwiftUI's
    /// `transition(_:)`. Compiles, and the view comes and goes as the model says, but without the
    /// transition's animation: the web page shows the new markup at once (documented as partial).
    public consuming func transition(_ transition: AnyTransition) -> Self {
        self
    }
}

/// A way for a view to come and go, as SwiftUI's `AnyTransition` (not animated here: see
/// ``View/transition(_:)``).
public struct AnyTransition: Sendable {
    private init() {}

    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Scales up from nothing and back.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to `edge`, pushing what is there.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves by `offset` as it comes and goes.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Moves by `x` and `y` as it comes and goes.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// `insertion` as the view comes, `removal` as it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition, animated by `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
