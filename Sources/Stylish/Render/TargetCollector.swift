import Foundation

/// The targets of a render's interactive elements, collected in tree order as the tree is written
/// (or walked, for a render whose markup is not written), each element's gestures read from the
/// handlers where they are stored.
struct TargetCollector {
    /// The handlers of the render, by target id.
    let handlers: [String: TargetHandlers]
    /// The targets met so far.
    private(set) var targets: [Rendering.Target] = []
    /// Whether the nodes being met now respond: those under a presented sheet do not.
    var isCollecting = true

    /// The pass's registrations of `handlers`, in order, each with where its id's entry is: the
    /// targets are met in that order as a rule, and the entry of an id met where its registration
    /// is next is taken from there, its id not hashed (a seeded SipHash of its bytes, some 1,200
    /// instructions a target).
    private let visits: [TargetVisit]
    /// The registration the next target is looked for at.
    private var nextVisit = 0

    /// A collector reading `handlers`, with room for `capacity` targets; `visits` are the
    /// registrations that made `handlers`, each with its entry's index in them (a pass's once it
    /// ended, ``ViewGraph/endTargets()``), or none.
    init(handlers: [String: TargetHandlers], visits: [TargetVisit] = [], capacity: Int) {
        self.handlers = handlers
        self.visits = visits
        targets.reserveCapacity(capacity)
    }

    /// Adds the targets of `node`'s element, whose frame in the canvas's coordinate space is
    /// `frame`: its gestures as the handlers list them, an id already met adding only gestures
    /// it has not given yet.
    mutating func collect(_ node: Node, frame: CGRect) {
        guard let id = node.attributes.first(where: { $0.name == "data-target" })?.value,
            let stored = index(of: id)
        else { return }
        // Only an id met before can have given a target of the same gesture already (an id
        // without handlers or gestures gives none, the second time as the first).
        let isRepeated = targets.contains { $0.id == id }
        for gesture in handlers.values[stored].gestureNames
        where !isRepeated || !targets.contains(where: { $0.id == id && $0.gesture == gesture }) {
            targets.append(Rendering.Target(id: id, gesture: gesture, frame: frame))
        }
    }

    /// Where `id`'s entry is in ``handlers``: at the next registration's index when that
    /// registration is of `id`, else found by hashing `id`.
    private mutating func index(of id: String) -> [String: TargetHandlers].Index? {
        // A registration merged into an earlier one's entry is of an id met before it.
        while nextVisit < visits.count, visits[nextVisit].merges { nextVisit &+= 1 }
        guard nextVisit < visits.count, let index = visits[nextVisit].index, visits[nextVisit].id == id else {
            return handlers.index(forKey: id)
        }
        nextVisit &+= 1
        return index
    }
}
