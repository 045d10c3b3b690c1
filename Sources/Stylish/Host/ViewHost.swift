import Foundation
import Synchronization

/// Runs one root view for one user: renders it and applies that user's events to it.
///
/// The host keeps the view's records between events: its `@State`, the nodes each body made, their
/// layout and their markup. After an event, only the bodies that read what the event changed are
/// evaluated again, and only the parts of the markup they changed are written again
/// (docs/ENGINE.md). It is not thread-safe: its owner applies one event at a time.
///
/// ```swift
/// let host = ViewHost(StylishSlider(value: 0.2), width: 360)
/// let before = host.render()
/// let after = try host.send(.key(target: before.targets[0].id, key: .end))
/// ```
public final class ViewHost {
    /// How a host brings its rendering up to date.
    public enum Engine: Sendable, Equatable {
        /// Evaluates again only the bodies that read what changed, and writes only what they
        /// changed (the default).
        case incremental
        /// Evaluates every body, lays out and writes everything anew at every update, keeping only
        /// the views' memory (state): the reference the incremental engine is held to.
        case reference
    }

    let graph = ViewGraph()
    /// The engine this host updates with.
    public let engine: Engine
    /// The record at the root, which holds the root view's.
    let root: RootRecord
    /// The canvas's column of the last update, at the root of the laid-out tree.
    @exclusivity(unchecked) var rootNode: Node?
    /// The size of the canvas after the last update's layout.
    @exclusivity(unchecked) var canvasSize: CGSize = .zero
    @exclusivity(unchecked) private(set) var proposal: ProposedViewSize
    /// The environment at the root of the view.
    ///
    /// It is the one the host was made with, as `environment` events changed it since.
    @exclusivity(unchecked) public private(set) var environment: EnvironmentValues
    /// The environment the host was made with, which an environment event's reset returns to.
    private let defaultEnvironment: EnvironmentValues
    /// The last render, whose targets and sizes the next event refers to.
    public internal(set) var current: Rendering?
    /// What the views asked of the app that it does not have (a colour name the environment's
    /// table lacks), each once, in the order first met: a preview shows them as errors.
    public var problems: [String] { graph.problems }
    /// The markup of the last render, token by token.
    @exclusivity(unchecked) var store = MarkupStore()
    /// Whether the next update must evaluate everything (the first, or after an event that
    /// changed the environment or the size offered).
    @exclusivity(unchecked) var needsFullUpdate = true
    /// A host of the same view in the reference engine, given every event too, whose renderings
    /// this host's must equal (see ``init(checking:width:height:environment:)``).
    @exclusivity(unchecked) private var reference: ViewHost?
    /// How many renders this host made: the checks say which one differed.
    @exclusivity(unchecked) private var renders = 0
    /// The markup of the last rendering a checked host checked, which the next one's changes are
    /// held to.
    @exclusivity(unchecked) var checkedMarkup: [UInt8]?

    /// A host for `root`, offered `width` points of width (and its ideal height).
    public init<Root: View>(
        _ root: Root, width: CGFloat? = nil, height: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues(),
        engine: Engine = .incremental
    ) {
        self.engine = engine
        proposal = ProposedViewSize(width: width, height: height)
        self.environment = environment
        defaultEnvironment = environment
        self.root = RootRecord(graph: graph, environment: environment) { resolve(root, in: &$0) }
    }

    /// A host that checks every update against the reference engine.
    ///
    /// Every render and event is also given to a host of the same view in the
    /// ``Engine/reference`` engine, and the two renderings (markup, targets, state model, size,
    /// animation, and the markup's changes against the walk of both markups) must be equal.
    /// A difference stops the process with a report of where it lies: the incremental engine, or a
    /// view that reads something the engine cannot see change (docs/ENGINE.md), is wrong there.
    ///
    /// `makeRoot` is called once per host: each has its own copy of the view.
    public convenience init<Root: View>(
        checking makeRoot: () -> Root, width: CGFloat? = nil, height: CGFloat? = nil,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(makeRoot(), width: width, height: height, environment: environment)
        reference = ViewHost(makeRoot(), width: width, height: height, environment: environment, engine: .reference)
    }

    /// Whether the actions running now on this thread repeat actions that already ran.
    ///
    /// A checked host's reference copy applies every event again, and an owner rebuilding a host
    /// from saved events sets it. An action with an effect outside its view's state (a purchase, a log line)
    /// skips that effect while it is true, so that the effect happens once.
    @TaskLocal public static var isRepeatingActions = false

