/// What a button's style resolved at one key in the last pass, with what it was resolved from,
/// so that a pass that resolves it from the same inputs takes the nodes again instead of
/// resolving the style anew, as SwiftUI updates a button's action without evaluating its
/// unchanged label and style again.
///
/// The resolution is a function of its inputs only when it is kept (``ViewGraph/keep(_:at:)``):
/// - the style is a built-in one (``PrimitiveButtonStyle/_reusesResolution``), whose body reads
///   only its configuration and the environment; a style of your own may read anything (a global,
///   an object it holds), so it is resolved every pass, as before;
/// - the label is a `Text` (its type compared, no cast), with the same bytes, font and weight
///   (``Text/isIdentical(to:)``: `==` on its `String` would take canonically equivalent text, which
///   is written as other bytes, for the same);
/// - the role and the pressed state are the same;
/// - the environment is the same chain of boxes (``EnvironmentValues/isIdentical(to:)``): each
///   box is immutable, so the same chain holds the same values (the style, whether the button is
///   enabled, the tint, the font…). A modifier above the button that sets the environment on
///   every pass (`.tint(_:)`, `.buttonStyle(_:)` in a body that is evaluated again) makes a new
///   chain each time and so defeats reuse, soundly;
/// - the animation the context gives new nodes is the same;
/// - the resolution touched nothing the graph keeps (``ViewGraph/touches``, the effects, the
///   sheets), so skipping it loses no state, handler, observer or memory of a type;
/// - no node below has a geometry reader (resolved again at layout) or a geometry observer.
///
/// Nodes are edited after they are returned: outer modifiers set the top node's attributes,
/// style and geometry observers, layout writes every node's frame. So the top node's attributes
/// and style are kept as the style and the button left them (the button's marks are a function
/// of the inputs compared), before those edits, and put back when it is reused (see
/// ``reuse(in:)``); the nodes below it, which nothing edits after their resolution but layout,
/// are reused as they are. Layout gives each node a frame
/// again; the size caches stay valid (a node's size depends only on its kind and children, the
/// same) and are kept.
///
/// A record lives in the graph under the button's key, marked with the last pass that met it; a
/// pass that does not meet it drops it, as state dies when its view leaves the tree. It holds
/// nodes, which hold no closure over the graph (no geometry readers or observers), and its tap
/// trigger, which holds the last pass's action and what that captures (state cells, models):
/// the graph holds the record and not the other way round, and the record goes at the end of the
/// first render that does not meet the button, so this keeps nothing alive past that.
final class ReusedResolution {
    /// The button's label.
    let label: Text
    /// The button's role.
    let role: ButtonRole?
    /// Whether the button was held down.
    let isPressed: Bool
    /// The environment the style was resolved in.
    let environment: EnvironmentValues
    /// The animation new nodes were given.
    let animation: Animation?
    /// The top node of the resolution, the last one laid out (its size cache is kept).
    private var node: Node
    /// The top node's attributes as the style and the button left them, before outer modifiers.
    private let attributes: [(name: String, value: String)]
    /// The top node's style declarations as the style left them, before outer modifiers.
    private let style: [String]
    /// The last pass that met this record.
    var pass: Int
    /// The button's press handler, which depends only on the graph and the key: made once for
    /// the record, not once a pass. It holds the graph weakly.
    var press: ((Bool) -> Void)?
    /// The button's tap, given each pass's action (see ``trigger(press:action:pass:)``).
    var keptTrigger: ButtonTrigger?
    /// How many passes reused it, for tests.
    private(set) var timesReused = 0
    /// The markup its top node was last written as, once it has been reused.
    var markup: WrittenMarkup? { node.writtenMarkup }

    /// A record of `node`, resolved from these inputs and marked by the button, before outer modifiers edited it.
    init(
        label: Text, role: ButtonRole?, isPressed: Bool, environment: EnvironmentValues, animation: Animation?,
        node: Node, pass: Int
    ) {
        self.label = label
        self.role = role
        self.isPressed = isPressed
        self.environment = environment
        self.animation = animation
        self.node = node
        self.attributes = node.attributes
        self.style = node.style
        self.pass = pass
    }

    /// Whether a resolution from these inputs would give what this record holds.
    func matches(
        label: Text, role: ButtonRole?, isPressed: Bool, environment: EnvironmentValues, animation: Animation?
    ) -> Bool {
        self.isPressed == isPressed && self.role == role && self.environment.isIdentical(to: environment)
            && self.animation == animation && self.label.isIdentical(to: label)
    }

    /// The resolution again: the top node as the style left it, over the same nodes.
    ///
    /// The top node is the one the last pass laid out, its edits undone (its attributes and style
    /// put back as the style left them, its observers and frame cleared): no tree but the one
    /// being made holds it any more (a render keeps none of its nodes). Met a second time in one
    /// pass, it is in this pass's tree already, so a copy is made of it.
    ///
    /// At its first reuse the top node is given a ``WrittenMarkup``, so that its writing can be
    /// kept from then on (a record made again every pass keeps none).
    func reuse(in pass: Int) -> Node {
        if self.pass == pass { node = Self.copy(of: node) }
        self.pass = pass
        timesReused += 1
        let node = node
        if node.writtenMarkup == nil { node.writtenMarkup = WrittenMarkup() }
        node.attributes = attributes
        node.style = style
        if !node.geometryObservers.isEmpty { node.geometryObservers = [] }
        node.frame = .zero
        return node
    }

    /// A node of the same kind over copies of the same children, with the same flags and sizes.
    ///
    /// The children are copied too: layout gives each node of a tree its frame, so two trees (the
    /// same button met twice in a pass) must not share one.
    private static func copy(of node: Node) -> Node {
        let copy = Node(key: node.key, kind: node.kind, children: node.children.map(copy(of:)))
        copy.attributes = node.attributes
        copy.style = node.style
        copy.animation = node.animation
        copy.isRightToLeft = node.isRightToLeft
        copy.isDisabled = node.isDisabled
        copy.sizeCache = node.sizeCache
        copy.moreSizes = node.moreSizes
        copy.writtenMarkup = node.writtenMarkup
        return copy
    }

    /// Whether the nodes of a resolution can be reused: none below `node` is resolved again at
    /// layout (a geometry reader) or observes its size (the top node's observers are an outer
    /// modifier's, added after the resolution, and are checked as they stand then).
    static func canReuse(_ node: Node) -> Bool {
        guard node.geometryObservers.isEmpty else { return false }
        if case .geometryReader = node.kind { return false }
        return node.children.allSatisfy(canReuse)
    }
}

extension ViewGraph {
    /// The resolution kept for the button at `key`, if any.
    func reusedResolution(at key: String) -> ReusedResolution? {
        let records = reusedResolutions
        return records.isEmpty ? nil : records[key]
    }

    /// Keeps `record` for the button at `key` (or forgets the one kept, for `nil`).
    func keep(_ record: ReusedResolution?, at key: String) {
        // Taken out and put back, not changed in place (see ``ViewGraph``).
        guard record != nil || !reusedResolutions.isEmpty else { return }
        var records = reusedResolutions
        reusedResolutions = Dictionary()
        records[key] = record
        reusedResolutions = records
    }

    /// What a resolution can change in the graph, counted: equal before and after, the
    /// resolution used none of it.
    var footprint: (touches: Int, effects: Int, sheets: Int) {
        (touches, effects.count, presentations.sheets.count)
    }
}
