import Foundation

/// A resolved view: what the engine lays out and draws after `body` has been evaluated.
///
/// Nodes are made fresh by each render; their identity for the browser is `key`, the view's
/// structural path, so that the client can patch an element in place from one render to the next.
public final class Node {
    /// What a node is, which decides how it sizes itself and what it draws.
    enum Kind {
        case text(TextRun)
        case shape(ShapeDrawing)
        case stack(Axis, alignment: Alignment, spacing: CGFloat)
        case zstack(Alignment)
        case padding(EdgeInsets)
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        case flexibleFrame(FlexibleFrame)
        case spacer(minLength: CGFloat?)
        case slider(SliderDrawing)
        /// The first child sizes the node; the others are drawn over (or under) it at its size.
        case decorated(Alignment, backgroundCount: Int)
        /// Takes the space offered and centres its child at the point (`.position`).
        case position(CGPoint)
        /// Sized as its child, which is drawn shifted by the offset (`.offset`).
        case offset(CGSize)
        /// Takes the space offered; its children are resolved at layout time with that size.
        case geometryReader((CGSize) -> [Node])
        /// An SF Symbol drawn as SVG (`Image(systemName:)`).
        case symbol(SymbolDrawing)
    }

    /// The structural identity, as `0.1.2`.
    let key: String
    let kind: Kind
    var children: [Node]
    /// Attributes that make this node an element of its own (roles, targets, labels).
    var attributes: [(name: String, value: String)] = []
    /// Inline style declarations to add to this node's element (shadows, opacity).
    var style: [String] = []
    /// The animation that applies to changes of this node's geometry, if any.
    var animation: Animation?
    /// Whether the layout direction is right-to-left here: children are placed mirrored.
    var isRightToLeft = false
    /// Whether the view is disabled, for the browser's cursor and for `aria-disabled`.
    var isDisabled = false
    /// Called after layout with this node's size (`onGeometryChange`); the usual one held
    /// inline, not in an array made for it.
    var geometryObservers = InlineFirstList<GeometryObserver>()
    /// Whether this node or one below it has geometry observers, or may have: a geometry
    /// reader's content is resolved at layout, after the reader is made, so a reader is marked
    /// when it is made (``GeometryReader``).
    ///
    /// Set when a node is made (its children are resolved before it) and when an observer is
    /// added; ``notifyGeometryObservers()`` visits only the subtrees it marks, which meet the
    /// observers in the same order as a walk of the whole tree. A node's children changed after
    /// it is made must mark it again (a sheet's content does).
    var observesGeometryBelow: Bool
    /// The markup this node was last written as, kept when it is a reused resolution's top node
    /// (``ReusedResolution``), which keeps it; nil for every other node.
    var writtenMarkup: WrittenMarkup?
    /// This node's frame, relative to its parent node's origin, after layout.
    var frame: CGRect = .zero
    /// The sizes this node chose during this render's layout, by proposal. Stacks measure each
    /// child several times, so without it layout is exponential in the depth of nested stacks.
    var sizeCache = SizeCache()
    /// The sizes past the four `sizeCache` holds.
    var moreSizes = SizeOverflow()
    /// The dimensions of a proposal this node's size depends on, worked out at its first
    /// measure (once its children are in place).
    ///
    /// Read at each `sizeThatFits`: the read of the stored value is inlined there, the working
    /// out is not (as a `lazy var`, every read was a call).
    var proposalDependence: ProposalDependence {
        @inline(__always) get { knownProposalDependence ?? workOutProposalDependence() }
        set { knownProposalDependence = newValue }
    }
    /// ``proposalDependence`` once worked out (or set).
    private var knownProposalDependence: ProposalDependence?

    /// Not inlined: inlined into its callers (``ResolveContext/node(_:children:)``), it copied
    /// the kind instead of taking it.
    @inline(never)
    init(key: String, kind: Kind, children: [Node] = []) {
        self.key = key
        self.kind = kind
        self.children = children
        observesGeometryBelow = children.contains { $0.observesGeometryBelow }
    }

    /// Whether the node must be its own element even when it draws nothing itself.
    var hasElement: Bool {
        switch kind {
        case .text, .shape, .slider, .symbol: true
        default: !attributes.isEmpty || !style.isEmpty
        }
    }
}

/// An action called after layout with a node's size (`onGeometryChange`).
///
/// A struct of its own: a closure stored as a generic list's element is wrapped in a thunk (one
/// allocation per observer and render).
struct GeometryObserver {
    let run: (CGSize) -> Void

    /// Calls the action with `size`.
    func callAsFunction(_ size: CGSize) { run(size) }
}

extension InlineFirstList where Element == GeometryObserver {
    /// Adds `observer` at the end.
    mutating func append(_ observer: @escaping (CGSize) -> Void) {
        append(GeometryObserver(run: observer))
    }
}

/// A `frame(minWidth:idealWidth:maxWidth:…)`: bounds on the size the parent proposes.
struct FlexibleFrame {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment
}

extension Node {
    /// Calls `edit` with this node's attributes, taken out of the node and put back after.
    ///
    /// Changed in place (`node.attributes.append(…)`), the list stayed open for the change while
    /// the array's own code ran, code that could have reached the node: every access of a node's
    /// attributes, each read in writing markup included, was then checked for exclusivity at run
    /// time. Taken out, the list is changed with no access of the node open, and is not copied.
    func editAttributes<Result>(_ edit: (inout [(name: String, value: String)]) -> Result) -> Result {
        var list = attributes
        attributes = []
        defer { attributes = list }
        return edit(&list)
    }

    /// Calls `edit` with this node's style declarations, taken out and put back after, as
    /// ``editAttributes(_:)`` does the attributes.
    func editStyle<Result>(_ edit: (inout [String]) -> Result) -> Result {
        var list = style
        style = []
        defer { style = list }
        return edit(&list)
    }

    /// Tells each `onGeometryChange` observer in this subtree its node's laid-out size, in tree
    /// order (a node's own observers in the order they were added, then its children's).
    ///
    /// Only subtrees marked ``observesGeometryBelow`` are visited: most of a tree has no
    /// observer, and walking all of it to find the few was a call, and a retain and release of
    /// the children, per node.
    func notifyGeometryObservers() {
        guard observesGeometryBelow else { return }
        // Looked at in place first: most nodes have none, and taking the (empty) list out of
        // the node to look was a retain and a release each.
        if !geometryObservers.isEmpty {
            let observers = geometryObservers
            let size = frame.size
            for observer in observers { observer(size) }
        }
        children.forEachNode { $0.notifyGeometryObservers() }
    }

    /// Works out ``proposalDependence`` and keeps it.
    @inline(never)
    fileprivate func workOutProposalDependence() -> ProposalDependence {
        let dependence = computeProposalDependence()
        knownProposalDependence = dependence
        return dependence
    }
}