    /// Renders the view as it is now.
    ///
    /// After layout, the `onChange` and `onGeometryChange` actions that fired run, and when they
    /// changed what a body read the view is updated again (at most three more passes), so that the
    /// reply shows the state they settle on. Actions still pending after that run on the next
    /// render; what `.animation(_:value:)` animates is measured from the state before this call.
    @discardableResult
    public func render() -> Rendering {
        let rendering = renderAlone()
        if let reference {
            let expected = Self.$isRepeatingActions.withValue(true) { reference.renderAlone() }
            check(rendering, against: expected, after: nil)
        }
        return rendering
    }

    /// Renders this host, not its reference.
    @discardableResult
    private func renderAlone() -> Rendering {
        settle()
        renders += 1
        let rendering = write()
        current = rendering
        return rendering
    }

    /// Applies `event` and renders the result; throws, changing nothing, when the event does not fit.
    ///
    /// A drag is `began`, then any `changed`, then `ended` or `cancelled`, per target. A `changed`,
    /// `ended` or `cancelled` on a target with no drag in progress throws a conflict
    /// (``ViewEventError/isConflict``). A `began` on a target whose drag is still in progress
    /// cancels that drag first (its element hears `cancelled`), then starts the new one.
    ///
    /// A long press's `changed` or `ended` without a hold time is timed first (``stamped(_:)``).
    @discardableResult
    public func send(_ event: ViewEvent) throws(ViewEventError) -> Rendering {
        let event = stamped(event)
        guard let reference else { return try sendAlone(event) }
        let outcome = Result { () throws(ViewEventError) -> Rendering in try sendAlone(event) }
        let expected = Self.$isRepeatingActions.withValue(true) {
            Result { () throws(ViewEventError) -> Rendering in try reference.sendAlone(event) }
        }
        switch (outcome, expected) {
        case (.success(let rendering), .success(let referenceRendering)):
            check(rendering, against: referenceRendering, after: event)
            return rendering
        case (.failure(let error), .failure(let referenceError)) where error == referenceError:
            throw error
        default:
            fail("event \(event) gave \(outcome) here and \(expected) in the reference engine")
        }
    }

    /// Applies `event` to this host, not its reference, and renders.
    private func sendAlone(_ event: ViewEvent) throws(ViewEventError) -> Rendering {
        if current == nil { renderAlone() }
        let before = current?.targets ?? []
        graph.transaction = Transaction()
        defer { graph.transaction = Transaction() }
        try withCurrentGraph(graph) { () throws(ViewEventError) in try apply(event, before: before) }
        return renderAlone()
    }

    /// Applies a checkpoint's settings (geometry and environment events) before the first render.
    func applySettings(_ settings: [ViewEvent]) throws(ViewEventError) {
        for event in settings {
            switch event {
            case .geometry, .environment: try apply(event, before: [])
            default: throw .invalid("A checkpoint's settings are geometry and environment events.")
            }
        }
        try reference?.applySettings(settings)
    }

    /// Seeds the next render's new `@State` boxes (a checkpoint being restored).
    func seed(_ state: [String: StateValue]) {
        graph.seed = state
        graph.unusedSeed = []
        reference?.seed(state)
    }

    /// The seed's keys no box took, and forgets the seed.
    func takeUnusedSeed() -> Set<String> {
        let unused = graph.unusedSeed.union(graph.seed.keys)
        graph.seed = [:]
        graph.unusedSeed = []
        _ = reference?.takeUnusedSeed()
        return unused
    }

