import Foundation

/// SwiftUI's layout protocol, run over resolved nodes: the parent proposes, the child chooses its
/// size, the parent places it.
extension Node {
    /// The size this node chooses for `proposal`, measured once per proposal (a node's size depends
    /// only on its kind and its children's sizes; a node whose content changes forgets its sizes).
    @inline(never)
    func sizeThatFits(_ offered: ProposedViewSize) -> CGSize {
        // The dimensions the size does not depend on are dropped, so that proposals differing
        // only there share one measure.
        let proposal = proposalDependence.relevant(offered)
        if let size = sizeCache[proposal] { return size }
        if sizeCache.isFull, let size = moreSizes[proposal] { return size }
        let size = measure(proposal)
        if !sizeCache.store(size, for: proposal) {
            var more = moreSizes
            moreSizes = SizeOverflow()
            more.store(size, for: proposal)
            moreSizes = more
        }
        return size
    }

    /// The size this node chooses for `proposal`, measured.
    private func measure(_ proposal: ProposedViewSize) -> CGSize {
        switch kind {
        case .text(let run):
            return run.size(fitting: proposal.width)
        case .shape, .position, .geometryReader:
            return proposal.replacingUnspecifiedDimensions()
        case .slider(let slider):
            return slider.size(for: proposal)
        case .textInput(let input):
            return input.size(for: proposal)
        case .spacer(let minLength):
            return CGSize(width: max(proposal.width ?? 0, minLength ?? 0), height: max(proposal.height ?? 0, minLength ?? 0))
        case .divider(let thickness, let orientation):
            return orientation.isVertical
                ? CGSize(width: thickness, height: proposal.height ?? 0) : CGSize(width: proposal.width ?? 0, height: thickness)
        case .stack(let axis, _, let spacing):
            return withStackSizes(axis: axis, spacing: spacing, proposal: proposal) { sizes in
                var main: CGFloat = 0
                var cross = Greatest()
                for size in sizes {
                    main += size[axis]
                    cross.consider(size[axis.other])
                }
                return CGSize(axis: axis, main: main + spacing * CGFloat(max(0, sizes.count - 1)), cross: cross.value ?? 0)
            }
        case .zstack:
            var (width, height) = (Greatest(), Greatest())
            children.forEachNode { child in
                let size = child.sizeThatFits(proposal)
                width.consider(size.width)
                height.consider(size.height)
            }
            return CGSize(width: width.value ?? 0, height: height.value ?? 0)
        case .padding(let insets):
            let inner = firstChildSize(proposal.inset(by: insets))
            return CGSize(
                width: inner.width + insets.leading + insets.trailing,
                height: inner.height + insets.top + insets.bottom
            )
        case .frame(let width, let height, _):
            let inner = firstChildSize(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return CGSize(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let frame):
            let children = children
            if children.isEmpty { return frame.size(for: proposal, child: nil) }
            return children.withNode(at: 0) { frame.size(for: proposal, child: $0) }
        case .decorated(_, let backgroundCount):
            return children.withNode(at: backgroundCount) { $0.sizeThatFits(proposal) }
        case .offset, .layoutPriority:
            return firstChildSize(proposal)
        case .symbol(let symbol):
            return CGSize(width: symbol.side, height: symbol.side)
        case .image(let image):
            return image.size(for: proposal)
        case .aspectRatio(let ratio, let mode):
            let children = children
            if children.isEmpty { return .zero }
            return children.withNode(at: 0) { child in
                child.sizeThatFits(Self.aspectProposal(proposal, ratio: ratio, mode: mode, child: child))
            }
        }
    }

    /// The size the first child chooses for `proposal`, zero when there is none.
    private func firstChildSize(_ proposal: ProposedViewSize) -> CGSize {
        let children = children
        if children.isEmpty { return .zero }
        return children.withNode(at: 0) { $0.sizeThatFits(proposal) }
    }

    /// Gives each child its frame inside this node's `size`, then lays the children out; `changes`,
    /// when given, hears of each child written before whose frame changed.
    func place(in size: CGSize, changes: LayoutChanges? = nil) {
        if case .geometryReader(let content) = kind { setChildren(content.nodes(for: size)) }
        let children = children
        if children.isEmpty { return }
        guard let changes else {
            placeChildren(children, in: size)
            children.forEachNode { child in child.place(in: child.frame.size) }
            return
        }
        withUnsafeTemporaryAllocation(of: CGRect.self, capacity: children.count) { old in
            for index in children.indices { old.initializeElement(at: index, to: children.withNode(at: index) { $0.frame }) }
            placeChildren(children, in: size)
            for index in children.indices {
                children.withNode(at: index) { child in
                    if child.frame != old[index] { changes.noteMoved(child) }
                }
            }
        }
        children.forEachNode { child in child.place(in: child.frame.size, changes: changes) }
    }

    /// Gives each of `children` (this node's) its frame inside this node's `size`.
    private func placeChildren(_ children: [Node], in size: CGSize) {
        switch kind {
        case .text, .shape, .slider, .spacer, .symbol, .image, .textInput:
            break
        case .aspectRatio(let ratio, let mode):
            children.forEachNode { child in
                let childSize = child.sizeThatFits(
                    Self.aspectProposal(ProposedViewSize(size), ratio: ratio, mode: mode, child: child))
                child.frame = CGRect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize)
            }
        case .position(let point):
            children.forEachNode { child in
                let childSize = child.sizeThatFits(ProposedViewSize(size))
                let origin = CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2)
                child.frame = CGRect(origin: origin, size: childSize)
            }
        case .offset(let offset):
            children.forEachNode { child in
                child.frame = CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: size)
            }
        case .layoutPriority, .divider:
            children.forEachNode { child in child.frame = CGRect(origin: .zero, size: size) }
        case .geometryReader:
            Self.align(children, in: size, alignment: .topLeading)
        case .stack(let axis, let alignment, let spacing):
            withStackSizes(axis: axis, spacing: spacing, proposal: ProposedViewSize(size)) { sizes in
                var main: CGFloat = 0
                for index in 0..<min(children.count, sizes.count) {
                    let childSize = sizes[index]
                    let origin = alignment.origin(
                        of: childSize, in: CGSize(axis: axis, main: childSize[axis], cross: size[axis.other]))
                    let position = axis == .horizontal ? CGPoint(x: main, y: origin.y) : CGPoint(x: origin.x, y: main)
                    children.withNode(at: index) { $0.frame = CGRect(origin: position, size: childSize) }
                    main += childSize[axis] + spacing
                }
            }
        case .zstack(let alignment), .frame(_, _, let alignment):
            Self.align(children, in: size, alignment: alignment)
        case .padding(let insets):
            let inner = CGSize(
                width: max(0, size.width - insets.leading - insets.trailing),
                height: max(0, size.height - insets.top - insets.bottom)
            )
            children.forEachNode { child in
                let childSize = child.sizeThatFits(ProposedViewSize(inner))
                child.frame = CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: childSize)
            }
        case .flexibleFrame(let frame):
            Self.align(children, in: size, alignment: frame.alignment)
        case .decorated(let alignment, let backgroundCount):
            let contentSize = children.withNode(at: backgroundCount) { content in
                let contentSize = content.sizeThatFits(ProposedViewSize(size))
                content.frame = CGRect(origin: .zero, size: contentSize)
                return contentSize
            }
            for index in children.indices where index != backgroundCount {
                children.withNode(at: index) { child in
                    let childSize = child.sizeThatFits(ProposedViewSize(contentSize))
                    child.frame = CGRect(origin: alignment.origin(of: childSize, in: contentSize), size: childSize)
                }
            }
        }
        if isRightToLeft {
            // Right-to-left mirrors the horizontal axis: leading is the right edge, stacks run leftwards.
            children.forEachNode { child in child.frame.origin.x = size.width - child.frame.maxX }
        }
    }

    /// Gives each of `children` the size it chooses in `size`, aligned there.
    private static func align(_ children: [Node], in size: CGSize, alignment: Alignment) {
        children.forEachNode { child in
            let childSize = child.sizeThatFits(ProposedViewSize(size))
            child.frame = CGRect(origin: alignment.origin(of: childSize, in: size), size: childSize)
        }
    }

    /// Shares a stack's main axis among its children, least flexible first, as SwiftUI does, and
    /// calls `body` with the children's sizes, in order.
    ///
    /// Each child is sure of its least length; what is left over is shared, least flexible child
    /// first. So a stack offered the length it chose for itself gives each child the length it
    /// chose then: a text that fitted on one line when measured does not wrap when placed.
    private func withStackSizes<Result>(
        axis: Axis, spacing: CGFloat, proposal: ProposedViewSize, _ body: (UnsafeBufferPointer<CGSize>) -> Result
    ) -> Result {
        let children = children  // read once: each read of a node's property is checked for exclusivity
        let count = children.count
        let cross = proposal[axis.other]
        for index in 0..<count { children.withNode(at: index) { $0.orientDivider(across: axis) } }
        return withUnsafeTemporaryAllocation(of: CGSize.self, capacity: count) { sizes in
            guard let available = proposal[axis] else {
                for index in 0..<count {
                    sizes.initializeElement(
                        at: index,
                        to: children.withNode(at: index) {
                            $0.sizeInStack(axis, ProposedViewSize(axis: axis, main: nil, cross: cross))
                        })
                }
                return body(UnsafeBufferPointer(sizes))
            }
            return withUnsafeTemporaryAllocation(of: StackShare.self, capacity: count) { buffer in
                var shares = buffer
                let along = ProposalDependence(axis)
                var totalLeast: CGFloat = 0
                for index in 0..<count {
                    let share = children.withNode(at: index) { child in
                        if child.ignoresLength(along) {
                            // Its least, its most and its share are one size; `x - x` is its
                            // flexibility (zero, or not a number for an infinite length).
                            let size = child.sizeThatFits(ProposedViewSize(axis: axis, main: 0, cross: cross))
                            return StackShare(
                                index: index, least: size[axis], flexibility: size[axis] - size[axis],
                                priority: child.layoutPriority, size: size)
                        }
                        let least = child.sizeInStack(axis, ProposedViewSize(axis: axis, main: 0, cross: cross))[axis]
                        let most = child.sizeInStack(axis, ProposedViewSize(axis: axis, main: .infinity, cross: cross))[axis]
                        return StackShare(
                            index: index, least: least, flexibility: most - least, priority: child.layoutPriority, size: nil)
                    }
                    shares.initializeElement(at: index, to: share)
                    totalLeast += share.least
                }
                // The length left once every child has its least.
                var remaining = available - spacing * CGFloat(max(0, count - 1)) - totalLeast
                // Higher layout priorities first, each group sharing all that the lower groups'
                // least lengths leave; in a group, least flexible first. The standard library's
                // sort, which is stable.
                shares.sort { $0.priority != $1.priority ? $0.priority > $1.priority : $0.flexibility < $1.flexibility }
                var groupEnd = 0
                for (done, share) in shares.enumerated() {
                    if done == groupEnd {
                        groupEnd = (done..<count).first { shares[$0].priority != share.priority } ?? count
                    }
                    let length = share.least + max(0, remaining) / CGFloat(groupEnd - done)
                    let size =
                        share.size
                        ?? children.withNode(at: share.index) {
                            $0.sizeInStack(axis, ProposedViewSize(axis: axis, main: length, cross: cross))
                        }
                    sizes.initializeElement(at: share.index, to: size)
                    remaining -= size[axis] - share.least
                }
                return body(UnsafeBufferPointer(sizes))
            }
        }
    }
}

