import Foundation

/// Something the user did to a rendered view, as the browser (or a test) reports it.
public enum ViewEvent: Sendable, Equatable {
    /// A pointer drag on `target`, at `location` in the target's own coordinates.
    case drag(target: String, phase: DragPhase, location: CGPoint, startLocation: CGPoint? = nil)
    /// A tap or click on `target`; `count` says which tap of a quick series it is (1 for a single
    /// tap, 2 for the second click of a double click), as a `TapGesture(count:)` needs.
    case tap(target: String, location: CGPoint? = nil, count: Int = 1)
    /// A button pressed down (`began`) or let go (`ended`, `cancelled`); a `tap` triggers it.
    case press(target: String, phase: DragPhase)
    /// The size the browser offers the canvas (its stage's width, and a height if it has one).
    case geometry(width: CGFloat, height: CGFloat?)
    /// An adjustment key pressed on the focused `target`.
    case key(target: String, key: AdjustmentKey)
    /// What the browser knows of the user's settings.
    case environment(colorScheme: ColorScheme?, reduceMotion: Bool?)
}

/// Why an event could not be applied; the view's state is then unchanged.
public struct ViewEventError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in words for a developer.
    public let message: String
    /// Whether the event named a target that the view does not have.
    public let isUnknownTarget: Bool

    static func unknownTarget(_ id: String) -> ViewEventError {
        ViewEventError(message: "No interactive element '\(id)' in this preview.", isUnknownTarget: true)
    }

    static func unsupported(_ gesture: String, _ id: String) -> ViewEventError {
        ViewEventError(message: "Element '\(id)' does not respond to \(gesture) events.", isUnknownTarget: false)
    }

    static func invalid(_ message: String) -> ViewEventError {
        ViewEventError(message: message, isUnknownTarget: false)
    }

    public var description: String { message }
}
