/// What a view is resolved in: its environment, its identity and the graph that holds its state.
///
/// Engine-internal; it is public only because primitives implement `View._makeNodes`.
public struct ResolveContext {
    @usableFromInline let graph: ViewGraph
    /// The environment of the view being resolved (changed only by ``withEnvironment(_:_:)``,
    /// which keeps the flags below in step with it).
    private(set) var environment: EnvironmentValues
    /// Whether `environment` enables controls, read once per change rather than once per node.
    private var isEnabled = true
    /// Whether `environment` lays out right to left, read once per change rather than per node.
    private var isRightToLeft = false
    /// The structural identity of the view being resolved, as `0.1.2`.
    @usableFromInline private(set) var key: String
    /// The animation that applies to nodes made now (from `.animation(_:value:)`).
    var animation: Animation?

    init(graph: ViewGraph, environment: EnvironmentValues) {
        self.graph = graph
        self.environment = environment
        self.key = "0"
        self.animation = nil
        readNodeFlags()
    }

    /// Reads what every node made here takes from the environment.
    private mutating func readNodeFlags() {
        isEnabled = environment.isEnabled
        isRightToLeft = environment.layoutDirection == .rightToLeft
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

    /// Resolves `body` under `suffix`, a path component with its leading `.` (`.m`, `.overlay`):
    /// given whole, no string is joined for it at every resolve.
    @usableFromInline
    mutating func child<Result>(suffix: String, _ body: (inout ResolveContext) -> Result) -> Result {
        descend(suffix, body)
    }

    /// `.0` to `.9`, the components of a builder block's children, as literals: neither formatted
    /// nor read from a table (a global initialised once, checked at each read) for every child of
    /// every render; `.10` and beyond (a `TupleView` of more) are formatted.
    private static func indexComponent(_ index: Int) -> String {
        switch index {
        case 0: ".0"
        case 1: ".1"
        case 2: ".2"
        case 3: ".3"
        case 4: ".4"
        case 5: ".5"
        case 6: ".6"
        case 7: ".7"
        case 8: ".8"
        case 9: ".9"
        default: "." + String(index)
        }
    }

    /// Resolves `body` with `suffix` (a `.` and a component) appended to the path, in one append.
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
            // Put back with the flags read from it before, not read from it again.
            environment = saved.0
            isEnabled = saved.1
            isRightToLeft = saved.2
        }
        return body(&self)
    }

    /// Resolves `body` with a changed environment, restored afterwards, for a `change` that
    /// leaves whether controls are enabled and the layout direction as they were: the flags nodes
    /// take from the environment are neither read again nor saved.
    mutating func withEnvironmentKeepingNodeFlags<Result>(
        _ change: (inout EnvironmentValues) -> Void, _ body: (inout ResolveContext) -> Result
    ) -> Result {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body(&self)
    }

    /// A node at the current identity, carrying the current animation.
    func node(_ kind: Node.Kind, children: [Node] = []) -> Node {
        let node = Node(key: key, kind: kind, children: children)
        node.animation = animation
        node.isDisabled = !isEnabled
        node.isRightToLeft = isRightToLeft
        return node
    }
}