    func apply(_ event: ViewEvent, before: [Rendering.Target]) throws(ViewEventError) {
        switch event {
        case .drag(let id, let phase, let location, let startLocation):
            try validate(location, startLocation)
            let (handlers, target) = try target(id, in: before)
            guard let drag = handlers.drag else { throw .unsupported("drag", id) }
            let inProgress = graph.dragSessions[id]
            var session: DragSession
            if phase == .began {
                // A drag already in progress here lost its end (a reloaded page, a lost request):
                // it is cancelled, so that its element hears the end of the old edit before the new.
                if var old = inProgress {
                    let last = old.lastLocation ?? old.startLocation
                    let size = old.transform?.size ?? target.frame.size
                    drag(DragSample(phase: .cancelled, location: last, startLocation: old.startLocation, targetSize: size), &old)
                }
                // Locations are mapped into the target's own space as it was when the drag began.
                session = DragSession(startLocation: target.transform.local(startLocation ?? location))
                session.transform = target.transform
            } else {
                guard let inProgress else { throw .noDragInProgress(phase, id) }
                session = inProgress
            }
            graph.transaction.isContinuous = phase == .began || phase == .changed
            let sample = DragSample(
                phase: phase, location: session.transform.local(location), startLocation: session.startLocation,
                targetSize: session.transform?.size ?? target.frame.size)
            drag(sample, &session)
            graph.dragSessions[id] = graph.transaction.isContinuous ? session : nil
        case .tap(let id, let location, let count):
            if let location { try validate(location, nil) }
            guard count >= 1 else { throw .invalid("A tap's count must be 1 or more.") }
            let (handlers, target) = try target(id, in: before)
            guard !handlers.taps.isEmpty else { throw .unsupported("tap", id) }
            let sample = TapSample(location: location.map { target.transform.local($0) } ?? .zero, count: count)
            tap(sample, on: id, handlers: handlers, before: before)
        case .key(let id, let key):
            let (handlers, _) = try target(id, in: before)
            guard let adjust = handlers.key else { throw .unsupported("key", id) }
            adjust(key)
        case .input(let id, let value):
            let (handlers, _) = try target(id, in: before)
            guard let input = handlers.input else { throw .unsupported("input", id) }
            input(value)
        case .submit(let id):
            let (handlers, _) = try target(id, in: before)
            guard let submit = handlers.submit else { throw .unsupported("submit", id) }
            submit()
        case .environment(let change):
            environment = change.applied(to: environment, defaults: defaultEnvironment)
            needsFullUpdate = true
        case .press(let id, let phase, let heldFor):
            let (handlers, _) = try target(id, in: before)
            guard handlers.press != nil || handlers.longPress != nil else { throw .unsupported("press", id) }
            if let longPress = handlers.longPress {
                try applyLongPress(longPress, id, phase, heldFor: heldFor)
            } else if phase == .changed || heldFor != nil {
                throw .invalid(
                    "Element '\(id)' has no long press: its presses are began, ended or cancelled, without a hold time.")
            }
            if phase != .changed { handlers.press?(phase == .began) }
        case .geometry(let width, let height):
            guard width.isFinite, width >= 0, (height ?? 0).isFinite, (height ?? 0) >= 0 else {
                throw .invalid("A geometry event needs a finite, non-negative width (and height).")
            }
            proposal = ProposedViewSize(width: width, height: height)
            needsFullUpdate = true
        }
    }

    /// Runs a tap on the element `id`: a high-priority tap gesture of an element around it takes
    /// the tap (the outermost); otherwise the element's own handlers run, then the simultaneous
    /// tap gestures of the elements around it, innermost first (their location is their origin:
    /// the tap's place is known in `id`'s space only).
    private func tap(_ sample: TapSample, on id: String, handlers: TargetHandlers, before: [Rendering.Target]) {
        let around = before.filter { $0.gesture == "tap" && id.count > $0.id.count && id.hasPrefix($0.id + ".") }
            .map(\.id).sorted { $0.count < $1.count }
        let outer = around.compactMap { id in graph.handlers(at: id) }
        let elsewhere = TapSample(location: .zero, count: sample.count)
        if let high = outer.first(where: { $0.hasHighPriorityTap(count: sample.count) }) { return high.tap(elsewhere) }
        handlers.tap(sample)
        for handlers in outer.reversed() where handlers.hasSimultaneousTap(count: sample.count) {
            handlers.tapSimultaneously(elsewhere)
        }
    }

    private func target(_ id: String, in targets: [Rendering.Target]) throws(ViewEventError) -> (
        TargetHandlers, Rendering.Target
    ) {
        guard let handlers = graph.handlers(at: id), let target = targets.first(where: { $0.id == id }) else {
            throw .unknownTarget(id)
        }
        return (handlers, target)
    }

    private func validate(_ location: CGPoint, _ start: CGPoint?) throws(ViewEventError) {
        for value in [location.x, location.y, start?.x ?? 0, start?.y ?? 0] where !value.isFinite {
            throw .invalid("Locations must be finite numbers.")
        }
    }

    /// The state values by property name; a name that two views share is qualified by its path.
    func stateModel() -> [(name: String, value: StateValue)] {
        let states = graph.states(below: root)
        let counts: [String: Int]? = states.count > 16 ? Dictionary(states.map { ($0.label, 1) }, uniquingKeysWith: +) : nil
        return states.map { box in
            let label = box.label
            let sharers = counts?[label] ?? states.reduce(0) { $0 + ($1.label == label ? 1 : 0) }
            return (sharers > 1 ? box.key : label, box.stateValue)
        }
    }

    /// Stops the process with `report`: a checked host differs from its reference.
    private func fail(_ report: String) -> Never {
        fatalError("Stylish engine check failed at render \(renders): \(report)")
    }
}

/// Numbers renderings: each gets its own, process-wide.
enum RenderingVersion {
    private static let last = Atomic<Int>(0)

    /// A number no rendering had yet.
    static func next() -> Int {
        last.add(1, ordering: .relaxed).newValue
    }
}
