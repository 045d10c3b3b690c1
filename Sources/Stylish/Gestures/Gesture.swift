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
}

extension View {
    /// Attaches `gesture` to this view: the browser posts its pointer events here.
    @inlinable
    public consuming func gesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(_GestureModifier(handlers: gesture._handlers()))
    }
}

@usableFromInline
struct _GestureModifier: PrimitiveViewModifier {
    let handlers: _GestureHandlers

    @usableFromInline init(handlers: _GestureHandlers) { self.handlers = handlers }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        guard context.environment.isEnabled else { return nodes }
        var handlers = modifier.handlers.handlers
        if context.environment.layoutDirection == .rightToLeft, let drag = handlers.drag {
            // In a right-to-left layout a view's local x runs from its right edge, as in SwiftUI.
            handlers.drag = { sample, session in drag(sample.mirrored, &session) }
        }
        context.register(handlers, at: context.key)
        for node in nodes { context.markTarget(node, id: context.key, gesture: modifier.handlers.gesture) }
        return nodes
    }
}
