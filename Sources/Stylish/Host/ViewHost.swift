import Foundation

/// Runs one root view for one user: renders it and applies that user's events to it.
///
/// The host owns the view's `@State` store, so state survives from render to render and dies when
/// its view leaves the tree. It is not thread-safe: its owner applies one event at a time.
///
/// ```swift
/// let host = ViewHost(StylishSlider(value: 0.2), width: 360)
/// let before = host.render()
/// let after = try host.send(.key(target: before.targets[0].id, key: .end))
/// ```
public final class ViewHost {
    let graph = ViewGraph()
    private let resolveRoot: (inout ResolveContext) -> [Node]
    private var proposal: ProposedViewSize
    /// The environment at the root of the view, as the host was made with it and as
    /// `environment` events changed it since.
    public private(set) var environment: EnvironmentValues
    /// The environment the host was made with, which an environment event's reset returns to.
    private let defaultEnvironment: EnvironmentValues
    /// The last render, whose targets and sizes the next event refers to.
    public private(set) var current: Rendering?

    /// A host for `root`, offered `width` points of width (and its ideal height).
    public init<Root: View>(
        _ root: Root, width: CGFloat? = nil, height: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues()
    ) {
        resolveRoot = { resolve(root, in: &$0) }
        proposal = ProposedViewSize(width: width, height: height)
        self.environment = environment
        self.defaultEnvironment = environment
    }

    /// When set (by a test), every pass of effects is followed by another layout, even when the
    /// effects wrote nothing the views read: the path that skipping it must match.
    var relaysOutAfterEveryEffect = false
    /// How many layout passes this host has run, for tests.
    private(set) var layOutCount = 0
    /// How many bytes the next render's markup array is made with room for: the last render's
    /// length and an eighth more (4 KB for the first), so that a drag's markup, a few bytes longer
    /// or shorter each time, fits, while the array a preview keeps is not much longer than its
    /// markup. A writer that outgrows it moves its bytes to storage of its own, copied into an
    /// array at the end.
    private var markupCapacity = 4096
    /// The keys of the last render, emptied and handed to the next one's writer: its table and
    /// store are kept, not allocated again each render.
    private var writtenKeys = KeySet()
    /// How many targets the last render found, which the next reserves room for.
    private var lastTargetCount = 0

    /// Renders the view as it is now.
    ///
    /// After layout, the `onChange` and `onGeometryChange` actions that fired run, and when they
    /// did the view is rendered again (at most three more passes), so that the reply shows the
    /// state they settle on. Actions still pending after that run on the next render; what
    /// `.animation(_:value:)` animates is measured from the state before this call, whichever
    /// pass sees the change.
    ///
    /// When the actions wrote no `@State`, no `Binding` and called no `withAnimation` (see
    /// ``RenderInputChanges``), the next pass would meet the same values and lay out the same
    /// tree, and its observers would find what the actions just recorded: it is skipped.
    @discardableResult
    public func render() -> Rendering {
        let (root, size) = settle()
        return write(root, size: size)
    }

    /// Lays the view out and runs the actions that fired, as ``render()`` does, up to its markup.
    private func settle() -> (Node, CGSize) {
        graph.beginUpdate()
        var (root, size) = layOut()
        for _ in 0..<3 where !graph.effects.isEmpty {
            let effects = graph.effects
            let writesBefore = RenderInputChanges.current
            withCurrentGraph(graph) { for effect in effects { effect.run() } }
            if RenderInputChanges.current == writesBefore, !relaysOutAfterEveryEffect {
                graph.removeEffects()
                break
            }
            (root, size) = layOut()
        }
        return (root, size)
    }

