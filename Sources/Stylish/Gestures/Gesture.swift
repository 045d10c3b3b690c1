import Foundation

/// An input a view recognises, as SwiftUI's `Gesture`.
public protocol Gesture {
    /// What the gesture reports to its callbacks.
    associatedtype Value

    /// The handlers the engine calls for this gesture. Engine-internal.
    func _handlers() -> _GestureHandlers
}

/// The engine's handlers of a gesture (opaque to users).
public struct _GestureHandlers {
    var handlers: TargetHandlers
    var gesture: String
    /// A long press's minimum duration in seconds and maximum distance in points, which the
    /// element carries for the browser; nil for other gestures.
    var pressDuration: Double? = nil
    var pressDistance: CGFloat = .infinity
}

extension View {
    /// Attaches `gesture` to this view: the browser posts its pointer events here. A gesture of a
    /// view inside this one that answers the same event takes it first.
    ///
    /// A `mask` without ``GestureMask/gesture`` leaves the gesture out; the gestures of the views
    /// inside stay enabled whatever the mask says.
    @inlinable
    public consuming func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(handlers: mask.contains(.gesture) ? gesture._handlers() : nil, priority: .exclusive))
    }

    /// Attaches `gesture` so that it runs beside this view's other gestures and beside those of
    /// the views inside it (a tap on a button inside also runs it).
    ///
    /// Two drags at once share one drag: the second starts when the first does. `mask` as for
    /// ``gesture(_:including:)``.
    @inlinable
    public consuming func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(
            _GestureModifier(handlers: mask.contains(.gesture) ? gesture._handlers() : nil, priority: .simultaneous))
    }

    /// Attaches `gesture` ahead of this view's other gestures of its kind (they do not run when it
    /// answers), and ahead of the taps of the views inside it. `mask` as for ``gesture(_:including:)``.
    @inlinable
    public consuming func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(handlers: mask.contains(.gesture) ? gesture._handlers() : nil, priority: .high))
    }
}

/// Which gestures of a view and of the views inside it are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    /// Creates a mask from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
    /// Neither.
    public static let none: GestureMask = []
}

@usableFromInline
struct _GestureModifier: PrimitiveViewModifier {
    let handlers: _GestureHandlers?
    let priority: GesturePriority

    @usableFromInline init(handlers: _GestureHandlers?, priority: GesturePriority) {
        self.handlers = handlers
        self.priority = priority
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        guard context.environment.isEnabled, let gesture = modifier.handlers else { return nodes }
        var handlers = gesture.handlers
        if context.environment.layoutDirection == .rightToLeft, let drag = handlers.drag {
            // In a right-to-left layout a view's local x runs from its right edge, as in SwiftUI.
            handlers.drag = { sample, session in drag(sample.mirrored, &session) }
        }
        context.register(handlers, at: context.key, priority: modifier.priority)
        for node in nodes {
            context.markTarget(node, id: context.key, gesture: gesture.gesture)
            if let duration = gesture.pressDuration {
                context.markLongPress(node, duration: duration, distance: gesture.pressDistance)
            }
        }
        if gesture.gesture == "tap", let state = context.environment.styledButtonState {
            // A style's tap is the control's button (a disclosure group's, on its label).
            for node in nodes {
                context.editAttributes(of: node) { attributes in
                    if !attributes.contains(where: { $0.name == "role" }) { attributes.append(("role", "button")) }
                    attributes.append((state.name, state.value))
                }
            }
        }
        return nodes
    }
}
