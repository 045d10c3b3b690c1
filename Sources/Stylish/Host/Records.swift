/// A record of a value whose evaluation makes nodes: a view's body (the value is the view), a
/// modifier's body around its content (the `ModifiedContent`), a style's body (the style with what
/// makes its body), what an `AnyView` erases. The evaluation is given by the caller, compiled where
/// the value's type is known.
final class ViewRecord<Value>: Record {
    /// The value, as the parent's evaluation last gave it.
    @exclusivity(unchecked) var value: Value
    /// Makes the value's nodes.
    private let evaluator: (Value, inout ResolveContext) -> [Node]

    init(value: Value, evaluator: @escaping (Value, inout ResolveContext) -> [Node], in context: ResolveContext) {
        self.value = value
        self.evaluator = evaluator
        super.init(in: context)
    }

    override func evaluate(in context: inout ResolveContext) -> [Node] {
        evaluator(value, &context)
    }
}

/// The host's root: the canvas's column, holding the root view.
final class RootRecord: Record {
    private let resolveRoot: (inout ResolveContext) -> [Node]

    init(graph: ViewGraph, environment: EnvironmentValues, resolveRoot: @escaping (inout ResolveContext) -> [Node]) {
        self.resolveRoot = resolveRoot
        super.init(root: graph, environment: environment)
    }

    override func evaluate(in context: inout ResolveContext) -> [Node] {
        let children = resolveRoot(&context)
        return [context.node(.stack(.vertical, alignment: .center, spacing: 8), children: children)]
    }
}

extension ResolveContext {
    /// Resolves `value` through its record at this key: its nodes as they were when nothing its
    /// evaluation read changed and `value` is provably the one it was evaluated with (see
    /// ``Record/reuse(in:valueIsEqual:)``), else `evaluate`'s.
    @usableFromInline
    mutating func resolve<Value>(
        recording value: Value, _ evaluate: @escaping (Value, inout ResolveContext) -> [Node]
    ) -> [Node] {
        let (record, isNew) = self.record.child(at: key) { ViewRecord(value: value, evaluator: evaluate, in: self) }
        if !isNew {
            if let nodes = record.reuse(in: self, valueIsEqual: StructuralEquality.isEqual(record.value, value)) {
                return nodes
            }
            record.value = value
        }
        return record.run(in: &self)
    }

    /// Resolves what `view` erases through a record of the wrapped type: a record of another
    /// type at this key dies, with what its views kept, as SwiftUI does.
    mutating func resolveErased(_ view: AnyView) -> [Node] {
        let make = { (context: ResolveContext) in ViewRecord(value: view, evaluator: { $0.make(&$1) }, in: context) }
        var (record, isNew) = self.record.child(at: key) { make(self) }
        if !isNew, record.value.type != view.type {
            let replacement = make(self)
            self.record.replaceChild(record, with: replacement)
            record = replacement
        }
        record.value = view
        return record.run(in: &self)
    }
}

/// A geometry reader's content: resolved at layout, once the reader's size is known, and again
/// when that size changes, when its reader's view changes or when something it read changed.
class GeometryRecord: Record {
    /// The reader's node of the last resolution of the reader.
    @exclusivity(unchecked) unowned(unsafe) var readerNode: Node?
    /// The size the content was last made for.
    @exclusivity(unchecked) var size: CGSize?
    /// Whether the reader's view changed since the content was last made.
    @exclusivity(unchecked) var needsRun = true

    /// The content's nodes for a reader of `size`: the last ones when nothing changed.
    final func nodes(for size: CGSize) -> [Node] {
        if !needsRun, !isDirty, !graph.isFullUpdate, self.size == size { return output }
        self.size = size
        needsRun = false
        var context = ResolveContext(record: self)
        return run(in: &context)
    }

    /// Made again where the reader is laid out: the reader is laid out again.
    override func runInPlace() -> Bool {
        if let readerNode { graph.noteContentChanged(readerNode) }
        return true
    }
}

/// The content of a `GeometryReader<Content>`.
final class GeometryContentRecord<Content: View>: GeometryRecord {
    @exclusivity(unchecked) var view: GeometryReader<Content>

    init(view: GeometryReader<Content>, in context: ResolveContext) {
        self.view = view
        super.init(in: context)
    }

    override func evaluate(in context: inout ResolveContext) -> [Node] {
        let proxy = GeometryProxy(size: size ?? .zero)
        return context.child(0) { resolve(view.content(proxy), in: &$0) }
    }
}

extension ResolveContext {
    /// The record of a geometry reader's content, taken for this evaluation but not evaluated:
    /// layout evaluates it.
    mutating func geometryContent<Content: View>(of view: GeometryReader<Content>) -> GeometryRecord {
        let (record, isNew) = self.record.child(at: key) { GeometryContentRecord(view: view, in: self) }
        if !isNew, !StructuralEquality.isEqual(record.view, view) || !record.inputsMatch(self) { record.needsRun = true }
        record.view = view
        record.environment = environment
        record.animation = animation
        return record
    }
}
