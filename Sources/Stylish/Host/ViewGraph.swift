/// The live side of one root view in one session: its `@State` store and the handlers of its
/// last render. Not thread-safe: its owner (a session) serialises access.
///
/// Its collections are read from a copy and changed as a copy taken out and put back, never
/// looked up or changed in place: a lookup or change in place keeps the property open while
/// the collection's own code (hashing, growing) runs, and then every access of that property,
/// anywhere, is checked for exclusivity at run time (a runtime call and its bookkeeping each).
@usableFromInline
final class ViewGraph {
    /// `@State` boxes by key (`path/label`).
    private(set) var store: [String: AnyStateBox] = [:]
    /// The `@State` boxes in the order this pass met them (each key once), for the JSON model.
    private(set) var stateVisits: [StateVisit] = []
    /// The boxes in the order the last pass met them: a pass that meets its states in the same
    /// order (the usual one) finds each here by comparing its path and label, without building
    /// the key string or hashing it (see ``stateBox(at:label:initialValue:)``).
    private var previousStateVisits: [StateVisit] = []
    /// Values to start new `@State` boxes with instead of their initial values, by key (a
    /// checkpoint being restored, see ``ViewHost/restore(state:)``); each is used once.
    var seed: [String: StateValue] = [:]
    /// The keys of `seed` whose value did not fit the box's type.
    var unusedSeed: Set<String> = []
    /// The interactive elements of the last render, by target id.
    ///
    /// Kept from pass to pass and overwritten where the last pass's targets are registered
    /// again in its order (see ``register(_:at:)``); internal, with the records below, only for
    /// ViewGraph+Targets.swift.
    var targets: [String: TargetHandlers] = [:]
    /// The registrations of this pass, in order.
    var targetVisits: [TargetVisit] = []
    /// The registrations of the last pass, in order, each with where its id is in ``targets``.
    var previousTargetVisits: [TargetVisit] = []
    /// Whether every registration of this pass so far was the last pass's at the same place in
    /// its order (the same id): ``targets`` then holds the last pass's entries, the first ones
    /// overwritten, and each is found at the last pass's index without hashing its id.
    var targetsFollowLastPass = true
    /// Whether the last pass's registrations ended (``endTargets()``), their indices noted.
    var targetsEnded = true
    /// What each `.animation(_:value:)` saw, by key: its last value, the last pass that visited
    /// it, and its value when the current update began, which every pass of one update compares
    /// with, so a re-pass (after `onChange`) animates what changed. One entry changed in place:
    /// a second dictionary of the values at the update's start was copied whole by the first
    /// value stored in the update, and hashed each key once more.
    private var animationValues: [String: AnimationValueBox] = [:]
    /// The values at the update's start of the entries a pass of this update forgot (not
    /// visited), by key: an entry made again in a later pass of the update compares with it.
    private var forgottenAnimationBaselines: [String: Any] = [:]
    /// What is being changed, and how it should animate.
    var transaction = Transaction()
    /// The animation of the last render, if any part of it animated.
    var renderedAnimation: Animation?
    /// The type each `AnyView` wrapped last time, by key, with the last pass that visited it (a
    /// set of the keys visited would hash each key once more).
    private var erasedTypes: [String: (type: ObjectIdentifier, pass: Int)] = [:]

    /// The last value each `onChange`/`onGeometryChange` acted on, by key; each box carries the
    /// last pass that visited it. Internal, not private, only for ViewGraph+Observers.swift,
    /// which reads and keeps them.
    var observedValues: [String: AnyObservedBox] = [:]
    /// Actions to run once the render is laid out (`onChange`, `onGeometryChange`), added by
    /// ``addEffect(_:)``; the usual one held inline (an array made for it was an allocation a pass).
    private(set) var effects = InlineFirstList<Effect>()
    /// The buttons held down now (a `press` event began), by target id.
    var pressed: Set<String> = []
    /// Drags in progress, by target id.
    var dragSessions: [String: DragSession] = [:]
    /// The sheets presented in this pass, drawn over the canvas.
    let presentations = PresentationStack()
    /// When set (by a test), every value whose dynamic properties are installed is checked.
    var dynamicPropertyAudit: DynamicPropertyAudit?
    /// How many times a pass has used the graph's memory (state, slots, animation values,
    /// observed values, type memory, targets, pressables, drags): a resolution during which it
    /// did not move (nor the effects or sheets) depended on nothing the graph keeps, and can be
    /// reused (see ``ReusedResolution``).
    private(set) var touches = 0

