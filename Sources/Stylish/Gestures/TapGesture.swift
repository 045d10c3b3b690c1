import Foundation

/// A tap, or a quick series of `count` taps, as SwiftUI's `TapGesture`.
///
/// The browser reports each click with its place in a quick series (the `tap` event's `count`,
/// the click's `detail`; Enter and Space are single taps). A gesture of `count` taps ends on every
/// tap whose count is a multiple of `count`: a double-tap gesture ends on the second click of a
/// double click, and ignores single clicks.
///
/// ```swift
/// Text("Like").gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void

    /// How many taps in a quick series the gesture needs.
    public var count: Int
    /// The `onEnded` actions.
    private var ended = InlineFirstList<Ending>()

    /// An `onEnded` action.
    private struct Ending {
        let run: () -> Void
    }

    /// A gesture that ends after `count` taps (at least one).
    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    /// Calls `action` when the taps are done.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var gesture = self
        gesture.ended.append(Ending(run: action))
        return gesture
    }

    public func _handlers() -> _GestureHandlers {
        let ended = ended
        let count = count
        let tap: (TapSample) -> Void = { _ in
            for action in ended { action.run() }
        }
        return _GestureHandlers(handlers: TargetHandlers(tap: tap, tapCount: count), gesture: "tap")
    }
}

extension View {
    /// Runs `action` when this view is tapped `count` times in a quick series (Enter and Space on
    /// the focused view are single taps).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }
}
