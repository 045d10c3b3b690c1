import Foundation

extension View {
    /// Calls `action` with the old and new value after a render in which `value` changed.
    @inlinable
    public consuming func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Calls `action` after a render in which `value` changed.
    @inlinable
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        modifier(_OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Calls `action` with `transform` of this view's geometry after layout, first and whenever it
    /// changes, as SwiftUI's `onGeometryChange(for:of:action:)`.
    @inlinable
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Calls `action` with the old and new `transform` of this view's geometry when it changes.
    @inlinable
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}

@usableFromInline
struct _OnChangeModifier<V: Equatable>: PrimitiveViewModifier {
    @usableFromInline let value: V
    @usableFromInline let initial: Bool
    @usableFromInline let action: (V, V) -> Void

    @usableFromInline init(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    /// Inlinable, so that the module that writes the modifier resolves it for its value's type:
    /// no metadata of the modifier or of the remembered value looked up at run time.
    @inlinable static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let graph = context.graph
        // Slots counted per view, not per value type: modifiers resolve in the same order every
        // pass (as `.animation(_:value:)`'s do), and the memory checks its type when read. The
        // type's name was asked of the runtime and made a string, on every resolve.
        let slot = graph.observerSlot(context.key, "/onChange")
        let seen = graph.observed(in: slot, as: V.self)
        let new = modifier.value
        if let old = seen.old, old != new {
            graph.addEffect { [unowned graph] in
                graph.commitObserved(new, in: slot)
                modifier.action(old, new)
            }
        } else if seen.isFirst, modifier.initial {
            graph.addEffect { [unowned graph] in
                graph.commitObserved(new, in: slot)
                modifier.action(new, new)
            }
        } else if seen.isFirst {
            graph.commitObserved(new, in: slot)
        }
        return content(&context)
    }
}

@usableFromInline
struct _GeometryChangeModifier<T: Equatable>: PrimitiveViewModifier {
    @usableFromInline let transform: (GeometryProxy) -> T
    @usableFromInline let action: (T, T) -> Void

    @usableFromInline init(transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) {
        self.transform = transform
        self.action = action
    }

    /// Inlinable, as ``_OnChangeModifier``'s.
    @inlinable static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        let graph = context.graph
        // Counted per view, as ``_OnChangeModifier``'s slots are.
        let slot = graph.observerSlot(context.key, "/onGeometryChange")
        guard let node = nodes.first else { return nodes }
        node.addGeometryObserver { [unowned graph] size in
            let new = modifier.transform(GeometryProxy(size: size))
            let seen = graph.observed(in: slot, as: T.self)
            if seen.isFirst || seen.old != new {
                graph.addEffect { [unowned graph] in
                    graph.commitObserved(new, in: slot)
                    modifier.action(seen.old ?? new, new)
                }
            }
        }
        return nodes
    }
}

extension Node {
    /// Adds `observer` to the actions called with this node's size after layout.
    @usableFromInline
    func addGeometryObserver(_ observer: @escaping (CGSize) -> Void) {
        // Read, appended to and written back in separate accesses, not appended in place: an
        // access of the node's observers then calls nothing, so none needs a run-time check.
        var observers = geometryObservers
        observers.append(observer)
        geometryObservers = observers
        observesGeometryBelow = true
    }
}
