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

    /// A collector reading `handlers`, with room for `capacity` targets.
    init(handlers: [String: TargetHandlers], capacity: Int) {
        self.handlers = handlers
        targets.reserveCapacity(capacity)
    }

    /// Adds the targets of `node`'s element, whose frame in the canvas's coordinate space is
    /// `frame`: its gestures as the handlers list them, an id already met adding only gestures
    /// it has not given yet.
    mutating func collect(_ node: Node, frame: CGRect) {
        guard let id = node.attributes.first(where: { $0.name == "data-target" })?.value,
            let stored = handlers.index(forKey: id)
        else { return }
        // Only an id met before can have given a target of the same gesture already (an id
        // without handlers or gestures gives none, the second time as the first).
        let isRepeated = targets.contains { $0.id == id }
        for gesture in handlers.values[stored].gestureNames
        where !isRepeated || !targets.contains(where: { $0.id == id && $0.gesture == gesture }) {
            targets.append(Rendering.Target(id: id, gesture: gesture, frame: frame))
        }
    }
}