    /// Counts one use of what the graph keeps (see ``touches``).
    func noteTouch() { touches &+= 1 }

    /// What each button's style resolved last, by the button's key (see ``ReusedResolution``).
    var reusedResolutions: [String: ReusedResolution] = [:]

    /// The number of the current pass: a state box visited in it carries it (see ``stateBox``).
    private var pass = 0
    /// Keys whose box, already listed in `stateOrder` this pass, a changed `AnyView` dropped: a
    /// box made again for one of them is not listed twice.
    private var droppedListedStates: Set<String> = []
    private var visitedPressables: Set<String> = []
    // The slots' records below are internal, not private, only so that ViewGraph+Slots.swift,
    // which hands slots out, can keep them; the pass's start and end here reset them.
    /// How many slots of each base key this pass handed out (see ``slot(_:)``), kept only once
    /// the pass's slots stopped following the last pass's (see ``slotsFollowLastPass``).
    var slotCounts: [String: Int] = [:]
    /// The slots this pass handed out, in order (see ``slotVisit(_:_:)``).
    var slotVisits: [SlotVisit] = []
    /// The slots the last pass handed out, in order.
    var previousSlotVisits: [SlotVisit] = []
    /// Whether every slot asked for in this pass so far was asked for by the last pass at the
    /// same place in its order, with the same path and suffix: each then has the last pass's
    /// index and key, found without making the base key or hashing it.
    var slotsFollowLastPass = true

    /// Adds an action to run once the render is laid out (see ``effects``).
    @usableFromInline
    func addEffect(_ effect: @escaping () -> Void) {
        var changed = effects
        effects = InlineFirstList()
        changed.append(Effect(run: effect))
        effects = changed
    }

    /// Forgets the actions to run (they ran).
    func removeEffects() {
        effects = InlineFirstList()
    }

    /// The keys of the `@State` boxes in the order this pass met them.
    var stateOrder: [String] { stateVisits.map(\.box.key) }

    /// The box of the `@State` labelled `label` of the view at `path` (its key `path/label`),
    /// made with `initialValue` the first time (or when its type changed).
    ///
    /// The box the last pass met at the same place in its order is taken when its path, label
    /// and type are the same and it is still stored: the key (`path/label`, a label has no `/`)
    /// is then the same, and so is the box the store holds for it.
    func stateBox<Value>(at path: String, label: String, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
        touches &+= 1
        let index = stateVisits.count
        if index < previousStateVisits.count {
            let last = previousStateVisits[index]
            if last.box.isStored, last.box.valueType == Value.self, last.box.label == label, last.path == path {
                noteVisit(last)
                return unsafeDowncast(last.box, to: StateBox<Value>.self)
            }
        }
        return stateBox(for: path + "/" + label, path: path, label: label, initialValue: initialValue())
    }

    /// The box for `key` (`path/label`), made with `initialValue` the first time (or when its
    /// type changed).
    func stateBox<Value>(for key: String, label: String, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
        let path = key.lastIndex(of: "/").map { String(key[..<$0]) } ?? ""
        return stateBox(for: key, path: path, label: label, initialValue: initialValue())
    }

