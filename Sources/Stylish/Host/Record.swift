/// One place a body is evaluated (a view's `body`, a modifier's `body(content:)`, a style's
/// `makeBody`, a geometry reader's content), kept from update to update.
///
/// A record holds the inputs its parent gave it (the view value, the environment, the animation),
/// what its last evaluation read (`@State` values, environment keys, other records' nodes), the
/// records and nodes it made, and the memory its views own (state, observed values, targets). It
/// is evaluated again only when something it read changed, or when its parent, evaluated again,
/// gives it inputs that are not provably equal; otherwise it keeps its nodes. What it owns dies
/// with it. Its fields opt out of run-time exclusivity checks: only the host's update touches
/// them, one access at a time.
class Record {
    unowned(unsafe) let graph: ViewGraph
    /// The record whose evaluation made this one (nil for the root).
    unowned(unsafe) let parent: Record?
    /// The structural identity of its view (`0.1.2`).
    let key: String
    /// The environment it was last evaluated in.
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The animation its nodes were last made with.
    @exclusivity(unchecked) var animation: Animation?
    /// Its child records, in the order its last evaluation met them.
    @exclusivity(unchecked) private(set) var children: [Record] = []
    /// The nodes its last evaluation made, the top ones only.
    @exclusivity(unchecked) var output: [Node] = []
    /// Every node its last evaluation made, in order, which the next takes over by key
    /// (``recycledNode(at:)``); while one runs, the last one's, and where to look in them next.
    @exclusivity(unchecked) private var made: [Node] = []
    @exclusivity(unchecked) private var previousMade: [Node] = []
    @exclusivity(unchecked) private var madeCursor = 0
    /// Whether something it read changed since its last evaluation.
    @exclusivity(unchecked) private(set) var isDirty = true
    /// Whether a record below it is dirty.
    @exclusivity(unchecked) private(set) var hasDirtyBelow = false
    /// Whether it is still in the tree.
    @exclusivity(unchecked) private(set) var isAlive = true
    /// A number unique to its last evaluation.
    @exclusivity(unchecked) private(set) var runStamp = 0
    /// The run stamp of the parent's evaluation that took this record as its child.
    @exclusivity(unchecked) private var takenBy = 0

    /// The states it read in its last evaluation.
    @exclusivity(unchecked) private var reads: [AnyStateBox] = []
    /// The environment keys read by its last evaluation and below (its own and its children's).
    @exclusivity(unchecked) private(set) var environmentReads: [any EnvironmentKey.Type] = []
    /// Records whose evaluation edited or read this record's nodes: they run again with it.
    @exclusivity(unchecked) private var dependents: [Unowned<Record>] = []
    /// Records whose nodes this record's last evaluation edited or read.
    @exclusivity(unchecked) private var dependencies: [Unowned<Record>] = []
    /// The nodes of other records its last evaluation edited, each with what it held before.
    @exclusivity(unchecked) private var undoLog: [(node: Node, edits: Node.Edits)] = []
    /// While an evaluation runs, the children of the one before, and where to look in them next.
    @exclusivity(unchecked) private var previousChildren: [Record] = []
    @exclusivity(unchecked) private var childCursor = 0
    /// The memory its views keep (see `Record+Memory.swift`).
    @exclusivity(unchecked) var memory = RecordMemory()

    /// The root record of `graph`.
    init(root graph: ViewGraph, environment: EnvironmentValues) {
        (self.graph, parent, key, self.environment) = (graph, nil, "0", environment)
    }

    /// A record for the view being resolved in `context`, a child of the record evaluated there.
    init(in context: ResolveContext) {
        (graph, parent, key) = (context.graph, context.record, context.key)
        (environment, animation) = (context.environment, context.animation)
    }

    /// Makes this record's nodes. Subclasses evaluate their body here.
    func evaluate(in context: inout ResolveContext) -> [Node] {
        fatalError("subclass")
    }

    // MARK: Running

    /// Evaluates the record in `context` (whose key is the record's) and returns its nodes.
    final func run(in context: inout ResolveContext) -> [Node] {
        undoEdits()
        forgetReads()
        environment = context.environment
        animation = context.animation
        previousChildren = children
        children = []
        childCursor = 0
        swap(&made, &previousMade)
        made.removeAll(keepingCapacity: true)
        madeCursor = 0
        runStamp = graph.nextRunStamp()
        memory.beginRun()
        let outer = context.record
        let outerEvaluating = Record.evaluating
        context.record = self
        Record.evaluating = self
        let nodes = evaluate(in: &context)
        Record.evaluating = outerEvaluating
        context.record = outer
        for child in previousChildren where child.isAlive && child.takenBy != runStamp { child.destroy() }
        if previousChildren.count != children.count || !zip(previousChildren, children).allSatisfy({ $0 === $1 }) {
            graph.stateOrderChanged()
        }
        previousChildren = []
        for node in previousMade where !node.isBeingRemade && node.owner === self { node.owner = nil }
        for node in made where node.isBeingRemade { node.endRemake(noting: graph.layoutChanges) }
        previousMade.removeAll(keepingCapacity: true)
        endRun()
        output = nodes
        isDirty = false
        hasDirtyBelow = false
        return nodes
    }

