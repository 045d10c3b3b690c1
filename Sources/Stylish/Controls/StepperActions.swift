import Foundation

/// What a ``Stepper``'s buttons and keys do, and the value it shows assistive technology.
struct StepperActions {
    /// One step up; `nil` at the upper bound (the + button is then disabled).
    let increment: (() -> Void)?
    /// One step down; `nil` at the lower bound.
    let decrement: (() -> Void)?
    /// To the lower and the upper bound, for Home and End.
    private let toBounds: (lower: () -> Void, upper: () -> Void)?
    /// The value as `aria-valuenow` (a number), or `nil` for a stepper of actions only.
    let valueNow: String?
    /// The bounds as `aria-valuemin` and `aria-valuemax`.
    let bounds: (String, String)?

    /// The actions of a stepper of `value`: each step is `step` from the value, kept in `bounds`.
    init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void
    ) {
        let current = value.wrappedValue
        let edit = { (next: V) in
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
        let clamp = { (proposed: V) in bounds.map { min($0.upperBound, max($0.lowerBound, proposed)) } ?? proposed }
        increment = bounds.map { current < $0.upperBound } ?? true ? { edit(clamp(current.advanced(by: step))) } : nil
        decrement = bounds.map { current > $0.lowerBound } ?? true ? { edit(clamp(current.advanced(by: -step))) } : nil
        toBounds = bounds.map { bounds in ({ edit(bounds.lowerBound) }, { edit(bounds.upperBound) }) }
        valueNow = Self.number(current)
        self.bounds = bounds.flatMap { bounds in
            guard let lower = Self.number(bounds.lowerBound), let upper = Self.number(bounds.upperBound) else { return nil }
            return (lower, upper)
        }
    }

    /// The actions of a stepper that calls `increment` and `decrement`.
    init(increment: (() -> Void)?, decrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        let edit = { (action: @escaping () -> Void) in
            {
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
        }
        self.increment = increment.map(edit)
        self.decrement = decrement.map(edit)
        toBounds = nil
        valueNow = nil
        bounds = nil
    }

    /// Runs what `key` does: the arrows and page keys step, Home and End go to the bounds.
    func press(_ key: AdjustmentKey) {
        switch key {
        case .increment, .pageIncrement, .arrowRight: increment?()
        case .decrement, .pageDecrement, .arrowLeft: decrement?()
        case .home: toBounds?.lower()
        case .end: toBounds?.upper()
        }
    }

    /// `value` as a number for `aria-valuenow`, when it is an integer or a floating-point number.
    private static func number<V>(_ value: V) -> String? {
        switch value {
        case let integer as any BinaryInteger: String(describing: integer)
        case let double as Double: CSS.number(double)
        case let float as Float: CSS.number(Double(float))
        case let float as CGFloat: CSS.number(Double(float))
        default: nil
        }
    }
}
