import Foundation

/// The track and thumb of a ``Slider``: the element that is dragged, focused and read aloud.
public struct _SliderTrack<Label: View>: PrimitiveView {
    let value: Binding<Double>
    let adjustment: SliderAdjustment
    let label: Label
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = Binding(doubleOf: value)
        self.adjustment = SliderAdjustment(bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step)
        self.label = label
        self.onEditingChanged = onEditingChanged
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let labelNodes = context.child("label") { resolve(view.label, in: &$0) }
        context.readContent(of: labelNodes)
        let labelText = labelNodes.accessibleText
        let current = view.value.wrappedValue
        let tint = context.environment.tint ?? .accentColor
        let drawing = SliderDrawing(
            fraction: view.adjustment.fraction(of: current),
            // Disabled, the filled track turns grey and the thumb stays white, as SwiftUI draws it.
            fill: (context.environment.isEnabled ? tint : tint.disabledTint).css,
            isMirrored: context.environment.layoutDirection == .rightToLeft
        )
        let node = context.node(.slider(drawing))
        // The five ARIA attributes, a label, the target, its gestures and a tabindex (or aria-disabled).
        var attributes: [(name: String, value: String)] = []
        attributes.reserveCapacity(9)
        defer { node.attributes = attributes }
        view.adjustment.appendAriaAttributes(value: current, orientation: .horizontal, to: &attributes)
        if !labelText.isEmpty { attributes.append(("aria-label", labelText)) }
        guard context.environment.isEnabled else {
            attributes.append(("aria-disabled", "true"))
            return [node]
        }
        let drag: (DragSample, inout DragSession) -> Void =
            drawing.isMirrored ? { sample, session in view.drag(sample.mirrored, &session) } : view.drag
        let id = context.key
        let isMirrored = drawing.isMirrored
        let adjust: (AdjustmentKey) -> Void = { [unowned graph = context.graph] key in
            view.adjustment.adjust(
                view.value, by: isMirrored ? key.mirrored : key, isDragging: graph.isDragging(id),
                onEditingChanged: view.onEditingChanged)
        }
        context.register(TargetHandlers(drag: drag, key: adjust), at: context.key)
        Node.markTarget(id, gesture: "drag", in: &attributes, isDisabled: node.isDisabled)
        Node.markTarget(id, gesture: "key", in: &attributes, isDisabled: node.isDisabled)
        return [node]
    }

    private func setValue(atThumbCenter x: CGFloat, width: CGFloat) {
        let usable = max(1, width - 2 * SliderDrawing.thumbRadius)
        let fraction = Double((x - SliderDrawing.thumbRadius) / usable)
        let bounds = adjustment.bounds
        let proposed = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
        let next = adjustment.constrained(proposed)
        if next != value.wrappedValue { value.wrappedValue = next }
    }

    /// A drag on the thumb moves it from where it was grabbed; a drag on the track jumps there.
    private func drag(_ sample: DragSample, _ session: inout DragSession) {
        let width = sample.targetSize.width
        switch sample.phase {
        case .began, .changed:
            if !session.isActive {
                let usable = max(1, width - 2 * SliderDrawing.thumbRadius)
                let thumbX = SliderDrawing.thumbRadius + CGFloat(adjustment.fraction(of: value.wrappedValue)) * usable
                let offset = sample.startLocation.x - thumbX
                session.grabOffset = abs(offset) <= SliderDrawing.thumbRadius ? offset : 0
                session.isActive = true
                onEditingChanged(true)
            }
            setValue(atThumbCenter: sample.location.x - session.grabOffset, width: width)
        case .ended:
            guard session.isActive else { return }
            setValue(atThumbCenter: sample.location.x - session.grabOffset, width: width)
            onEditingChanged(false)
        case .cancelled:
            guard session.isActive else { return }
            onEditingChanged(false)
        }
    }
}

/// A slider's look: an iOS-like track with a filled part and a round thumb.
struct SliderDrawing {
    static let thumbRadius: CGFloat = 14
    static let trackHeight: CGFloat = 4

