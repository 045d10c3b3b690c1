import Foundation

/// A record evaluated again takes its old nodes over, each by its key, rather than making new ones:
/// a node keeps what it worked out (its sizes, frame and where its markup lies) while what it
/// draws stays the same, so that only the nodes that changed are laid out and written again.
extension Node {
    /// Takes what an evaluation made again for this node's place (the same record, the same key):
    /// a kind, children and flags that differ are taken and the node noted as remade in `changes`
    /// (laid out and written again); its attributes, style, effects and geometry observers start empty
    /// for the evaluation to add, the old ones kept until ``endRemake(noting:)`` compares them.
    func remake(
        _ kind: Kind, children: [Node], animation: Animation?, isDisabled: Bool, isRightToLeft: Bool,
        noting changes: LayoutChanges
    ) {
        isBeingRemade = true
        swap(&attributes, &previousAttributes)
        attributes.removeAll(keepingCapacity: true)
        swap(&style, &previousStyle)
        style.removeAll(keepingCapacity: true)
        swap(&effects, &previousEffects)
        effects.removeAll(keepingCapacity: true)
        if !geometryObservers.isEmpty { geometryObservers = InlineFirstList() }
        let hasSameChildren = self.children.count == children.count && zip(self.children, children).allSatisfy { $0 === $1 }
        observesGeometryBelow = children.contains { $0.observesGeometryBelow }
        guard
            !hasSameChildren || !kind.isSame(as: self.kind) || animation != self.animation
                || isDisabled != self.isDisabled || isRightToLeft != self.isRightToLeft
        else { return }
        let sizes = chosenSizes
        let dependence = knownProposalDependence
        self.kind = kind
        if !hasSameChildren { setChildren(children) }
        self.animation = animation
        self.isDisabled = isDisabled
        self.isRightToLeft = isRightToLeft
        changes.noteRemade(self, sizes: sizes, dependence: dependence)
    }

    /// Ends what ``remake(_:children:animation:isDisabled:isRightToLeft:noting:)`` began, once the
    /// evaluation is over: attributes or style that differ from the old ones are noted as an edit.
    func endRemake(noting changes: LayoutChanges) {
        isBeingRemade = false
        if !Self.isSame(attributes, previousAttributes) || !Self.isSame(style, previousStyle)
            || !Self.isSame(effects, previousEffects)
        {
            changes.noteEdited(self)
        }
        previousAttributes.removeAll(keepingCapacity: true)
        previousStyle.removeAll(keepingCapacity: true)
        previousEffects.removeAll(keepingCapacity: true)
        if observesGeometryBelow { changes.noteObservesGeometry(self) }
    }

    private static func isSame(_ a: [(name: String, value: String)], _ b: [(name: String, value: String)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.name.hasSameBytes(as: $1.name) && $0.value.hasSameBytes(as: $1.value) }
    }

    private static func isSame(_ a: [NodeEffect], _ b: [NodeEffect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
    }

    private static func isSame(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.hasSameBytes(as: $1) }
    }
}

extension Node.Kind {
    /// Whether `other` is the same kind with the same parameters (numbers compared by their bits,
    /// strings by their bytes; a shape drawn by a closure is the same only as itself).
    func isSame(as other: Node.Kind) -> Bool {
        switch (self, other) {
        case (.text(let a), .text(let b)):
            return a.string.hasSameBytes(as: b.string) && a.font == b.font && a.color == b.color && a.gradient == b.gradient
                && a.lineLimit == b.lineLimit && a.truncationMode == b.truncationMode && a.alignment == b.alignment
        case (.shape(let a), .shape(let b)):
            return a.isSame(as: b)
        case (.stack(let axis, let alignment, let spacing), .stack(let otherAxis, let otherAlignment, let otherSpacing)):
            return axis == otherAxis && alignment == otherAlignment && spacing.bitPattern == otherSpacing.bitPattern
        case (.zstack(let a), .zstack(let b)):
            return a == b
        case (.padding(let a), .padding(let b)):
            return StructuralEquality.isEqual(a, b)
        case (.frame(let width, let height, let alignment), .frame(let otherWidth, let otherHeight, let otherAlignment)):
            return width?.bitPattern == otherWidth?.bitPattern && height?.bitPattern == otherHeight?.bitPattern
                && alignment == otherAlignment
        case (.flexibleFrame(let a), .flexibleFrame(let b)):
            return StructuralEquality.isEqual(a, b)
        case (.spacer(let a), .spacer(let b)):
            return a?.bitPattern == b?.bitPattern
        case (.divider(let a, _), .divider(let b, _)):
            // The orientation is the stack's to set, at layout: the node keeps the one it has.
            return a.bitPattern == b.bitPattern
        case (.slider(let a), .slider(let b)):
            return a.fraction.bitPattern == b.fraction.bitPattern && a.fill.hasSameBytes(as: b.fill)
                && a.isMirrored == b.isMirrored
        case (.textInput(let a), .textInput(let b)):
            return a.isSame(as: b)
        case (.decorated(let alignment, let count), .decorated(let otherAlignment, let otherCount)):
            return alignment == otherAlignment && count == otherCount
        case (.position(let a), .position(let b)):
            return a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
        case (.offset(let a), .offset(let b)):
            return a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
        case (.image(let a), .image(let b)):
            return a.url.hasSameBytes(as: b.url) && a.label.hasSameBytes(as: b.label) && a.size == b.size
                && a.isResizable == b.isResizable
        case (.aspectRatio(let ratio, let mode), .aspectRatio(let otherRatio, let otherMode)):
            return ratio?.bitPattern == otherRatio?.bitPattern && mode == otherMode
        case (.layoutPriority(let a), .layoutPriority(let b)):
            return a.bitPattern == b.bitPattern
        case (.geometryReader(let a), .geometryReader(let b)):
            return a === b
        case (.symbol(let a), .symbol(let b)):
            return a.name.hasSameBytes(as: b.name) && a.side.bitPattern == b.side.bitPattern && a.color == b.color
        default:
            return false
        }
    }
}