    /// Resolves the view, lays it out and tells the geometry observers their sizes.
    private func layOut() -> (Node, CGSize) {
        layOutCount += 1
        graph.beginRender()
        var context = ResolveContext(graph: graph, environment: environment)
        if let animation = graph.transaction.animation, !graph.transaction.isContinuous,
            !environment.accessibilityReduceMotion
        {
            context.animation = animation
            graph.renderedAnimation = animation
        }
        let root = context.node(.stack(.vertical, alignment: .center, spacing: 8), children: resolveRoot(&context))
        let contentSize = root.sizeThatFits(proposal)
        root.frame = CGRect(origin: .zero, size: contentSize)
        root.place(in: contentSize)
        let size = graph.presentations.layOut(over: root, offeredWidth: proposal.width)
        root.notifyGeometryObservers()
        graph.endRender()
        return (root, size)
    }

    @discardableResult
    private func write(_ root: Node, size: CGSize) -> Rendering {
        // The targets are collected as the tree is written: no second walk of it.
        var collector = TargetCollector(handlers: graph.targets, visits: endedVisits, capacity: lastTargetCount)
        var grown: [UInt8]?
        // Written into the storage of the array that becomes the markup: no copy of the bytes.
        let written = [UInt8](unsafeUninitializedCapacity: markupCapacity) { buffer, count in
            var writer = HTMLWriter(writingInto: buffer)
            writtenKeys.removeAll()
            writer.exchangeKeys(&writtenKeys)
            write(root, size: size, to: &writer, targets: &collector)
            writer.exchangeKeys(&writtenKeys)
            markupCapacity = writer.count + writer.count / 8 + 64
            if writer.isWritingInPlace {
                count = writer.count
            } else {
                grown = writer.bytes
                count = 0
            }
        }
        if keepsLastTree { lastTree = root }
        // A render much shorter than the last (a sheet dismissed) is copied into an array of its
        // own size, so that the rendering kept does not hold the last one's room.
        let markup = grown ?? (written.count < written.capacity / 2 ? written.withUnsafeBufferPointer(Array.init) : written)
        let rendering = Rendering(
            markup: markup, size: size, targets: targets(collectedBy: collector), state: stateModel(),
            animation: graph.renderedAnimation)
        current = rendering
        return rendering
    }

    /// Writes the canvas element and the tree laid out at `root` in it, collecting its targets.
    private func write(_ root: Node, size: CGSize, to writer: inout HTMLWriter, targets collector: inout TargetCollector) {
        writer.writeRaw("<div class=\"sg-canvas\" style=\"width:")
        writer.writePx(size.width)
        writer.writeDeclaration(";height:", px: size.height)
        writer.endAttribute()
        // The width the canvas was offered, so that a client measures its stage against it and
        // posts a geometry event only when it differs.
        // The root's colour scheme, which the system colours (`var(--sg-…)`) follow in the page's CSS.
        writer.writeAttribute("data-color-scheme", environment.colorScheme.rawValue)
        if let width = proposal.width {
            writer.beginAttribute("data-offered-width")
            writer.writeNumber(Double(width))
            writer.endAttribute()
        }
        writer.writeRaw(">")
        graph.presentations.write(presenting: root, to: &writer, targets: &collector)
        writer.writeRaw("</div>")
    }

    /// The interactive elements of the tree laid out at `root`, in tree order, found by walking
    /// it (for a render whose markup is not written); drags in progress on a target that no
    /// longer takes them are dropped.
    private func targets(of root: Node) -> [Rendering.Target] {
        targets(collectedBy: walkingTargets(of: root))
    }

    /// A collector that has walked the tree laid out at `root` (the topmost sheet's part of it
    /// when a sheet is up).
    private func walkingTargets(of root: Node) -> TargetCollector {
        var collector = TargetCollector(handlers: graph.targets, visits: endedVisits, capacity: lastTargetCount)
        graph.presentations.collectTargets(presenting: root, into: &collector)
        return collector
    }

    /// The targets `collector` found; drags in progress on a target that no longer takes them
    /// are dropped.
    private func targets(collectedBy collector: TargetCollector) -> [Rendering.Target] {
        let handlers = collector.handlers
        lastTargetCount = collector.targets.count
        let sessions = graph.dragSessions
        if sessions.contains(where: { handlers[$0.key]?.drag == nil }) {
            graph.dragSessions = sessions.filter { handlers[$0.key]?.drag != nil }
        }
        return collector.targets
    }

