import Foundation

/// What an update changed in a laid-out tree: nodes whose content was made again in place, and
/// nodes written before whose frame moved. Layout starts again from the first, and the markup of
/// the outermost of both is written again.
final class LayoutChanges {
    /// A node whose content was made again, with the sizes it had chosen before.
    private struct Remade {
        let node: Node
        let sizes: [(proposal: ProposedViewSize, size: CGSize)]
        let dependence: ProposalDependence?
    }

    @exclusivity(unchecked) private var remade: [Remade] = []
    /// The nodes whose markup is written again, or that hold such nodes (see ``Node/marks``).
    @exclusivity(unchecked) private(set) var rewritten: [Node] = []

    /// Notes that `node`'s content was made again, and that it had chosen `sizes` (its sizes are
    /// forgotten): it is laid out and written again.
    func noteRemade(_ node: Node, sizes: [(proposal: ProposedViewSize, size: CGSize)], dependence: ProposalDependence?) {
        remade.append(Remade(node: node, sizes: sizes, dependence: dependence))
        node.forgetSizes()
        mark(node, [.contentChanged, .awaitingLayout])
        if node.observesGeometryBelow { noteObservesGeometry(node) }
    }

    /// Notes that `node` has geometry observers or holds nodes that have: the walk that tells
    /// them their sizes looks into its ancestors.
    func noteObservesGeometry(_ node: Node) {
        var ancestor = node.parent
        while let current = ancestor, !current.observesGeometryBelow {
            current.observesGeometryBelow = true
            ancestor = current.parent
        }
    }

    /// Notes that `node`'s attributes or style may have changed in place: it is written again.
    func noteEdited(_ node: Node) {
        mark(node, .edited)
    }

    /// Notes that `node`'s frame changed.
    func noteMoved(_ node: Node) {
        mark(node, .moved)
    }

    private func mark(_ node: Node, _ mark: Node.Marks) {
        // A node never written is inside one that is: nothing to note.
        guard node.tokenStart >= 0 else { return }
        if node.marks.isEmpty { rewritten.append(node) }
        node.marks.insert(mark)
    }

    /// The nodes to lay out again, in the order of the markup, and the remade nodes forgotten: for
    /// each node remade, itself when it chooses the sizes it chose before for the proposals it
    /// had, else the nearest ancestor whose sizes stay (the root at most). Sizes that changed are
    /// forgotten on the way.
    func placementRoots(under treeRoot: Node) -> [Node] {
        var roots: [Node] = []
        for entry in remade where !isInsideRemade(entry.node) {
            let root = stableAncestor(of: entry)
            if root.isAttached(to: treeRoot), !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        for entry in remade { entry.node.marks.remove(.awaitingLayout) }
        remade.removeAll(keepingCapacity: true)
        let candidates = roots
        return candidates.filter { root in !candidates.contains { other in other !== root && other.isAncestor(of: root) } }
            .sorted { $0.tokenStart < $1.tokenStart }
    }

    /// Whether an ancestor of `node` was remade in this pass too (its layout covers `node`'s; one
    /// remade in an earlier pass of the update was laid out before `node` changed).
    private func isInsideRemade(_ node: Node) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.marks.contains(.awaitingLayout) { return true }
            ancestor = current.parent
        }
        return false
    }

    /// The first of `entry`'s node and its ancestors whose sizes for the proposals it had are
    /// those it chose before (for a layout priority, the first from its parent on).
    private func stableAncestor(of entry: Remade) -> Node {
        var node = entry.node
        var sizes = entry.sizes
        var dependence = entry.dependence
        // A stack shares out its length by its children's priorities: a priority remade changes
        // its parent's layout even when its own sizes stay.
        if case .layoutPriority = node.kind, let parent = node.parent {
            sizes = parent.chosenSizes
            dependence = parent.knownProposalDependence
            parent.forgetSizes()
            node = parent
        }
        while true {
            let isStable =
                (dependence.map { $0 == node.proposalDependence } ?? true)
                && sizes.allSatisfy { node.sizeThatFits($0.proposal) == $0.size }
            guard !isStable, let parent = node.parent else { return node }
            sizes = parent.chosenSizes
            dependence = parent.knownProposalDependence
            parent.forgetSizes()
            node = parent
        }
    }

    /// The outermost nodes to write again, in the order of the markup.
    func outermostRewritten(under treeRoot: Node) -> [Node] {
        rewritten.filter { node in
            var current = node
            while let ancestor = current.parent {
                if !ancestor.marks.isEmpty { return false }
                current = ancestor
            }
            return current === treeRoot
        }.sorted { $0.tokenStart < $1.tokenStart }
    }

    /// Forgets what was noted, the nodes' marks too.
    func reset() {
        for node in rewritten { node.marks = [] }
        rewritten.removeAll(keepingCapacity: true)
        remade.removeAll(keepingCapacity: true)
    }
}

extension Node {
    /// Whether this node is `root` or below it.
    func isAttached(to root: Node) -> Bool {
        var current = self
        while let ancestor = current.parent { current = ancestor }
        return current === root
    }

    /// Whether this node is an ancestor of `node`.
    func isAncestor(of node: Node) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current === self { return true }
            ancestor = current.parent
        }
        return false
    }
}
