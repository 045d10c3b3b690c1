import Foundation

extension StateValue {
    /// `value` as plain data for a checkpoint: as `StateValue(_:)` does, and also geometry
    /// (`CGPoint`, `CGSize` as two numbers, `CGRect` as four), which the JSON model only describes.
    static func checkpointing(_ value: Any) -> StateValue {
        switch value {
        case let point as CGPoint: .array([.double(Double(point.x)), .double(Double(point.y))])
        case let size as CGSize: .array([.double(Double(size.width)), .double(Double(size.height))])
        case let rect as CGRect:
            .array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { .double(Double($0)) })
        case let array as [Any]: .array(array.map(checkpointing))
        default: StateValue(value)
        }
    }

    /// The value of type `Value` that this describes, or nil when it describes none: the inverse
    /// of ``checkpointing(_:)`` for the kinds it maps exactly (`Bool`, `Int`, `Double`, `Float`,
    /// `CGFloat`, `String`, closed ranges, points, sizes, rectangles, arrays and sets of those,
    /// optionals, raw-value enums). `other` never converts back, nor does a number that would lose
    /// precision.
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
            return (Value.self as? any TupleState.Type)?.make(elements) as? Value
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

/// A value of a fixed number of parts (a range's bounds, a point's coordinates) restored from a
/// `StateValue.array` of them.
private protocol TupleState {
    static func make(_ parts: [StateValue]) -> Self?
}

extension ClosedRange: TupleState {
    static func make(_ parts: [StateValue]) -> Self? {
        guard parts.count == 2, let lower = parts[0].value(as: Bound.self), let upper = parts[1].value(as: Bound.self),
            lower <= upper
        else { return nil }
        return lower...upper
    }
}

extension CGPoint: TupleState {
    static func make(_ parts: [StateValue]) -> Self? {
        let numbers = parts.compactMap { $0.value(as: CGFloat.self) }
        return numbers.count == 2 && parts.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
    }
}

extension CGSize: TupleState {
    static func make(_ parts: [StateValue]) -> Self? {
        CGPoint.make(parts).map { CGSize(width: $0.x, height: $0.y) }
    }
}

extension CGRect: TupleState {
    static func make(_ parts: [StateValue]) -> Self? {
        let numbers = parts.compactMap { $0.value(as: CGFloat.self) }
        guard numbers.count == 4, parts.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
