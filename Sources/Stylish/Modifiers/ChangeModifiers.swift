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

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        // Slots counted per view, not per value type: modifiers resolve in the same order every
        // time, and the memory checks its type when read.
        let box = context.observedBox(at: context.key + "/onChange", as: V.self)
        let new = modifier.value
        if let old = box.value {
            if old != new {
                context.addEffect {
                    box.value = new
                    modifier.action(old, new)
                }
            }
        } else if modifier.initial {
            context.addEffect {
                box.value = new
                modifier.action(new, new)
            }
        } else {
            box.value = new
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

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        // Counted per view, as ``_OnChangeModifier``'s slots are.
        let box = context.observedBox(at: context.key + "/onGeometryChange", as: T.self)
        guard let node = nodes.first else { return nodes }
        let record = context.record
        context.addGeometryObserver(to: node) { [unowned record] size in
            let new = modifier.transform(GeometryProxy(size: size))
            let old = box.value
            if old != new {
                record.graph.addEffect(for: record) {
                    box.value = new
                    modifier.action(old ?? new, new)
                }
            }
        }
        return nodes
    }
}

extension Node {
    /// Adds `observer` to the actions called with this node's size after layout.
    func addGeometryObserver(_ observer: @escaping (CGSize) -> Void) {
        var observers = geometryObservers
        observers.append(observer)
        geometryObservers = observers
        observesGeometryBelow = true
    }
}