    /// Ends a run: memory its views did not ask for again is dropped, and what its children read
    /// joins what it read.
    private func endRun() {
        memory.endRun(of: self)
        var reads = environmentReads
        for child in children {
            for key in child.environmentReads where !reads.contains(where: { $0 == key }) { reads.append(key) }
        }
        environmentReads = reads
    }

    /// The child record for the view at `key` of the running evaluation: the last evaluation's
    /// at that key and of that kind when there is one (and it is taken), else `make()`'s.
    final func child<R: Record>(at key: String, make: () -> R) -> (record: R, isNew: Bool) {
        let found = Self.takeNext(of: previousChildren, from: &childCursor) {
            $0.takenBy != runStamp && $0.key == key && type(of: $0) == R.self
        }
        let record = found.map { unsafeDowncast($0, to: R.self) } ?? make()
        record.takenBy = runStamp
        children.append(record)
        return (record, found == nil)
    }

    /// The first element of `list` from `cursor` on, wrapping round, that `isMatch`; the cursor
    /// then points past it (the next is usually the next in the list).
    private static func takeNext<T>(of list: [T], from cursor: inout Int, where isMatch: (T) -> Bool) -> T? {
        for step in 0..<list.count {
            let index = (cursor + step) % list.count
            guard isMatch(list[index]) else { continue }
            cursor = index + 1
            return list[index]
        }
        return nil
    }

    /// Replaces an earlier child taken for this run with `record` (an `AnyView` whose type changed).
    final func replaceChild(_ old: Record, with record: Record) {
        if let index = children.lastIndex(where: { $0 === old }) { children[index] = record }
        old.destroy()
    }

    // MARK: Nodes

    /// The node the last evaluation made at `key` (the next not taken yet, in the order they were
    /// made), taken over by the running one; nil in a full update, which makes every node anew.
    final func recycledNode(at key: String) -> Node? {
        guard !graph.isFullUpdate,
            let node = Self.takeNext(of: previousMade, from: &madeCursor, where: { !$0.isBeingRemade && $0.key == key })
        else { return nil }
        made.append(node)
        return node
    }

    /// Notes that the running evaluation made `node` anew.
    final func noteMade(_ node: Node) {
        made.append(node)
    }

    /// Forgets the nodes it made: they are no longer its own.
    private func forgetNodes() {
        for node in made where node.owner === self { node.owner = nil }
        made = []
    }

    deinit {
        forgetNodes()
    }

    // MARK: Reuse

    /// Whether this record, not dirty and given inputs equal to its last ones, keeps its nodes:
    /// then its dirty descendants are brought up to date in place, and it returns its nodes.
    /// Returns nil when it must be evaluated again.
    final func reuse(in context: ResolveContext, valueIsEqual: @autoclosure () -> Bool) -> [Node]? {
        guard !graph.isFullUpdate, !isDirty, valueIsEqual(), inputsMatch(context) else { return nil }
        environment = context.environment
        guard refreshDescendants() else { return nil }
        return output
    }

    /// Whether `context` gives this record the environment and animation it had: the same values
    /// for every environment key read by its last evaluation and below.
    final func inputsMatch(_ context: ResolveContext) -> Bool {
        guard context.animation == animation else { return false }
        if context.environment.isIdentical(to: environment) { return true }
        return environmentReads.allSatisfy { $0._isEqual(in: context.environment, environment) }
    }

    /// Brings the dirty records below this one up to date without evaluating this one: each is
    /// evaluated again where it is, its new nodes taking the place of its old ones. Returns false
    /// when that cannot be done (a record's number of top nodes changed): this record must be
    /// evaluated again.
    final func refreshDescendants() -> Bool {
        guard hasDirtyBelow else { return true }
        hasDirtyBelow = false
        for child in children {
            if child.isDirty {
                guard child.runInPlace() else { return false }
            } else if child.hasDirtyBelow, !child.refreshDescendants() {
                guard child.runInPlace() else { return false }
            }
        }
        return true
    }

