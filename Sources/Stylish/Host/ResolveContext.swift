/// What a view is resolved in: its environment, its identity and the graph that holds its state.
///
/// Engine-internal; it is public only because primitives implement `View._makeNodes`.
public struct ResolveContext {
    @usableFromInline let graph: ViewGraph
    /// The environment of the view being resolved.
    private(set) var environment: EnvironmentValues {
        didSet { readNodeFlags() }
    }
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
        let components = Self.indexComponents
        return descend(index >= 0 && index < components.count ? components[index] : "." + String(index), body)
    }

    /// Resolves `body` under a named path component (`bg0`, `label`, …).
    @usableFromInline
    mutating func child<Result>(_ component: String, _ body: (inout ResolveContext) -> Result) -> Result {
        descend("." + component, body)
    }

    /// `.0` to `.15`: the components of a tuple's children, made once rather than formatted and
    /// appended in two steps for every child of every render.
    private static let indexComponents: [String] = (0..<16).map { "." + String($0) }

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
