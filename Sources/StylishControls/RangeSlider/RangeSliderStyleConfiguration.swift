import Stylish

/// What a ``RangeSlider`` hands to its style: the range, its bounds, the label, and the rules
/// that keep the two thumbs inside the bounds and apart.
public struct RangeSliderStyleConfiguration {
    /// A type-erased label of a range slider (the article uses `AnyView` "to get the same effect").
    public struct Label: View {
        let underlyingLabel: AnyView

        /// `label`, type-erased.
        public init(_ label: some View) {
            self.underlyingLabel = AnyView(label)
        }

        public var body: some View {
            underlyingLabel
        }
    }

    /// One of the two ends of the range.
    public enum Thumb: Hashable, Sendable, CaseIterable {
        /// The thumb of `range.lowerBound`.
        case lower
        /// The thumb of `range.upperBound`.
        case upper
    }

    /// The selected range.
    public let range: Binding<ClosedRange<Double>>
    /// The values the range may take.
    public let bounds: ClosedRange<Double>
    /// What the slider is for.
    public let label: Label
    /// The label as text for assistive technology ("Price"), when the slider was made with a title.
    public let title: String?
    /// Called with `true` when the user starts moving a thumb and `false` when they stop.
    public let onEditingChanged: (Bool) -> Void

    /// A configuration of a range slider over `bounds`.
    public init(
        range: Binding<ClosedRange<Double>>, bounds: ClosedRange<Double>, label: Label, title: String? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.range = range
        self.bounds = bounds
        self.label = label
        self.title = title
        self.onEditingChanged = onEditingChanged
    }

    /// The value `thumb` stands at, clamped to the bounds.
    public func value(of thumb: Thumb) -> Double {
        let range = range.wrappedValue
        return clamp(thumb == .lower ? range.lowerBound : range.upperBound, to: bounds)
    }

    /// The values `thumb` can reach: from the bound on its side to the other thumb, so that the
    /// thumbs never cross (the WAI-ARIA multi-thumb slider's `aria-valuemin` and `aria-valuemax`).
    public func reachableValues(of thumb: Thumb) -> ClosedRange<Double> {
        switch thumb {
        case .lower: bounds.lowerBound...max(bounds.lowerBound, value(of: .upper))
        case .upper: min(bounds.upperBound, value(of: .lower))...bounds.upperBound
        }
    }

    /// Moves `thumb` to `proposed`, stopped at the bounds and at the other thumb.
    public func move(_ thumb: Thumb, to proposed: Double) {
        guard proposed.isFinite else { return }
        let next = clamp(proposed, to: reachableValues(of: thumb))
        let other = value(of: thumb == .lower ? .upper : .lower)
        let updated = thumb == .lower ? next...other : other...next
        if updated != range.wrappedValue { range.wrappedValue = updated }
    }

    /// `thumb`'s value as a binding that never lets it cross the other thumb.
    public func binding(for thumb: Thumb) -> Binding<Double> {
        Binding(get: { value(of: thumb) }, set: { move(thumb, to: $0) })
    }

    /// Where `value` sits between the bounds, from 0 to 1.
    public func fraction(of value: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(1, max(0, (value - bounds.lowerBound) / span))
    }

    /// The value at `fraction` (0 to 1) of the bounds.
    public func value(atFraction fraction: Double) -> Double {
        bounds.lowerBound + min(1, max(0, fraction)) * (bounds.upperBound - bounds.lowerBound)
    }

    /// The name assistive technology reads for `thumb`: "Price, minimum" or "Minimum" without a title.
    public func accessibilityLabel(of thumb: Thumb) -> String {
        let end = thumb == .lower ? "minimum" : "maximum"
        guard let title, !title.isEmpty else { return end == "minimum" ? "Minimum" : "Maximum" }
        return "\(title), \(end)"
    }

    /// The value assistive technology reads for `thumb` (`aria-valuetext`): its own value and the
    /// range both thumbs span, "20, range 20 to 80" (WAI-ARIA APG, multi-thumb slider).
    public func accessibilityValue(of thumb: Thumb) -> String {
        let text = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(format: "%g", value) }
        let range = range.wrappedValue
        return "\(text(value(of: thumb))), range \(text(range.lowerBound)) to \(text(range.upperBound))"
    }

    private func clamp(_ value: Double, to limits: ClosedRange<Double>) -> Double {
        min(limits.upperBound, max(limits.lowerBound, value))
    }
}
