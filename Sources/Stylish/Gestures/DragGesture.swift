import Foundation

/// A drag: reports the pointer's location as it moves and when it lifts, as SwiftUI's `DragGesture`.
///
/// A drag the browser cancels (`pointercancel`, a lost pointer capture) ends too: `onEnded` runs
/// with the last location the drag reported, so a view that ends an edit or springs back in
/// `onEnded` does so on a cancel as well. (SwiftUI resets `@GestureState` on a cancel and skips
/// `onEnded`; Stylish has no `@GestureState`, and a view left mid-edit would never hear of it.)
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
    private var changed: [(Value) -> Void] = []
    private var ended: [(Value) -> Void] = []

    /// A drag that starts once the pointer has moved `minimumDistance` points, reporting in
    /// `coordinateSpace` (locations are always the view's own: the server knows no other).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Calls `action` as the drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed.append(action)
        return gesture
    }

    /// Calls `action` when the drag ends: the pointer lifts, or the browser cancels the drag (then
    /// with the last location `onChanged` saw).
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended.append(action)
        return gesture
    }

    public func _handlers() -> _GestureHandlers {
        let changed = changed
        let ended = ended
        let minimumDistance = minimumDistance
        let drag: (DragSample, inout DragSession) -> Void = { sample, session in
            let value = Value(location: sample.location, startLocation: sample.startLocation)
            switch sample.phase {
            case .began, .changed:
                let distance = hypot(value.translation.width, value.translation.height)
                if !session.isActive && distance < minimumDistance { return }
                session.isActive = true
                session.lastLocation = value.location
                for action in changed { action(value) }
            case .ended:
                guard session.isActive else { return }
                for action in changed { action(value) }
                for action in ended { action(value) }
            case .cancelled:
                // A cancel carries no position of its own: the drag ends where it last was.
                guard session.isActive else { return }
                let last = Value(location: session.lastLocation, startLocation: value.startLocation)
                for action in ended { action(last) }
            }
        }
        return _GestureHandlers(handlers: TargetHandlers(drag: drag), gesture: "drag")
    }
}
