/// Two to ten views side by side in a builder, kept as a list of concrete types.
///
/// ``ViewBuilder`` builds a block of two to ten views into this rather than into the variadic
/// ``TupleView``, whose pack the runtime lays out; the children are resolved exactly as a
/// ``TupleView``'s: child `index` of the block, in order.
public struct _ViewListView<List: _ViewList>: PrimitiveView {
    /// The views, first to last.
    @usableFromInline let list: List

    /// Wraps a list of views.
    @inlinable init(_ list: List) { self.list = list }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(List._count)
        List._appendNodes(of: view.list, from: 0, to: &nodes, in: &context)
        return nodes
    }
}

/// Views one after another, as a ``_ViewListView`` holds them: a view followed by a shorter list,
/// or the last view. Engine-internal; public only because the builder's blocks name it.
public protocol _ViewList {
    /// How many views the list holds.
    static var _count: Int { get }

    /// Appends the nodes of the views of `list` to `nodes`, the first resolved as child `index`.
    static func _appendNodes(of list: Self, from index: Int, to nodes: inout [Node], in context: inout ResolveContext)
}

/// The last view of a ``_ViewList``.
public struct _ViewListLast<Content: View>: _ViewList {
    /// The view.
    @usableFromInline let content: Content

    /// A list of one view.
    @inlinable init(_ content: Content) { self.content = content }

    @inlinable public static var _count: Int { 1 }

    @inlinable
    public static func _appendNodes(
        of list: Self, from index: Int, to nodes: inout [Node], in context: inout ResolveContext
    ) {
        _append(context.child(index) { Content._makeNodes(list.content, in: &$0) }, to: &nodes)
    }
}

/// A view followed by the rest of a ``_ViewList``.
public struct _ViewListLink<Head: View, Tail: _ViewList>: _ViewList {
    /// The first view.
    @usableFromInline let head: Head
    /// The views after it.
    @usableFromInline let tail: Tail

    /// `head` in front of `tail`.
    @inlinable init(_ head: Head, _ tail: Tail) {
        self.head = head
        self.tail = tail
    }

    @inlinable public static var _count: Int { 1 + Tail._count }

    @inlinable
    public static func _appendNodes(
        of list: Self, from index: Int, to nodes: inout [Node], in context: inout ResolveContext
    ) {
        _append(context.child(index) { Head._makeNodes(list.head, in: &$0) }, to: &nodes)
        Tail._appendNodes(of: list.tail, from: index + 1, to: &nodes, in: &context)
    }
}

/// Appends a child's `made` nodes to `nodes`: the usual one node as an element, not through
/// `append(contentsOf:)`.
@inlinable
func _append(_ made: consuming [Node], to nodes: inout [Node]) {
    if made.count == 1 {
        nodes.append(made[0])
    } else {
        nodes += made
    }
}
