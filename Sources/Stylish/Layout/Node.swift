import Foundation

/// A resolved view: what the engine lays out and draws after `body` has been evaluated.
///
/// Nodes persist from update to update: a record evaluated again takes its nodes over by key
/// (`Node+Remake.swift`). Their identity for the browser is `key`, the view's structural path. The
/// fields opt out of run-time exclusivity checks: only the host's update touches them, one access
/// at a time.
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
        /// A text field's `<input>`: one line high, as wide as offered (`TextField`).
        case textInput(TextInputDrawing)
        /// The first child sizes the node; the others are drawn over (or under) it at its size.
        case decorated(Alignment, backgroundCount: Int)
        /// Takes the space offered and centres its child at the point (`.position`).
        case position(CGPoint)
        /// Sized as its child, which is drawn shifted by the offset (`.offset`).
        case offset(CGSize)
        /// Takes the space offered; its children are the content its record makes for that size.
        case geometryReader(GeometryRecord)
        /// An SF Symbol drawn as SVG (`Image(systemName:)`).
        case symbol(SymbolDrawing)
        /// Sized and placed as its child; a stack offers space to children of higher priority
        /// first (`.layoutPriority`).
        case layoutPriority(Double)
        /// A named image from the catalogue, drawn as SVG (`Image("name")`).
        case image(ImageDrawing)
        /// Proposes its child a size of the aspect ratio (the child's own when nil) that fits or
        /// fills the proposal; sized as the child (`aspectRatio(_:contentMode:)`).
        case aspectRatio(CGFloat?, ContentMode)
        /// A rule `thickness` thick across the axis of the stack it is in (horizontal outside a
        /// stack), as long as it is offered the other way; its child, the line, fills it
        /// (`Divider`). The stack sets the orientation when it measures the child the rule is in.
        case divider(thickness: CGFloat, DividerOrientation)
    }

    /// The structural identity, as `0.1.2`.
    @exclusivity(unchecked) var key: String
    @exclusivity(unchecked) var kind: Kind
    @exclusivity(unchecked) var children: [Node]
    /// Attributes that make this node an element of its own (roles, targets, labels).
    @exclusivity(unchecked) var attributes: [(name: String, value: String)] = []
    /// Inline style declarations to add to this node's element (shadows, opacity).
    @exclusivity(unchecked) var style: [String] = []
    /// The visual effects of modifiers on this node's element, innermost first (``NodeEffect``).
    @exclusivity(unchecked) var effects: [NodeEffect] = []
    /// The animation that applies to changes of this node's geometry, if any.
    @exclusivity(unchecked) var animation: Animation?
    /// Whether the layout direction is right-to-left here: children are placed mirrored.
    @exclusivity(unchecked) var isRightToLeft = false
    /// Whether the view is disabled, for the browser's cursor and for `aria-disabled`.
    @exclusivity(unchecked) var isDisabled = false
    /// Called after layout with this node's size (`onGeometryChange`).
    @exclusivity(unchecked) var geometryObservers = InlineFirstList<GeometryObserver>()
    /// Whether this node or one below it has geometry observers, or may have (a geometry
    /// reader's content is made at layout): the walk that notifies them visits only such subtrees.
    @exclusivity(unchecked) var observesGeometryBelow: Bool
    /// This node's frame, relative to its parent node's origin, after layout.
    @exclusivity(unchecked) var frame: CGRect = .zero
    /// The sizes this node chose, by proposal: valid while its kind and children stay.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// The sizes past the four `sizeCache` holds.
    @exclusivity(unchecked) var moreSizes = SizeOverflow()
    /// The dimensions of a proposal this node's size depends on, worked out at its first measure.
    var proposalDependence: ProposalDependence {
        @inline(__always) get { knownProposalDependence ?? workOutProposalDependence() }
        set { knownProposalDependence = newValue }
    }
    /// ``proposalDependence`` once worked out (or set).
    @exclusivity(unchecked) private(set) var knownProposalDependence: ProposalDependence?
    /// The record whose evaluation made this node; nil once the record dropped the node or died.
    @exclusivity(unchecked) unowned(unsafe) var owner: Record?
    /// The node whose children this node is among (nil for the root, for a node not placed in one
    /// yet, and for one whose parent died: a node that dies clears it in its children).
    @exclusivity(unchecked) unowned(unsafe) var parent: Node?
    /// Where this node's markup lies in the last markup written: its first token and how many.
    @exclusivity(unchecked) var tokenStart: Int32 = -1
    @exclusivity(unchecked) var tokenCount: Int32 = 0
    /// Where this node's targets lie in the last targets collected: the first and how many.
    @exclusivity(unchecked) var targetStart: Int32 = 0
    @exclusivity(unchecked) var targetCount: Int32 = 0
    /// The number of `'` its element's key was last written with: -1 when it wrote no element,
    /// -2 when it was not written in its place (see ``HTMLWriter/writeUniqueKey(_:primes:)``).
    @exclusivity(unchecked) var writtenPrimes: Int8 = -2
    /// The same for the keys of a slider's parts.
    @exclusivity(unchecked) var partPrimes: Int8 = -2
    /// What an update noted of this node (cleared when it is written).
    @exclusivity(unchecked) var marks: Marks = []
    /// Whether the evaluation running now took this node over (``remake(_:children:animation:isDisabled:isRightToLeft:noting:)``),
    /// its attributes and style before in `previousAttributes` and `previousStyle` until it ends.
    @exclusivity(unchecked) var isBeingRemade = false
    @exclusivity(unchecked) var previousAttributes: [(name: String, value: String)] = []
    @exclusivity(unchecked) var previousStyle: [String] = []
    @exclusivity(unchecked) var previousEffects: [NodeEffect] = []

    /// What an update notes of a node.
    struct Marks: OptionSet {
        let rawValue: UInt8
        /// Its content was made again in place: it is laid out and its markup written again.
        static let contentChanged = Marks(rawValue: 1)
        /// Its attributes or style changed: its markup is written again.
        static let edited = Marks(rawValue: 4)
        /// Its frame changed: its markup is written again.
        static let moved = Marks(rawValue: 2)
        /// Its content was made again in this pass, which has not laid it out yet.
        static let awaitingLayout = Marks(rawValue: 8)
    }

    init(key: String, kind: Kind, children: [Node] = []) {
        self.key = key
        self.kind = kind
        self.children = children
        observesGeometryBelow = children.contains { $0.observesGeometryBelow }
        for child in children { child.parent = self }
    }

    deinit {
        for child in children where child.parent === self { child.parent = nil }
    }

    /// Whether the node must be its own element even when it draws nothing itself.
    var hasElement: Bool {
        switch kind {
        case .text, .shape, .slider, .symbol, .image, .textInput: true
        default: !attributes.isEmpty || !style.isEmpty || !effects.isEmpty
        }
    }

    /// Replaces the children, which then have this node as their parent.
    func setChildren(_ nodes: [Node]) {
        for (index, child) in nodes.enumerated() {
            // A child at another place than before is not written where it was.
            if index >= children.count || children[index] !== child { child.writtenPrimes = -2 }
            child.parent = self
        }
        children = nodes
    }

    /// What edits of a node by a record other than its own change.
    struct Edits {
        var attributes: [(name: String, value: String)]
        var style: [String]
        var effects: [NodeEffect]
        var geometryObservers: InlineFirstList<GeometryObserver>
        var observesGeometryBelow: Bool
    }

    /// What this node holds that other records edit.
    var edits: Edits {
        get {
            Edits(
                attributes: attributes, style: style, effects: effects, geometryObservers: geometryObservers,
                observesGeometryBelow: observesGeometryBelow)
        }
        set {
            attributes = newValue.attributes
            style = newValue.style
            effects = newValue.effects
            geometryObservers = newValue.geometryObservers
            observesGeometryBelow = newValue.observesGeometryBelow
        }
    }

    /// Forgets the sizes chosen: the node's content changed.
    func forgetSizes() {
        sizeCache = SizeCache()
        moreSizes = SizeOverflow()
        knownProposalDependence = nil
    }

    /// The sizes chosen so far, by proposal (as the proposal was after dropping what the node
    /// does not depend on).
    var chosenSizes: [(proposal: ProposedViewSize, size: CGSize)] {
        sizeCache.entries + moreSizes.entries
    }
}

/// An action called after layout with a node's size (`onGeometryChange`).
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
    /// Calls `edit` with this node's attributes, taken out of the node (not copied) and put back
    /// after: no access of the node is open while `edit` runs.
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

    /// Calls `edit` with this node's effects, taken out and put back after, as
    /// ``editAttributes(_:)`` does the attributes.
    func editEffects<Result>(_ edit: (inout [NodeEffect]) -> Result) -> Result {
        var list = effects
        effects = []
        defer { effects = list }
        return edit(&list)
    }

    /// Tells each `onGeometryChange` observer in this subtree its node's laid-out size, in tree
    /// order (a node's own observers in the order they were added, then its children's); only
    /// subtrees marked ``observesGeometryBelow`` are visited.
    func notifyGeometryObservers() {
        guard observesGeometryBelow else { return }
        if !geometryObservers.isEmpty {
            let observers = geometryObservers
            let size = frame.size
            for observer in observers { observer(size) }
        }
        for child in children { child.notifyGeometryObservers() }
    }

    /// Works out ``proposalDependence`` and keeps it.
    @inline(never)
    fileprivate func workOutProposalDependence() -> ProposalDependence {
        let dependence = computeProposalDependence()
        knownProposalDependence = dependence
        return dependence
    }
}