    /// The last pass's registrations with where each id's handlers are, for a collector of its
    /// targets; none when the pass did not end (its indices may be of a table since rebuilt).
    private var endedVisits: [TargetVisit] { graph.targetsEnded ? graph.targetVisits : [] }

    /// When set (by a test), the host keeps the tree of its last written render, so that its
    /// targets can be found again by walking it (``targetsByWalkingLastTree()``).
    var keepsLastTree = false
    /// The tree of the last written render, kept when ``keepsLastTree`` is set.
    private var lastTree: Node?

    /// The targets of the last written render's tree found by walking it, as a render whose
    /// markup is not written finds them (for tests: they must be those the render collected as
    /// it wrote); `nil` unless ``keepsLastTree`` was set before that render.
    func targetsByWalkingLastTree() -> [Rendering.Target]? {
        lastTree.map { walkingTargets(of: $0).targets }
    }

    /// Applies `event` and renders the result; throws, changing nothing, when the event does not fit.
    ///
    /// A drag is `began`, then any `changed`, then `ended` or `cancelled`, per target. A `changed`,
    /// `ended` or `cancelled` on a target with no drag in progress throws a conflict
    /// (``ViewEventError/isConflict``). A `began` on a target whose drag is still in progress
    /// cancels that drag first (its element hears `cancelled`), then starts the new one.
    @discardableResult
    public func send(_ event: ViewEvent) throws(ViewEventError) -> Rendering {
        // A host that has not rendered (a new session's) is rendered at rest for the event's
        // targets, but its markup, which the render after the event replaces unread, is written
        // only when the event fails: then that render is the current one, as ever.
        var atRest: (root: Node, size: CGSize)?
        let before: [Rendering.Target]
        if let current {
            before = current.targets
        } else {
            let (root, size) = settle()
            atRest = (root, size)
            before = targets(of: root)
        }
        graph.transaction = Transaction()
        defer { graph.transaction = Transaction() }
        do {
            try withCurrentGraph(graph) { () throws(ViewEventError) in try apply(event, before: before) }
        } catch {
            if let atRest { write(atRest.root, size: atRest.size) }
            throw error
        }
        return render()
    }

    func apply(_ event: ViewEvent, before: [Rendering.Target]) throws(ViewEventError) {
        switch event {
        case .drag(let id, let phase, let location, let startLocation):
            try validate(location, startLocation)
            let (handlers, frame) = try target(id, in: before)
            guard let drag = handlers.drag else { throw .unsupported("drag", id) }
            // The drag in progress here is looked up once, and its entry's place written back to.
            let (index, inProgress) = dragSession(at: id)
            var session: DragSession
            if phase == .began {
                // A drag already in progress here lost its end (a reloaded page, a lost request):
                // it is cancelled, so that its element hears the end of the old edit before the new.
                if var old = inProgress {
                    let last = old.lastLocation ?? old.startLocation
                    drag(
                        DragSample(phase: .cancelled, location: last, startLocation: old.startLocation, targetSize: frame.size),
                        &old)
                }
                session = DragSession(startLocation: startLocation ?? location)
            } else {
                guard let inProgress else { throw .noDragInProgress(phase, id) }
                session = inProgress
            }
            graph.transaction.isContinuous = phase == .began || phase == .changed
            let sample = DragSample(
                phase: phase, location: location, startLocation: session.startLocation, targetSize: frame.size)
            drag(sample, &session)
            setDragSession(graph.transaction.isContinuous ? session : nil, at: id, index: index)
        case .tap(let id, let location, let count):
            if let location { try validate(location, nil) }
            guard count >= 1 else { throw .invalid("A tap's count must be 1 or more.") }
            let (handlers, _) = try target(id, in: before)
            guard !handlers.taps.isEmpty else { throw .unsupported("tap", id) }
            handlers.tap(TapSample(location: location ?? .zero, count: count))
        case .key(let id, let key):
            let (handlers, _) = try target(id, in: before)
            guard let adjust = handlers.key else { throw .unsupported("key", id) }
            adjust(key)
        case .environment(let change):
            environment = change.applied(to: environment, defaults: defaultEnvironment)
        case .press(let id, let phase):
            guard phase != .changed else { throw .invalid("A press is began, ended or cancelled, not changed.") }
            let (handlers, _) = try target(id, in: before)
            guard let press = handlers.press else { throw .unsupported("press", id) }
            press(phase == .began)
        case .geometry(let width, let height):
            guard width.isFinite, width >= 0, (height ?? 0).isFinite, (height ?? 0) >= 0 else {
                throw .invalid("A geometry event needs a finite, non-negative width (and height).")
            }
            proposal = ProposedViewSize(width: width, height: height)
        }
    }

