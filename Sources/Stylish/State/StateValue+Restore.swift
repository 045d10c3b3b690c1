import Foundation

extension StateValue {
    /// The value of type `Value` that this describes, or nil when it describes none: the inverse
    /// of `StateValue(_:)` for the kinds it maps exactly (`Bool`, `Int`, `Double`, `Float`,
    /// `CGFloat`, `String`, closed ranges, arrays and sets of those, optionals, raw-value enums).
    /// `other` never converts back, nor does a number that would lose precision.
    func value<Value>(as type: Value.Type) -> Value? {
        if let optional = Value.self as? any OptionalState.Type {
            return (self == .null ? optional.noneValue : optional.wrapping(self)) as? Value
        }
        if let raw = Value.self as? any RawRepresentable.Type, !(Value.self is any CollectionState.Type) {
            return rawRepresentable(raw) as? Value
        }
        switch self {
        case .bool(let value): return value as? Value
        case .int(let value): return value as? Value
        case .double(let value):
            if let exact = value as? Value ?? CGFloat(value) as? Value { return exact }
            let single = Float(value)
            return Double(single) == value || value.isNaN ? single as? Value : nil
        case .string(let value): return value as? Value
        case .array(let elements):
            if let collection = Value.self as? any CollectionState.Type { return collection.make(elements) as? Value }
            guard elements.count == 2, let range = Value.self as? any RangeState.Type else { return nil }
            return range.make(lower: elements[0], upper: elements[1]) as? Value
        case .null, .other: return nil
        }
    }

    private func rawRepresentable<Raw: RawRepresentable>(_ type: Raw.Type) -> Raw? {
        value(as: Raw.RawValue.self).flatMap(Raw.init(rawValue:))
    }
}

/// An optional restored from a `StateValue`: `nil` for `.null`, else its wrapped value.
private protocol OptionalState {
    static var noneValue: Self { get }
    static func wrapping(_ state: StateValue) -> Self?
}

extension Optional: OptionalState {
    static var noneValue: Self { nil }

    static func wrapping(_ state: StateValue) -> Self? {
        state.value(as: Wrapped.self).map(Optional.some)
    }
}

/// An array or a set restored from a `StateValue.array` of its elements.
private protocol CollectionState {
    static func make(_ elements: [StateValue]) -> Self?
}

extension Array: CollectionState {
    static func make(_ elements: [StateValue]) -> Self? {
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let value = element.value(as: Element.self) else { return nil }
            result.append(value)
        }
        return result
    }
}

extension Set: CollectionState {
    static func make(_ elements: [StateValue]) -> Self? {
        guard let array = [Element].make(elements) else { return nil }
        return Set(array)
    }
}

/// A closed range restored from a `StateValue.array` of its two bounds.
private protocol RangeState {
    static func make(lower: StateValue, upper: StateValue) -> Self?
}

extension ClosedRange: RangeState {
    static func make(lower: StateValue, upper: StateValue) -> Self? {
        guard let lower = lower.value(as: Bound.self), let upper = upper.value(as: Bound.self), lower <= upper else {
            return nil
        }
        return lower...upper
    }
}
