import Foundation

/// Writing the markup of an update: the parts of it that changed, in place of their old tokens,
/// or the whole of it when the tree's structure changed.
extension ViewHost {
    /// Writes the update's markup and returns the rendering.
    func write() -> Rendering {
        guard let rootNode else { preconditionFailure("a host writes after an update") }
        // The last rendering's markup is read from the store until it is asked for: a rendering
        // still held elsewhere takes its copy now, before the store changes.
        if current != nil, !isKnownUniquelyReferenced(&current!.snapshot) { current!.snapshot.settle() }
        let written =
            graph.isFullUpdate || current == nil
            ? nil : writeChanges(below: rootNode)
        let (changes, targets) = written ?? writeWhole(rootNode)
        graph.layoutChanges.reset()
        return Rendering(
            size: canvasSize, targets: targets, state: stateModel(), animation: graph.renderedAnimation, problems: graph.problems,
            version: RenderingVersion.next(), snapshot: MarkupSnapshot(pending: store), previousVersion: current?.version,
            changes: changes)
    }

    /// Writes the whole canvas; returns the tokens that changed since the last markup (nil when
    /// the two differ in their number of tokens) and the targets.
    private func writeWhole(_ rootNode: Node) -> (MarkupChanges?, [Rendering.Target]) {
        var collector = TargetCollector(handlers: graph.targets)
        var writer = HTMLWriter(capacity: max(4096, store.byteCount + store.byteCount / 8 + 64))
        writeCanvasStart(to: &writer)
        graph.presentations.write(presenting: rootNode, to: &writer, targets: &collector)
        writer.writeRaw("</div>")
        let bytes = writer.bytes
        let written = MarkupStore()
        let starts = written.replaceAll(with: bytes)
        let changes = store.count > 0 ? MarkupChanges.walking(from: store, to: written) : nil
        store = written
        collector.notePlaces(0..<collector.spanCount, tokenStarts: starts, tokenShift: 0, targetShift: 0)
        return (changes, Array(collector.placedTargets(collector.targets.indices)))
    }

    /// Writes the canvas element's start tag: its size, the root's colour scheme (which the system
    /// colours follow in the page's CSS) and the width it was offered (so that a client measures
    /// its stage against it and posts a geometry event only when it differs).
    private func writeCanvasStart(to writer: inout HTMLWriter) {
        writer.writeRaw("<div class=\"sg-canvas\" style=\"width:")
        writer.writePx(canvasSize.width)
        writer.writeDeclaration(";height:", px: canvasSize.height)
        writer.endAttribute()
        writer.writeAttribute("data-color-scheme", environment.colorScheme.rawValue)
        if let width = proposal.width {
            writer.beginAttribute("data-offered-width")
            writer.writeNumber(Double(width))
            writer.endAttribute()
        }
        writer.writeRaw(">")
    }

    /// Writes again the nodes whose content or frame changed (the outermost of them), each in
    /// place of its old tokens, with the keys their elements had; nil, nothing changed, when one
    /// of them does not write as many tokens or targets as it did, or an element that was not
    /// written in its place (the structure changed: the whole canvas is written).
    private func writeChanges(below rootNode: Node) -> (MarkupChanges?, [Rendering.Target])? {
        guard let current else { return nil }
        let rewritten = graph.layoutChanges.outermostRewritten(under: rootNode)
        var writer = HTMLWriter(capacity: 2048, keepingKeys: true)
        writeCanvasStart(to: &writer)
        var collector = TargetCollector(handlers: graph.targets)
        // Each node written: where its markup lies in the writer's bytes, and its entries among
        // the collector's spans and targets.
        var written: [(node: Node, bytes: Range<Int>, spans: Range<Int>, targets: Range<Int>)] = []
        written.reserveCapacity(rewritten.count)
        for node in rewritten {
            let (start, firstSpan, firstTarget) = (writer.count, collector.spanCount, collector.targets.count)
            let (origin, canvas) = node.writeOrigins()
            node.write(to: &writer, origin: origin, canvas: canvas, targets: &collector)
            written.append(
                (node, start..<writer.count, firstSpan..<collector.spanCount, firstTarget..<collector.targets.count))
        }
        guard writer.keptAllKeys else { return nil }
        return writer.withBytes { bytes -> (MarkupChanges?, [Rendering.Target])? in
            let starts = MarkupTokens.starts(in: bytes)
            let firstTokens = written.map { TargetCollector.token(at: $0.bytes.lowerBound, in: starts) }
            for (entry, first) in zip(written, firstTokens) {
                let tokens = TargetCollector.token(at: entry.bytes.upperBound, in: starts) - first
                guard tokens == Int(entry.node.tokenCount), entry.targets.count == Int(entry.node.targetCount) else {
                    return nil
                }
            }
            var builder = MarkupChanges.Builder(reservingCapacity: 2 * bytes.count)
            var targets = current.targets
            func token(_ local: Int) -> UnsafeBufferPointer<UInt8> {
                let end = local + 1 < starts.count ? starts[local + 1] : bytes.count
                return UnsafeBufferPointer(rebasing: bytes[starts[local]..<end])
            }
            store.update(0, to: token(0), noting: &builder)
            for (entry, first) in zip(written, firstTokens) {
                let (tokenStart, targetStart) = (Int(entry.node.tokenStart), Int(entry.node.targetStart))
                for offset in 0..<Int(entry.node.tokenCount) {
                    store.update(tokenStart + offset, to: token(first + offset), noting: &builder)
                }
                collector.notePlaces(
                    entry.spans, tokenStarts: starts, tokenShift: tokenStart - first,
                    targetShift: targetStart - entry.targets.lowerBound)
                targets.replaceSubrange(
                    targetStart..<targetStart + entry.targets.count, with: collector.placedTargets(entry.targets))
            }
            return (builder.build(tokenCount: store.count), targets)
        }
    }
}

extension Node {
    /// Where this node's parent's origin lies relative to the nearest enclosing element, and the
    /// map from the parent's coordinates to the canvas's: what
    /// ``write(to:origin:canvas:targets:)`` is given for it.
    func writeOrigins() -> (origin: CGPoint, canvas: AffineMap) {
        var origin = CGPoint.zero
        var ancestor = parent
        while let current = ancestor, !current.hasElement {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            ancestor = current.parent
        }
        return (origin, parentCanvasMap())
    }

    /// The map from this node's parent's coordinates to the canvas's, made root first as a whole
    /// write makes it, so that it comes out the same to the bit.
    private func parentCanvasMap() -> AffineMap {
        guard let parent else { return .identity }
        return parent.canvasMap(parent: parent.parentCanvasMap())
    }
}
