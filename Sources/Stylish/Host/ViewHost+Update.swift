import Foundation

/// Bringing the laid-out tree up to date: the passes of an update, each evaluating the records
/// that need it and laying out what they changed, then running the actions that fired.
extension ViewHost {
    /// Updates the tree and runs the `onChange` and `onGeometryChange` actions that fire, with a
    /// pass after each round of actions that changed what a body read (three rounds at most).
    func settle() {
        let full =
            engine == .reference || needsFullUpdate || rootNode == nil || graph.transaction.animation != nil
            || current?.animation != nil || !graph.presentations.isEmpty
        graph.beginUpdate(full: full)
        needsFullUpdate = false
        pass()
        for _ in 0..<3 where !graph.effects.isEmpty || !graph.disappearances.isEmpty {
            let disappearances = graph.takeDisappearances()
            let effects = graph.takeEffects()
            let animation = graph.transaction.animation
            withCurrentGraph(graph) {
                for action in disappearances { action() }
                for effect in effects { effect.run() }
            }
            if graph.transaction.animation != animation {
                // `withAnimation` in an action animates every node the next pass makes.
                if !graph.isFullUpdate { graph.escalateToFullUpdate() }
            } else if !root.isDirty, !root.hasDirtyBelow {
                break
            }
            pass()
        }
        graph.deferPendingEffects()
        graph.dropStaleDrags()
    }

    /// One pass: the records that need it evaluated, and what they changed laid out.
    private func pass() {
        guard !graph.isFullUpdate, let rootNode else { return fullPass() }
        graph.presentations.resetTouched()
        var rootKept = true
        if root.isDirty || !root.refreshDescendants() { rootKept = root.runInPlace() }
        if graph.presentations.wasTouched || !rootKept {
            // A sheet came (the layer it is drawn in is laid out and written whole), or the root's
            // node is not the one laid out.
            graph.escalateToFullUpdate()
            return fullPass()
        }
        for node in graph.layoutChanges.placementRoots(under: rootNode) {
            if node === rootNode {
                let size = rootNode.sizeThatFits(proposal)
                rootNode.frame = CGRect(origin: .zero, size: size)
                canvasSize = size
            }
            node.place(in: node.frame.size, changes: graph.layoutChanges)
            node.notifyGeometryObservers()
        }
    }

    /// A pass that evaluates every record again and lays out the new tree whole.
    private func fullPass() {
        graph.presentations.reset()
        root.environment = environment
        var context = ResolveContext(record: root)
        if let animation = graph.transaction.animation, !graph.transaction.isContinuous,
            !environment.accessibilityReduceMotion
        {
            context.animation = animation
            graph.renderedAnimation = animation
        }
        rootNode = root.run(in: &context)[0]
        layOutWhole()
    }

    /// Lays the tree out from its root, with the sheets over it, and tells every geometry
    /// observer its size.
    private func layOutWhole() {
        guard let rootNode else { return }
        let contentSize = rootNode.sizeThatFits(proposal)
        rootNode.frame = CGRect(origin: .zero, size: contentSize)
        rootNode.place(in: contentSize)
        canvasSize = graph.presentations.layOut(over: rootNode, offeredWidth: proposal.width)
        rootNode.notifyGeometryObservers()
    }
}
