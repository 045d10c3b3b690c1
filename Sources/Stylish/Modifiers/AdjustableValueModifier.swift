import Foundation

extension View {
    /// Makes this view a slider for the keyboard and assistive technology, as a drawn control needs.
    ///
    /// SwiftUI's `accessibilityAdjustableAction(_:)` only knows increment and decrement. A custom
    /// slider also needs what the built-in `Slider` has: the WAI-ARIA slider role and values, and
    /// all of its keys. The arrows move `value` one `step` (a tenth of the bounds without one), Page
    /// Up and Page Down ten steps, Home and End to the bounds; values are clamped to `bounds` and
    /// land on `bounds.lowerBound + k·step`. Each key press reports `onEditingChanged(true)` then
    /// `(false)`, as a drag would, so a style that acts on release acts on keys too. A disabled view
    /// (`.disabled(true)` anywhere above) is marked `aria-disabled` and ignores keys.
    ///
    /// `keyStep` sets the arrows' distance when it should not follow `bounds`: a range slider's
    /// thumb may only reach up to the other thumb, yet its keys move a tenth of the whole range.
    ///
    /// ```swift
    /// Capsule()
    ///     .frame(height: 4)
    ///     .gesture(drag)
    ///     .accessibilityAdjustableValue($volume, in: 0...100, step: 10, label: "Volume")
    /// ```
    @inlinable
    public consuming func accessibilityAdjustableValue<V: BinaryFloatingPoint>(
        _ value: Binding<V>, in bounds: ClosedRange<V>, step: V? = nil, keyStep: V? = nil, label: String? = nil,
        orientation: Axis = .horizontal, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(
            _AdjustableValueModifier(
                value: value, bounds: bounds, step: step, keyStep: keyStep, label: label, orientation: orientation,
                onEditingChanged: onEditingChanged))
    }
}

/// How a slider's value moves: clamped to its bounds, on its steps, and by which amount per key.
@usableFromInline
struct SliderAdjustment {
    let bounds: ClosedRange<Double>
    /// The distance between valid values; `nil` for a continuous slider.
    let step: Double?
    /// The distance an arrow key moves, when it is not `step` (or a tenth of the bounds).
    let keyStep: Double?

    @usableFromInline
    init(bounds: ClosedRange<Double>, step: Double?, keyStep: Double? = nil) {
        self.bounds = bounds
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.keyStep = keyStep.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// `proposed` clamped to the bounds and rounded to the nearest step inside them.
    func constrained(_ proposed: Double) -> Double {
        var result = min(bounds.upperBound, max(bounds.lowerBound, proposed))
        if let step {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            if result > bounds.upperBound { result -= step }
        }
        return result
    }

    /// The value after `key`, from `current`: a key step (or a step, or a tenth of the range) per
    /// arrow, ten of those per page, the bounds for Home and End.
    func value(after key: AdjustmentKey, from current: Double) -> Double {
        let small = keyStep ?? step ?? (bounds.upperBound - bounds.lowerBound) / 10
        let target: Double =
            switch key {
            case .increment, .arrowRight: current + small
            case .decrement, .arrowLeft: current - small
            case .pageIncrement: current + 10 * small
            case .pageDecrement: current - 10 * small
            case .home: bounds.lowerBound
            case .end: bounds.upperBound
            }
        return constrained(target)
    }

    /// Where `value` sits between the bounds, from 0 to 1.
    func fraction(of value: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(1, max(0, (value - bounds.lowerBound) / span))
    }

    /// Applies `key` to `value` as one edit: editing begins, the value moves, editing ends.
    ///
    /// During a drag of the same element the key moves the value within the drag's edit, which
    /// began with the drag and ends with it: `onEditingChanged` is not called again.
    func adjust(_ value: Binding<Double>, by key: AdjustmentKey, isDragging: Bool, onEditingChanged: (Bool) -> Void) {
        let current = value.wrappedValue
        if !isDragging { onEditingChanged(true) }
        let next = self.value(after: key, from: current)
        if next != current { value.wrappedValue = next }
        if !isDragging { onEditingChanged(false) }
    }

    /// Appends the WAI-ARIA attributes of a slider at `value` to `attributes`.
    func appendAriaAttributes(value: Double, orientation: Axis, to attributes: inout [(name: String, value: String)]) {
        attributes.append(("role", "slider"))
        attributes.append(("aria-valuemin", CSS.number(bounds.lowerBound)))
        attributes.append(("aria-valuemax", CSS.number(bounds.upperBound)))
        attributes.append(("aria-valuenow", CSS.number(value)))
        attributes.append(("aria-orientation", orientation == .horizontal ? "horizontal" : "vertical"))
    }

    /// Whether `name` is one of the attributes of ``appendAriaAttributes(value:orientation:to:)``.
    static func isAriaAttribute(_ name: String) -> Bool {
        switch name {
        case "role", "aria-valuemin", "aria-valuemax", "aria-valuenow", "aria-orientation": true
        default: false
        }
    }
}

@usableFromInline
struct _AdjustableValueModifier: PrimitiveViewModifier {
    @usableFromInline let value: Binding<Double>
    @usableFromInline let adjustment: SliderAdjustment
    @usableFromInline let label: String?
    @usableFromInline let orientation: Axis
    @usableFromInline let onEditingChanged: (Bool) -> Void

    @inlinable init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V?, keyStep: V?, label: String?, orientation: Axis,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = Binding(doubleOf: value)
        self.adjustment = SliderAdjustment(
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step.map { Double($0) },
            keyStep: keyStep.map { Double($0) })
        self.label = label
        self.orientation = orientation
        self.onEditingChanged = onEditingChanged
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        let node = context.single(nodes)
        let isEnabled = context.environment.isEnabled
        let id = context.key
        let isDisabled = node.isDisabled
        context.editAttributes(of: node) { attributes in
            attributes.removeAll { SliderAdjustment.isAriaAttribute($0.name) }
            // The slider's five, a label, a target, its gestures and a tabindex, or aria-disabled.
            attributes.reserveCapacity(attributes.count + 9)
            modifier.adjustment.appendAriaAttributes(
                value: modifier.value.wrappedValue, orientation: modifier.orientation, to: &attributes)
            if let label = modifier.label { attributes.append(("aria-label", label)) }
            if !isEnabled {
                attributes.append(("aria-disabled", "true"))
            } else {
                Node.markTarget(id, gesture: "key", in: &attributes, isDisabled: isDisabled)
            }
        }
        guard isEnabled else { return [node] }
        let isMirrored = modifier.orientation == .horizontal && context.environment.layoutDirection == .rightToLeft
        context.register(
            TargetHandlers(key: { [unowned graph = context.graph] key in
                modifier.adjustment.adjust(
                    modifier.value, by: isMirrored ? key.mirrored : key, isDragging: graph.isDragging(id),
                    onEditingChanged: modifier.onEditingChanged)
            }), at: id)
        return [node]
    }
}

extension Binding where Value == Double {
    /// `binding` seen as a `Double`, as sliders compute; a binding of `Double` is taken as it is.
    @inlinable
    init<V: BinaryFloatingPoint>(doubleOf binding: Binding<V>) {
        if V.self == Double.self {
            // The same type: the cast only tells the compiler so.
            self = unsafeBitCast(binding, to: Binding<Double>.self)
            return
        }
        self.init(get: { Double(binding.wrappedValue) }, set: { binding.wrappedValue = V($0) })
    }
}
