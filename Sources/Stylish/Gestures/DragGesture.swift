import Foundation

/// A drag: reports the pointer's location as it moves and when it lifts, as SwiftUI's `DragGesture`.
///
/// ```swift
/// Circle().gesture(
///     DragGesture(minimumDistance: 0)
///         .onChanged { value in offset = value.translation }
///         .onEnded { _ in offset = .zero }
/// )
/// ```
public struct DragGesture: Gesture {
    /// Where a drag is, in the dragged view's own coordinates.
    public struct Value: Equatable, Sendable {
        /// Where the pointer is now.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// `location - startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end if it stopped now (the server has no velocity: the location).
        public var predictedEndLocation: CGPoint { location }
        /// The translation at the predicted end.
        public var predictedEndTranslation: CGSize { translation }
    }

    /// How far the pointer must move before the drag counts.
    public var minimumDistance: CGFloat
    /// The space the locations are reported in (the dragged view's own, `.local`).
    public var coordinateSpace: CoordinateSpace
    private var changed = InlineFirstList<Action>()
    private var ended = InlineFirstList<Action>()
    private var cancelled = InlineFirstList<Cancellation>()

    /// An `onChanged` or `onEnded` action.
    private struct Action {
        let run: (Value) -> Void
    }

    /// An `onCancelled` action.
    private struct Cancellation {
        let run: () -> Void
    }

    /// A drag that starts once the pointer has moved `minimumDistance` points, reporting in
    /// `coordinateSpace` (locations are always the view's own: the server knows no other).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Calls `action` as the drag moves.
    public consuming func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed.append(Action(run: action))
        return gesture
    }

    /// Calls `action` when the drag ends.
    public consuming func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended.append(Action(run: action))
        return gesture
    }

    /// Calls `action` when a drag that had started is cancelled (the pointer was lost), instead of
    /// `onEnded`. A Stylish addition: SwiftUI reports this only by resetting a `@GestureState`;
    /// controls need it to end an edit (`onEditingChanged(false)`).
    public consuming func onCancelled(_ action: @escaping () -> Void) -> DragGesture {
        var gesture = self
        gesture.cancelled.append(Cancellation(run: action))
        return gesture
    }

    public func _handlers() -> _GestureHandlers {
        let changed = changed
        let ended = ended
        let cancelled = cancelled
        let minimumDistance = minimumDistance
        let drag: (DragSample, inout DragSession) -> Void = { sample, session in
            let value = Value(location: sample.location, startLocation: sample.startLocation)
            switch sample.phase {
            case .began, .changed:
                let distance = hypot(value.translation.width, value.translation.height)
                if !session.isActive && distance < minimumDistance { return }
                session.isActive = true
                session.lastLocation = value.location
                for action in changed { action.run(value) }
            case .ended:
                guard session.isActive else { return }
                // The pointer may have moved after the last change the server saw (the browser
                // coalesces moves): report that move, then the end. Not the same place twice.
                if session.lastLocation != value.location {
                    for action in changed { action.run(value) }
                }
                for action in ended { action.run(value) }
            case .cancelled:
                guard session.isActive else { return }
                for action in cancelled { action.run() }
            }
        }
        return _GestureHandlers(handlers: TargetHandlers(drag: drag), gesture: "drag")
    }
}