    let fraction: Double
    /// The CSS colour of the filled part of the track.
    let fill: String
    /// Right-to-left: the minimum is at the right edge, and the fill grows leftwards.
    var isMirrored = false

    /// As wide as offered, as tall as the thumb.
    func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: max(2 * Self.thumbRadius, proposal.width ?? 160), height: 2 * Self.thumbRadius)
    }

    /// Writes the track, its filled part and the thumb, each an element keyed after the slider's
    /// `key` (`key.track`, `key.fill`, `key.thumb`); `primes` is where the parts note their keys'
    /// `'` (see ``HTMLWriter/writeUniqueKey(_:primes:)``), one number for the three.
    func writeParts(key: String, primes: inout Int8, size: CGSize, transition: String?, to writer: inout HTMLWriter) {
        let radius = Self.thumbRadius
        let along = radius + CGFloat(fraction) * max(0, size.width - 2 * radius)
        let thumbX = isMirrored ? size.width - along : along
        let fillLeft = isMirrored ? thumbX : 0
        let fillWidth = isMirrored ? size.width - thumbX : thumbX
        let trackTop = (size.height - Self.trackHeight) / 2
        var trackDeclarations: Range<Int>?
        func writeTrackDeclarations() {
            if let trackDeclarations { return writer.writeAgain(trackDeclarations) }
            let start = writer.count
            writer.writeDeclaration(";top:", px: trackTop)
            writer.writeDeclaration(";height:", px: Self.trackHeight)
            trackDeclarations = start..<writer.count
        }
        func writeTransitionAndClose() {
            if let transition {
                writer.writeRaw(";transition:")
                writer.writeAttributeValue(transition)
            }
            writer.writeRaw("\"></div>")
        }
        writer.writeRaw("<div class=\"sg-n sg-slider-track\" data-k=\"")
        var (trackPrimes, fillPrimes, thumbPrimes) = (primes, primes, primes)
        defer { primes = trackPrimes == fillPrimes && fillPrimes == thumbPrimes ? trackPrimes : -2 }
        writer.writeUniqueKey(key + ".track", primes: &trackPrimes)
        writer.writeRaw("\" style=\"left:0;width:")
        writer.writePx(size.width)
        writeTrackDeclarations()
        writer.writeRaw("\"></div><div class=\"sg-n sg-slider-fill\" data-k=\"")
        writer.writeUniqueKey(key + ".fill", primes: &fillPrimes)
        writer.writeRaw("\" style=\"left:")
        if isMirrored { writer.writePx(fillLeft) } else { writer.writeRaw("0") }
        writer.writeDeclaration(";width:", px: fillWidth)
        writeTrackDeclarations()
        writer.writeRaw(";background:")
        writer.writeAttributeValue(fill)
        writeTransitionAndClose()
        writer.writeRaw("<div class=\"sg-n sg-slider-thumb\" data-k=\"")
        writer.writeUniqueKey(key + ".thumb", primes: &thumbPrimes)
        writer.writeRaw("\" style=\"left:")
        writer.writePx(thumbX - radius)
        writer.writeDeclaration(";top:", px: (size.height - 2 * radius) / 2)
        writer.writeRaw(";width:")
        let diameter = writer.writeNumberMarked(Double(2 * radius))
        writer.writeRaw("px;height:")
        writer.writeAgain(diameter)
        writer.writeRaw("px")
        writeTransitionAndClose()
    }
}

extension Array where Element == Node {
    /// The text of these nodes, as assistive technology would read it.
    var accessibleText: String {
        var parts: [String] = []
        func visit(_ node: Node) {
            if let label = node.attributes.first(where: { $0.name == "aria-label" }) {
                parts.append(label.value)
                return
            }
            if case .text(let run) = node.kind { parts.append(run.string) }
            node.children.forEach(visit)
        }
        forEach(visit)
        return parts.joined(separator: " ")
    }
}