/// A stack's child as the stack shares out its length: its least length, how much more it
/// takes, its layout priority, and its size when that does not depend on the length it is offered.
private struct StackShare {
    let index: Int
    let least: CGFloat
    let flexibility: CGFloat
    let priority: Double
    let size: CGSize?
}

/// The greatest of some lengths, as `max()` of an array of them finds it (the first of equals).
private struct Greatest {
    private(set) var value: CGFloat?

    mutating func consider(_ length: CGFloat) {
        if let value, !(value < length) { return }
        value = length
    }
}

extension Node {
    /// Whether this node, a stack's child, has one size whatever length along the stack it is
    /// offered (`along`): it is no spacer and its size does not depend on that dimension.
    fileprivate func ignoresLength(_ along: ProposalDependence) -> Bool {
        if case .spacer = kind { return false }
        return !proposalDependence.contains(along)
    }

    /// The priority a stack gives this child when it shares out its length (`.layoutPriority`).
    fileprivate var layoutPriority: Double {
        if case .layoutPriority(let priority) = kind { return priority }
        return 0
    }

    /// A stack's child sizes itself as usual, except a spacer, which only grows along the stack.
    fileprivate func sizeInStack(_ axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        guard case .spacer(let minLength) = kind else { return sizeThatFits(proposal) }
        let length = minLength ?? 0
        return CGSize(axis: axis, main: max(length, proposal[axis] ?? length), cross: 0)
    }

