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
    /// The text of the text field `target` edited to `value` (what the field shows after the edit).
    case input(target: String, value: String)
    /// Return pressed in the text field `target`: its `onSubmit` actions run.
    case submit(target: String)
    /// Environment values set (or returned to their defaults) at the root of the view: what the
    /// browser knows of the user's settings, and what a gallery's toolbar chooses.
    case environment(EnvironmentChange)

    /// An environment event that sets the colour scheme and reduce motion the browser reports.
    ///
    /// `nil` leaves a value as it is.
    public static func environment(colorScheme: ColorScheme?, reduceMotion: Bool?) -> ViewEvent {
        var change = EnvironmentChange()
        change.colorScheme = colorScheme.map { .set($0) }
        change.accessibilityReduceMotion = reduceMotion.map { .set($0) }
        return .environment(change)
    }
}

/// Why an event could not be applied; the view's state is then unchanged.
public struct ViewEventError: Error, Equatable, CustomStringConvertible {
    private enum Kind: Equatable {
        case unknownTarget, invalid, noDragInProgress
    }

    private let kind: Kind
    /// What went wrong, in words for a developer.
    public let message: String

    /// Whether the event named a target that the view does not have.
    public var isUnknownTarget: Bool { kind == .unknownTarget }

    /// Whether the event is well formed but contradicts the state of its target.
    ///
    /// That is a drag's `changed`, `ended` or `cancelled` when that target has no drag in progress
    /// (its `began` never came, or the drag already ended, or the view it belonged to was replaced).
    public var isConflict: Bool { kind == .noDragInProgress }

    static func unknownTarget(_ id: String) -> ViewEventError {
        ViewEventError(kind: .unknownTarget, message: "No interactive element '\(id)' in this preview.")
    }

    static func unsupported(_ gesture: String, _ id: String) -> ViewEventError {
        ViewEventError(kind: .invalid, message: "Element '\(id)' does not respond to \(gesture) events.")
    }

    static func invalid(_ message: String) -> ViewEventError {
        ViewEventError(kind: .invalid, message: message)
    }

    static func noDragInProgress(_ phase: DragPhase, _ id: String) -> ViewEventError {
        ViewEventError(
            kind: .noDragInProgress,
            message:
                "No drag in progress on element '\(id)' for this '\(phase.rawValue)' drag event: "
                + "a drag starts with 'began' (it may have ended already, or been reset).")
    }

    /// The error's message.
    public var description: String { message }
}
