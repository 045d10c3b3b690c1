/// What a view is resolved in: its environment, its identity and the record being evaluated.
///
/// Engine-internal; it is public only because primitives implement `View._makeNodes`.
public struct ResolveContext {
    /// The record whose evaluation this is: what the views resolved now belong to.
    var record: Record
    /// The environment of the view being resolved; what an evaluation reads of it, it depends on.
    private(set) var environment: EnvironmentValues
    /// Whether `environment` enables controls, and lays out right to left (read once a change).
    private var isEnabled = true
    private var isRightToLeft = false
    /// The structural identity of the view being resolved, as `0.1.2`.
    @usableFromInline private(set) var key: String
    /// The animation that applies to nodes made now (from `.animation(_:value:)`).
    var animation: Animation?

    /// The context a record is evaluated in again, from the inputs it was last given.
    init(record: Record) {
        self.record = record.parent ?? record
        self.environment = record.environment
        self.key = record.key
        self.animation = record.animation
        readNodeFlags()
    }

    /// The graph the record belongs to.
    var graph: ViewGraph { record.graph }

    /// Reads what every node made here takes from the environment; a record depends on it once
    /// it makes a node (``node(_:children:)``).
    private mutating func readNodeFlags() {
        isEnabled = environment.isEnabledUnnoted
        isRightToLeft = environment.layoutDirectionUnnoted == .rightToLeft
    }

    /// Resolves `body` as child `index` of the current view (one path component deeper).
    @usableFromInline
    mutating func child<Result>(_ index: Int, _ body: (inout ResolveContext) -> Result) -> Result {
        descend(Self.indexComponent(index), body)
    }

    /// Resolves `body` under a named path component (`bg0`, `label`, …).
    @usableFromInline
    mutating func child<Result>(_ component: String, _ body: (inout ResolveContext) -> Result) -> Result {
        descend("." + component, body)
    }

    /// Resolves `body` under `suffix`, a path component with its leading `.` (`.m`, `.overlay`).
    @usableFromInline
    mutating func child<Result>(suffix: String, _ body: (inout ResolveContext) -> Result) -> Result {
        descend(suffix, body)
    }

    /// `.0` to `.9`, the components of a builder block's children, made once; `.10` and beyond
    /// are formatted.
    private static let indexComponents = (0...9).map { ".\($0)" }

    private static func indexComponent(_ index: Int) -> String {
        index >= 0 && index < 10 ? indexComponents[index] : "." + String(index)
    }

    /// Resolves `body` with `suffix` (a `.` and a component) appended to the path.
    private mutating func descend<Result>(_ suffix: String, _ body: (inout ResolveContext) -> Result) -> Result {
        let saved = key
        key += suffix
        defer { key = saved }
        return body(&self)
    }

    /// Resolves `body` with a changed environment, restored afterwards.
    mutating func withEnvironment<Result>(
        _ change: (inout EnvironmentValues) -> Void, _ body: (inout ResolveContext) -> Result
    ) -> Result {
        let saved = (environment, isEnabled, isRightToLeft)
        change(&environment)
        readNodeFlags()
        defer {
            environment = saved.0
            isEnabled = saved.1
            isRightToLeft = saved.2
        }
        return body(&self)
    }

    /// A node at the current identity, carrying the current animation, made by the record being
    /// evaluated (which then depends on whether controls are enabled and on the layout direction).
    func node(_ kind: Node.Kind, children: [Node] = []) -> Node {
        if !record.readsNodeFlags {
            record.readsNodeFlags = true
            _ = (environment.isEnabled, environment.layoutDirection)
        }
        if let node = record.recycledNode(at: key) {
            node.remake(
                kind, children: children, animation: animation, isDisabled: !isEnabled, isRightToLeft: isRightToLeft,
                noting: graph.layoutChanges)
            return node
        }
        let node = Node(key: key, kind: kind, children: children)
        record.noteMade(node)
        node.owner = record
        node.animation = animation
        node.isDisabled = !isEnabled
        node.isRightToLeft = isRightToLeft
        return node
    }

    /// Notes that the record being evaluated is about to edit `node`: when the node is another
    /// record's, the edit is undone before this record's next evaluation, and this record is
    /// evaluated again whenever that one is.
    func willEdit(_ node: Node) {
        guard let owner = node.owner, owner !== record else { return }
        record.willEdit(node, ownedBy: owner)
        graph.layoutChanges.noteEdited(node)
    }

    /// Notes that the record being evaluated reads what `nodes` and the nodes below them hold.
    func readContent(of nodes: [Node]) {
        for node in nodes {
            if let owner = node.owner { record.dependOn(owner) }
            readContent(of: node.children)
        }
    }

    /// The box of the `@State` labelled `label` of the view being installed, made with
    /// `initialValue` the first time.
    func stateBox<Value>(label: String, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
        record.stateBox(label: label, initialValue: initialValue())
    }
}