    /// Turns the divider this node is, or wraps (frames, pads, offsets), across `axis`: a stack
    /// does it for each child before it measures them.
    fileprivate func orientDivider(across axis: Axis) {
        var node = self
        while true {
            switch node.kind {
            case .divider(_, let orientation):
                orientation.isVertical = axis == .horizontal
                return
            case .frame, .flexibleFrame, .padding, .offset, .layoutPriority, .aspectRatio:
                guard node.children.count == 1 else { return }
                node = node.children.withNode(at: 0) { $0 }
            case .decorated(_, let backgroundCount):
                guard node.children.count > backgroundCount else { return }
                node = node.children.withNode(at: backgroundCount) { $0 }
            default:
                return
            }
        }
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension FlexibleFrame {
    /// SwiftUI's flexible frame: the proposal is clamped for the child, the child's choice for itself.
    func size(for proposal: ProposedViewSize, child: Node?) -> CGSize {
        let proposedWidth = proposal.width ?? idealWidth
        let proposedHeight = proposal.height ?? idealHeight
        let toChild = ProposedViewSize(
            width: proposedWidth.map { clamp($0, minWidth, maxWidth) },
            height: proposedHeight.map { clamp($0, minHeight, maxHeight) }
        )
        let inner = child?.sizeThatFits(toChild) ?? .zero
        return CGSize(
            width: resolve(inner.width, proposed: proposedWidth, min: minWidth, max: maxWidth),
            height: resolve(inner.height, proposed: proposedHeight, min: minHeight, max: maxHeight)
        )
    }

    private func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        min(high ?? .infinity, max(low ?? -.infinity, value))
    }

    private func resolve(_ child: CGFloat, proposed: CGFloat?, min low: CGFloat?, max high: CGFloat?) -> CGFloat {
        var result = child
        // With no proposal (a stack measuring its ideal size) the child's own size stands: a
        // `minHeight` row holds a taller child rather than shrinking to the minimum.
        if let low { result = max(low, min(result, proposed ?? result)) }
        if let high { result = min(high, max(result, proposed ?? result)) }
        return result
    }
}