    /// The drag in progress on the element at `id`, if any, and where the graph keeps it.
    private func dragSession(at id: String) -> (Dictionary<String, DragSession>.Index?, DragSession?) {
        let sessions = graph.dragSessions
        guard let index = sessions.index(forKey: id) else { return (nil, nil) }
        return (index, sessions.values[index])
    }

    /// Keeps `session` as the drag in progress on the element at `id` (none, for `nil`), where
    /// ``dragSession(at:)`` found the drag in progress there (`index`) when there was one: the
    /// id is not hashed again.
    ///
    /// Nothing changes the graph's drags between the two: only the drag's handler runs, which
    /// calls the view's actions, and those reach no code that stores or drops a drag.
    private func setDragSession(_ session: DragSession?, at id: String, index: Dictionary<String, DragSession>.Index?) {
        guard let index else {
            graph.setDragSession(session, at: id)
            return
        }
        // Taken out and put back, not changed in place (see ``ViewGraph``).
        var sessions = graph.dragSessions
        graph.dragSessions = Dictionary()
        if let session {
            sessions.values[index] = session
        } else {
            sessions.remove(at: index)
        }
        graph.dragSessions = sessions
    }

    private func target(_ id: String, in targets: [Rendering.Target]) throws(ViewEventError) -> (TargetHandlers, CGRect) {
        guard let handlers = graph.handlers(at: id), let frame = targets.first(where: { $0.id == id })?.frame else {
            throw .unknownTarget(id)
        }
        return (handlers, frame)
    }

    private func validate(_ location: CGPoint, _ start: CGPoint?) throws(ViewEventError) {
        for value in [location.x, location.y, start?.x ?? 0, start?.y ?? 0] where !value.isFinite {
            throw .invalid("Locations must be finite numbers.")
        }
    }

    /// The state values by property name; a name that two views share is qualified by its path.
    func stateModel() -> [(name: String, value: StateValue)] {
        let visits = graph.stateVisits
        // The usual pass: every box met is still stored, so the entries are the boxes met, read
        // where the graph keeps them rather than listed first (an array, and a retain of each
        // key and box, less a render). A few entries: a name's sharers are counted by comparing.
        guard visits.count <= 16, visits.allSatisfy({ $0.box.isStored }) else { return stateModel(of: graph.stateEntries) }
        return visits.map { visit in
            let label = visit.box.label
            let sharers = visits.reduce(0) { $0 + ($1.box.label == label ? 1 : 0) }
            return (sharers > 1 ? visit.box.key : label, visit.box.stateValue)
        }
    }

    /// The state model of `entries`, as ``ViewGraph/stateEntries`` lists them.
    func stateModel(of entries: [(key: String, box: AnyStateBox)]) -> [(name: String, value: StateValue)] {
        // A few entries: counting a label's sharers by comparing costs less than a dictionary.
        let counts: [String: Int]? =
            entries.count > 16 ? Dictionary(entries.map { ($0.box.label, 1) }, uniquingKeysWith: +) : nil
        return entries.map { entry in
            let label = entry.box.label
            let sharers = counts?[label] ?? entries.reduce(0) { $0 + ($1.box.label == label ? 1 : 0) }
            return (sharers > 1 ? entry.key : label, entry.box.stateValue)
        }
    }
}
