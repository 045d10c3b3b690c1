/// Several views side by side in a builder, with their static types kept.
///
/// SwiftUI spells this `TupleView<(A, B)>`; a variadic generic keeps the same static typing
/// without a downcast when the engine resolves it.
public struct TupleView<each Content: View>: PrimitiveView {
    /// The views, as a tuple.
    public var value: (repeat each Content)

    /// Wraps a tuple of views.
    public init(_ value: (repeat each Content)) { self.value = value }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        var index = 0
        for element in repeat each view.value {
            _append(context.child(index) { resolve(element, in: &$0) }, to: &nodes)
            index += 1
        }
        return nodes
    }
}

/// Resolves any view through its static type.
@inlinable
func resolve<V: View>(_ view: V, in context: inout ResolveContext) -> [Node] {
    V._makeNodes(view, in: &context)
}
