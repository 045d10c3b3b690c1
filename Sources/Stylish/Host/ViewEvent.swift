import Foundation

/// Something the user did to a rendered view, as the browser (or a test) reports it.
public enum ViewEvent: Sendable, Equatable {
    /// A pointer drag on `target`, at `location` in the target's own coordinates.
    case drag(target: String, phase: DragPhase, location: CGPoint, startLocation: CGPoint? = nil)
    /// A tap or click on `target`; `count` says which tap of a quick series it is (1 for a single
    /// tap, 2 for the second click of a double click), as a `TapGesture(count:)` needs.
    case tap(target: String, location: CGPoint? = nil, count: Int = 1)
    /// A button pressed down (`began`) or let go (`ended`, `cancelled`); a `tap` triggers it.
    ///
    /// A long press (``LongPressGesture``) also takes `changed`: "still held", a prompt to check
    /// whether it has been held long enough. `heldFor` is how long the press had lasted when a
    /// `changed` or `ended` came, in seconds, as the host measured it with its own clock
    /// (``ViewHost/stamped(_:)``): nil for a live event, which the host times itself. A saved
    /// event keeps the measurement, so that replaying it decides as the live event did.
    case press(target: String, phase: DragPhase, heldFor: Double? = nil)
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
        case unknownTarget, invalid, noDragInProgress, noPressInProgress
    }

    private let kind: Kind
    /// What went wrong, in words for a developer.
    public let message: String

    /// Whether the event named a target that the view does not have.
    public var isUnknownTarget: Bool { kind == .unknownTarget }

    /// Whether the event is well formed but contradicts the state of its target.
    ///
    /// That is a drag's `changed`, `ended` or `cancelled` when that target has no drag in progress
    /// (its `began` never came, or the drag already ended, or the view it belonged to was replaced),
    /// and a long press's `changed` when that target is not held.
    public var isConflict: Bool { kind == .noDragInProgress || kind == .noPressInProgress }

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

    static func noPressInProgress(_ id: String) -> ViewEventError {
        ViewEventError(
            kind: .noPressInProgress,
            message:
                "No press in progress on element '\(id)' for this 'changed' press event: "
                + "a press starts with 'began' (it may have ended already, or been reset).")
    }

    /// The error's message.
    public var description: String { message }
}
