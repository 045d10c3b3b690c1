import Foundation

/// A press held for a minimum time, as SwiftUI's `LongPressGesture`.
///
/// The browser posts a `press` event when the pointer goes down (or Enter or Space on the focused
/// element), a `changed` one ("still held") once the minimum duration has passed, and `ended` or
/// `cancelled` when it lets go. The host times the press with its own clock: the gesture ends, once
/// per press, at the first `changed` or `ended` that comes at least `minimumDuration` seconds after
/// `began`. A press let go sooner, or cancelled, fails: `onEnded` is not called.
///
/// ```swift
/// @GestureState private var isDetectingLongPress = false
/// @State private var completedLongPress = false
///
/// Circle()
///     .fill(isDetectingLongPress ? .red : completedLongPress ? .green : .blue)
///     .gesture(
///         LongPressGesture(minimumDuration: 2)
///             .updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState }
///             .onEnded { finished in completedLongPress = finished })
/// ```
///
/// `maximumDistance` is passed to the browser, which cancels the press when the pointer moves
/// farther than that from where it went down: a cancel can only make the press fail, so the
/// client is trusted with it.
public struct LongPressGesture: Gesture {
    /// Whether the press is under way (`true` while it is held; `onEnded` is given `true`).
    public typealias Value = Bool

    /// How long, in seconds, the press must be held.
    public var minimumDuration: Double
    /// How far, in points, the pointer may move before the press fails.
    public var maximumDistance: CGFloat
    private var changed = InlineFirstList<Action>()
    private var ended = InlineFirstList<Action>()
    /// Called with `true` when the press begins and `false` when it is let go or cancelled.
    private var pressing = InlineFirstList<Action>()
    /// Called when the gesture is over: it ended, failed or was cancelled.
    private var finished = InlineFirstList<Finish>()

    /// An `onChanged`, `onEnded` or pressing action.
    private struct Action {
        let run: (Bool) -> Void
    }

    /// An action run when the gesture is over.
    private struct Finish {
        let run: () -> Void
    }

    /// A gesture that ends once the press has been held `minimumDuration` seconds, and fails when
    /// the pointer moves more than `maximumDistance` points first.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Calls `action` with `true` when the press begins.
    public consuming func onChanged(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var gesture = self
        gesture.changed.append(Action(run: action))
        return gesture
    }

    /// Calls `action` with `true` when the press has been held long enough (once per press).
    public consuming func onEnded(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var gesture = self
        gesture.ended.append(Action(run: action))
        return gesture
    }

    /// Sets `state` with `body` when the press begins (its transaction's animation, if set,
    /// animates the change); `state` goes back to its initial value when the gesture ends, fails
    /// or is cancelled.
    public consuming func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> LongPressGesture {
        var gesture = onChanged { value in state.update(for: value, by: body) }
        gesture.finished.append(Finish { state.reset() })
        return gesture
    }

    /// Calls `action` with `true` when the press begins and `false` when it is let go or cancelled
    /// (whether or not the gesture ended first), as `onLongPressGesture`'s `onPressingChanged`.
    consuming func onPressingChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
        var gesture = self
        gesture.pressing.append(Action(run: action))
        return gesture
    }

    public func _handlers() -> _GestureHandlers {
        let changed = changed
        let ended = ended
        let pressing = pressing
        let finished = finished
        let minimumDuration = minimumDuration
        var handlers = TargetHandlers()
        handlers.longPress = { sample in
            if sample.phase == .began {
                for action in pressing { action.run(true) }
                for action in changed { action.run(true) }
            }
            if sample.reaches(minimumDuration) {
                for action in ended { action.run(true) }
                for action in finished { action.run() }
            }
            if sample.phase == .ended || sample.phase == .cancelled {
                for action in finished { action.run() }
                for action in pressing { action.run(false) }
            }
        }
        return _GestureHandlers(
            handlers: handlers, gesture: "press", pressDuration: minimumDuration, pressDistance: maximumDistance)
    }
}

extension View {
    /// Runs `action` once the view has been pressed for `minimumDuration` seconds (the host's
    /// clock times the press, see ``LongPressGesture``); `onPressingChanged` hears `true` when the
    /// press begins and `false` when it is let go or cancelled.
    ///
    /// The view's element becomes a focusable button (unless it has a role): holding Enter or
    /// Space on it presses it as the pointer does.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        var gesture = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() }
        if let onPressingChanged { gesture = gesture.onPressingChanged(onPressingChanged) }
        return self.gesture(gesture)
    }

    /// Runs `action` once the view has been pressed for `minimumDuration` seconds; `pressing`
    /// hears `true` when the press begins and `false` when it ends. SwiftUI's older spelling of
    /// ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}

/// One `press` event of a long-press element, with how long the press had lasted.
struct PressSample {
    var phase: DragPhase
    /// How long the press had lasted when the event came, in seconds (0 at `began`).
    var held: Double
    /// The longest hold an earlier event of the same press reported; nil at `began`.
    var heldBefore: Double?

    /// Whether this event is the first of its press held `minimumDuration` seconds: true at most
    /// once per press, and never for a cancel.
    func reaches(_ minimumDuration: Double) -> Bool {
        guard phase != .cancelled, held >= minimumDuration else { return false }
        return heldBefore.map { $0 < minimumDuration } ?? true
    }
}

/// A long press in progress on one element.
struct PressSession {
    /// When its `began` was applied, on the host's monotonic clock.
    let began: ContinuousClock.Instant
    /// The longest hold an event of the press reported so far, in seconds.
    var held: Double = 0

    /// How long the press has lasted, in seconds, to the millisecond below (never more than it
    /// has, so a press is never taken for longer than it was held).
    func heldNow() -> Double {
        let elapsed = ContinuousClock.now - began
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds * 1000 + attoseconds / 1_000_000_000_000_000) / 1000
    }
}

extension ResolveContext {
    /// Marks `node` as the element of a long press of `duration` seconds that fails past
    /// `distance` points, for the browser: `data-press-duration` lists the durations of the
    /// element's long presses (the browser prompts "still held" after each), `data-press-distance`
    /// the smallest distance; the element becomes a focusable button unless it has a role.
    func markLongPress(_ node: Node, duration: Double, distance: CGFloat) {
        let isDisabled = node.isDisabled
        editAttributes(of: node) { attributes in
            let text = String(max(0, duration))
            if let index = attributes.firstIndex(where: { $0.name == "data-press-duration" }) {
                if !Node.gestureList(attributes[index].value, contains: text) { attributes[index].value += " " + text }
            } else {
                attributes.append(("data-press-duration", text))
            }
            if distance.isFinite {
                let text = String(Double(max(0, distance)))
                if let index = attributes.firstIndex(where: { $0.name == "data-press-distance" }) {
                    let old = Double(attributes[index].value) ?? .infinity
                    if Double(max(0, distance)) < old { attributes[index].value = text }
                } else {
                    attributes.append(("data-press-distance", text))
                }
            }
            if !attributes.contains(where: { $0.name == "role" }) { attributes.append(("role", "button")) }
            if !attributes.contains(where: { $0.name == "tabindex" }) {
                attributes.append(("tabindex", isDisabled ? "-1" : "0"))
            }
        }
    }
}
