import Foundation

/// UIKit's haptic feedback generators, which SwiftUI code calls from button actions and styles:
/// they compile and do nothing, as a browser has no haptics.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .medium).impactOccurred()   // nothing happens
/// ```
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the generator: a no-op.
    open func prepare() {}
}

/// An impact's haptic, as UIKit's `UIImpactFeedbackGenerator`: a no-op on the web.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How an impact feels.
    public enum FeedbackStyle: Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle = .medium) {}

    /// Plays an impact: a no-op.
    public func impactOccurred() {}

    /// Plays an impact of `intensity`: a no-op.
    public func impactOccurred(intensity: CGFloat) {}
}

/// A success, warning or error haptic, as UIKit's `UINotificationFeedbackGenerator`: a no-op on
/// the web.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification says.
    public enum FeedbackType: Sendable {
        case success, warning, error
    }

    /// Plays the haptic of `type`: a no-op.
    public func notificationOccurred(_ type: FeedbackType) {}
}

/// A selection's tick, as UIKit's `UISelectionFeedbackGenerator`: a no-op on the web.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick: a no-op.
    public func selectionChanged() {}
}
