import Foundation

/// A haptic or audible feedback, as SwiftUI's `SensoryFeedback`. A browser has no haptics:
/// ``View/sensoryFeedback(_:trigger:)`` compiles and does nothing.
public struct SensoryFeedback: Equatable, Sendable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    public static let success = SensoryFeedback("success")
    public static let warning = SensoryFeedback("warning")
    public static let error = SensoryFeedback("error")
    public static let selection = SensoryFeedback("selection")
    public static let increase = SensoryFeedback("increase")
    public static let decrease = SensoryFeedback("decrease")
    public static let start = SensoryFeedback("start")
    public static let stop = SensoryFeedback("stop")
    public static let alignment = SensoryFeedback("alignment")
    public static let levelChange = SensoryFeedback("levelChange")
    public static let impact = SensoryFeedback("impact")

    /// An impact of a weight, as `.impact(weight: .heavy, intensity: 0.8)`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact")
    }

    /// An impact of a flexibility, as `.impact(flexibility: .soft)`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact")
    }

    /// How heavy an impact feels.
    public enum Weight: Sendable {
        case light, medium, heavy
    }

    /// How flexible an impact feels.
    public enum Flexibility: Sendable {
        case rigid, solid, soft
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`: a
    /// no-op on the web (a browser has no haptics); the view is drawn as it is.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds: a no-op on the web.
    public consuming func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> Self {
        self
    }

    /// Plays the feedback `feedback` returns when `trigger` changes: a no-op on the web.
    public consuming func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
        -> Self
    {
        self
    }
}