    /// The box for `key`, looked up in the store.
    private func stateBox<Value>(
        for key: String, path: String, label: String, initialValue: @autoclosure () -> Value
    ) -> StateBox<Value> {
        touches &+= 1
        // Compared by value type rather than cast: a cast looks `StateBox<Value>` up in the
        // runtime's metadata cache on every call.
        let store = self.store
        if let box = store[key], box.valueType == Value.self {
            noteVisit(StateVisit(path: path, box: box))
            return unsafeDowncast(box, to: StateBox<Value>.self)
        }
        let box = StateBox(value: initialValue(), label: label, key: key)
        if !seed.isEmpty {
            var seed = self.seed
            self.seed = Dictionary()
            if let seeded = seed.removeValue(forKey: key), !box.restore(seeded) { unusedSeed = unusedSeed.union([key]) }
            self.seed = seed
        }
        var changed = store
        self.store = Dictionary()
        let replaced = changed.updateValue(box, forKey: key)
        self.store = changed
        replaced?.isStored = false
        if replaced?.visitedPass == pass || (!droppedListedStates.isEmpty && droppedListedStates.contains(key)) {
            box.visitedPass = pass
        }
        noteVisit(StateVisit(path: path, box: box))
        return box
    }

    /// Marks the box of `visit` visited in this pass, and lists it the first time: the mark in
    /// the box replaces a set of the keys visited, one hash of the key less per state.
    private func noteVisit(_ visit: StateVisit) {
        guard visit.box.visitedPass != pass else { return }
        visit.box.visitedPass = pass
        var visits = stateVisits
        stateVisits = []
        visits.append(visit)
        stateVisits = visits
    }

    /// Starts an update (one `render()`, of one or more passes): animation changes are measured
    /// from here.
    func beginUpdate() {
        for box in animationValues.values { box.baseline = box.value }
        forgottenAnimationBaselines = Dictionary()
    }

    /// Whether `value` differs from what the animation at `key` saw before this update; remembers it.
    func animationValueChanged<Value: Equatable>(at key: String, to value: Value) -> Bool {
        touches &+= 1
        let baseline: Any?
        let values = animationValues
        if let box = values[key] {
            box.value = value
            box.pass = pass
            baseline = box.baseline
        } else {
            baseline = forgottenAnimationBaselines.isEmpty ? nil : forgottenAnimationBaselines[key]
            var changed = values
            animationValues = Dictionary()
            changed[key] = AnimationValueBox(value: value, pass: pass, baseline: baseline)
            animationValues = changed
        }
        guard let old = baseline as? Value else { return false }
        return old != value
    }

    /// Notes that the button at `id` takes presses in this render (others are let go).
    func notePressable(_ id: String) {
        touches &+= 1
        // Only a button held down needs to be seen again: with none (the usual render), the ids
        // are not hashed into a set that nothing reads. Nothing presses a button during a pass.
        guard !pressed.isEmpty else { return }
        var visited = visitedPressables
        visitedPressables = []
        visited.insert(id)
        visitedPressables = visited
    }

    /// How many buttons were held down when the pass began: in debug builds, the end of the pass
    /// checks that none was pressed during it, which ``notePressable(_:)`` relies on.
    private var pressedAtBeginRender = 0

    /// Starts a render pass: forgets the last pass's handlers and visit marks.
    ///
    /// Each collection kept is taken out, emptied and put back rather than emptied in place:
    /// a collection of the graph changed in place stays open while the collection's own code
    /// runs, and then every access of it anywhere is checked for exclusivity at run time.
    func beginRender() {
        beginTargets()
        pass &+= 1
        if !droppedListedStates.isEmpty { droppedListedStates = [] }
        if !visitedPressables.isEmpty {
            var visited = visitedPressables
            visitedPressables = []
            visited.removeAll(keepingCapacity: true)
            visitedPressables = visited
        }
        var visits = previousStateVisits
        previousStateVisits = stateVisits
        visits.removeAll(keepingCapacity: true)
        stateVisits = visits
        // Counted only in a pass whose slots left the last pass's order: rare, so not kept.
        if !slotCounts.isEmpty { slotCounts = Dictionary() }
        var slots = previousSlotVisits
        previousSlotVisits = slotVisits
        slots.removeAll(keepingCapacity: true)
        slotVisits = slots
        slotsFollowLastPass = true
        if !effects.isEmpty { effects = InlineFirstList() }
        presentations.reset()
        renderedAnimation = nil
        assert(
            {
                pressedAtBeginRender = pressed.count
                return true
            }())
    }