    /// Evaluates this record again with its last inputs, where it is: its nodes made again in
    /// place (see ``recycledNode(at:)``). False when its top nodes are not the ones it had (a view
    /// at its top came or went): its parent must then be evaluated again, and takes them.
    func runInPlace() -> Bool {
        var context = ResolveContext(record: self)
        let old = output
        let new = run(in: &context)
        parent?.joinEnvironmentReads(environmentReads)
        return new.count == old.count && zip(old, new).allSatisfy { $0 === $1 }
    }

    /// Adds `keys` to what this record and its ancestors read below them.
    private func joinEnvironmentReads(_ keys: [any EnvironmentKey.Type]) {
        var record: Record? = self
        while let current = record {
            var added = false
            for key in keys where !current.environmentReads.contains(where: { $0 == key }) {
                current.environmentReads.append(key)
                added = true
            }
            guard added else { return }
            record = current.parent
        }
    }

    // MARK: Tracking

    /// The record evaluated on this thread now, if any: what a state read subscribes.
    static var evaluating: Record? {
        get { evaluatingSlot.object }
        set { evaluatingSlot.object = newValue }
    }

    /// Records that this evaluation read `box`; false when it already had.
    final func subscribe(to box: AnyStateBox) -> Bool {
        if reads.contains(where: { $0 === box }) { return false }
        reads.append(box)
        return true
    }

    /// Records that this evaluation read the environment value of `key`.
    final func noteEnvironmentRead(_ key: any EnvironmentKey.Type) {
        if !environmentReads.contains(where: { $0 == key }) { environmentReads.append(key) }
    }

    /// Whether this evaluation made a node, which takes whether controls are enabled and the
    /// layout direction from the environment.
    @exclusivity(unchecked) var readsNodeFlags = false

    /// The box of the `@State` labelled `label` of this record's view, made with `initialValue`
    /// the first time (or from the graph's seed, a checkpoint being restored).
    final func stateBox<Value>(label: String, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
        if let box = memory.nextState(label: label, as: Value.self) { return box }
        let box = StateBox(value: initialValue(), label: label, key: key + "/" + label)
        graph.seed(box)
        memory.addState(box)
        graph.stateOrderChanged()
        return box
    }

    /// Forgets what the last evaluation read.
    private func forgetReads() {
        for box in reads { box.removeReader(self) }
        reads.removeAll(keepingCapacity: true)
        environmentReads.removeAll(keepingCapacity: true)
        readsNodeFlags = false
        for dependency in dependencies { dependency.value.dependents.removeAll { $0.value === self } }
        dependencies.removeAll(keepingCapacity: true)
    }

    /// Marks this record for evaluation, and the records that edited or read its nodes, and its
    /// ancestors as having work below.
    final func invalidate() {
        guard isAlive, !isDirty else { return }
        isDirty = true
        markAncestors()
        for dependent in dependents { dependent.value.invalidate() }
    }

    /// Marks the ancestors as having a dirty record below.
    private func markAncestors() {
        var ancestor = parent
        while let record = ancestor, !record.hasDirtyBelow {
            record.hasDirtyBelow = true
            ancestor = record.parent
        }
    }

    /// Records that this evaluation edits `node`, another record's: what the node holds now is
    /// kept to undo the edit before the next evaluation, and this record runs again with the
    /// node's owner.
    final func willEdit(_ node: Node, ownedBy owner: Record) {
        undoLog.append((node, node.edits))
        dependOn(owner)
    }

    /// Records that this evaluation read what `owner`'s nodes hold.
    final func dependOn(_ owner: Record) {
        guard owner !== self, !dependencies.contains(where: { $0.value === owner }) else { return }
        dependencies.append(Unowned(owner))
        owner.dependents.append(Unowned(self))
    }

    /// Puts back what the last evaluation's edits of other records' nodes changed, latest first.
    private func undoEdits() {
        guard !undoLog.isEmpty else { return }
        for entry in undoLog.reversed() { entry.node.edits = entry.edits }
        undoLog.removeAll(keepingCapacity: true)
    }

    // MARK: Lifetime

    /// Removes the record from the tree: its state dies, its targets go, its children with it.
    final func destroy() {
        guard isAlive else { return }
        isAlive = false
        for child in children { child.destroy() }
        children = []
        for child in previousChildren { child.destroy() }
        previousChildren = []
        forgetReads()
        for dependent in dependents {
            dependent.value.dependencies.removeAll { $0.value === self }
        }
        dependents = []
        undoLog = []
        memory.destroy(of: self)
        graph.stateOrderChanged()
        output = []
        forgetNodes()
    }
}

/// The thread-specific slot of ``Record/evaluating``.
private let evaluatingSlot = ThreadSlot<Record>()