    /// Ends a render pass: state of views that left the tree dies, as in SwiftUI.
    ///
    /// When every view stayed (the usual pass), the dictionaries are only looked through, not
    /// rebuilt.
    func endRender() {
        assert(pressed.count <= pressedAtBeginRender, "a button was pressed during a render pass")
        endTargets()
        let pass = pass
        if !store.values.allSatisfy({ $0.visitedPass == pass }) {
            for box in store.values where box.visitedPass != pass { box.isStored = false }
            store = store.filter { $0.value.visitedPass == pass }
        }
        if !animationValues.values.allSatisfy({ $0.pass == pass }) {
            for (key, box) in animationValues where box.pass != pass {
                if let baseline = box.baseline {
                    var forgotten = forgottenAnimationBaselines
                    forgottenAnimationBaselines = Dictionary()
                    forgotten[key] = baseline
                    forgottenAnimationBaselines = forgotten
                }
            }
            animationValues = animationValues.filter { $0.value.pass == pass }
        }
        if !erasedTypes.values.allSatisfy({ $0.pass == pass }) {
            erasedTypes = erasedTypes.filter { $0.value.pass == pass }
        }
        if !observedValues.values.allSatisfy({ $0.visitedPass == pass }) {
            for box in observedValues.values where box.visitedPass != pass { box.isStored = false }
            observedValues = observedValues.filter { $0.value.visitedPass == pass }
        }
        if !pressed.isEmpty { pressed = pressed.intersection(visitedPressables) }
        if !reusedResolutions.values.allSatisfy({ $0.pass == pass }) {
            reusedResolutions = reusedResolutions.filter { $0.value.pass == pass }
        }
    }

    /// The number of the current pass, for what marks itself visited (``ReusedResolution``).
    var currentPass: Int { pass }

    /// Records the type an `AnyView` at `key` wraps; when it changed, what the old view kept
    /// below `key` dies: state, animation and change memory, pressed buttons and drags.
    @usableFromInline
    func noteType(_ type: ObjectIdentifier, at key: String) {
        touches &+= 1
        var types = erasedTypes
        erasedTypes = Dictionary()
        let old = types.updateValue((type, pass), forKey: key)?.type
        erasedTypes = types
        guard let old, old != type else { return }
        func isBelow(_ other: String) -> Bool {
            other == key || other.hasPrefix(key + ".") || other.hasPrefix(key + "/")
        }
        for (key, box) in store where isBelow(key) {
            box.isStored = false
            if box.visitedPass == pass { droppedListedStates = droppedListedStates.union([key]) }
        }
        store = store.filter { !isBelow($0.key) }
        animationValues = animationValues.filter { !isBelow($0.key) }
        forgottenAnimationBaselines = forgottenAnimationBaselines.filter { !isBelow($0.key) }
        for (key, box) in observedValues where isBelow(key) { box.isStored = false }
        observedValues = observedValues.filter { !isBelow($0.key) }
        pressed = pressed.filter { !isBelow($0) }
        dragSessions = dragSessions.filter { !isBelow($0.key) }
    }

    /// The state values by key, in tree order.
    var stateEntries: [(key: String, box: AnyStateBox)] {
        // Made at its final size: compactMap would grow the array one, two, four… entries.
        var entries: [(key: String, box: AnyStateBox)] = []
        entries.reserveCapacity(stateVisits.count)
        for visit in stateVisits {
            let store = self.store
            // A box still stored is the store's box for its key: no lookup.
            if visit.box.isStored {
                entries.append((visit.box.key, visit.box))
            } else if let box = store[visit.box.key] {
                entries.append((visit.box.key, box))
            }
        }
        return entries
    }
}
