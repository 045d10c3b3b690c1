@_spi(Reflection) import Swift

/// Whether two values of one type are provably the same, for the engine's decisions to skip work:
/// a view whose value is provably equal to its last one keeps what it made; a `@State` write of a
/// provably equal value changes nothing.
///
/// "Provably" errs one way only: `true` means equal for anything a body can observe; `false` may
/// be said of equal values. Plain data is compared by its bytes (so `-0.0` is not `0.0`), strings
/// by their UTF-8 bytes, references, closures and metatypes by identity, bindings by the storage
/// they point to; `@State` and `@Environment` properties are skipped, since the engine, not the
/// value, decides what they hold. A struct or tuple is compared field by field (its padding is not
/// compared); any other type (an enum, an existential) by its bytes, which compare equal only
/// for identical payloads.
enum StructuralEquality {
    /// Whether `a` and `b` are provably equal.
    static func isEqual<Value>(_ a: Value, _ b: Value) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in isEqual(Value.self, a, b) } }
    }

    /// Whether the values of type `Value` at `a` and `b` are provably equal.
    static func isEqual<Value>(_ type: Value.Type, _ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) -> Bool {
        plan(for: Value.self).isEqual(UnsafeRawPointer(a), UnsafeRawPointer(b))
    }

    /// The plan of `type`, made once per type and kept.
    static func plan(for type: Any.Type) -> EqualityPlan {
        cache.entry(for: type) { type in
            var steps: [EqualityPlan.Step] = []
            appendSteps(of: type, at: 0, to: &steps)
            return EqualityPlan(steps: merged(steps))
        }
    }

    private static let cache = TypeCache<EqualityPlan>()

    /// Appends the steps that compare a value of `type` stored at `offset`.
    private static func appendSteps(of type: Any.Type, at offset: Int, to steps: inout [EqualityPlan.Step]) {
        if let custom = type as? any CustomStructuralEquality.Type {
            steps.append(.custom(offset: offset, type: CustomComparer(type: custom)))
            return
        }
        let size = sizeOf(type)
        guard size > 0 else { return }
        if isPlainData(type) || !isDecomposable(type) {
            steps.append(.bytes(offset: offset, count: size))
            return
        }
        var fields: [(offset: Int, type: Any.Type)] = []
        let listed = _forEachField(of: type) { _, fieldOffset, fieldType, _ in
            fields.append((fieldOffset, fieldType))
            return true
        }
        guard listed else {
            steps.append(.bytes(offset: offset, count: size))
            return
        }
        for field in fields { appendSteps(of: field.type, at: offset + field.offset, to: &steps) }
    }

    /// Adjacent byte comparisons joined into one.
    private static func merged(_ steps: [EqualityPlan.Step]) -> [EqualityPlan.Step] {
        var result: [EqualityPlan.Step] = []
        for step in steps {
            if case .bytes(let offset, let count) = step, case .bytes(let lastOffset, let lastCount)? = result.last,
                lastOffset + lastCount == offset
            {
                result[result.count - 1] = .bytes(offset: lastOffset, count: lastCount + count)
            } else {
                result.append(step)
            }
        }
        return result
    }

    /// Whether `type` is a struct or a tuple, compared field by field.
    private static func isDecomposable(_ type: Any.Type) -> Bool {
        let kind = TypeLayout.kind(of: type)
        return kind == .struct || kind == .tuple
    }

    private static func sizeOf(_ type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    private static func isPlainData(_ type: Any.Type) -> Bool {
        func pod<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: pod)
    }
}

/// How to compare the values of one type: byte ranges and the fields that compare themselves.
struct EqualityPlan: Sendable {
    enum Step: Sendable {
        /// `count` bytes at `offset`, compared as they are.
        case bytes(offset: Int, count: Int)
        /// A field whose type compares itself.
        case custom(offset: Int, type: CustomComparer)
    }

    let steps: [Step]

    /// Whether the values at `a` and `b` are provably equal.
    func isEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if a == b { return true }
        for step in steps {
            switch step {
            case .bytes(let offset, let count):
                if memcmp(a + offset, b + offset, count) != 0 { return false }
            case .custom(let offset, let comparer):
                if !comparer.type.structurallyEqual(a + offset, b + offset) { return false }
            }
        }
        return true
    }
}

/// A type that says itself when two of its values are provably equal (see ``StructuralEquality``).
protocol CustomStructuralEquality {
    /// Whether the values of this type at `a` and `b` are provably equal.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// A ``CustomStructuralEquality`` type, kept in a plan.
///
/// `@unchecked`: a metatype is immutable and shareable.
struct CustomComparer: @unchecked Sendable {
    let type: any CustomStructuralEquality.Type
}

extension String: CustomStructuralEquality {
    /// Strings are equal when their UTF-8 bytes are (canonically equivalent text is written as
    /// other bytes, so `==` is not enough).
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: String.self).pointee.hasSameBytes(as: b.assumingMemoryBound(to: String.self).pointee)
    }
}

extension Optional: CustomStructuralEquality {
    /// Both `nil`, or both values that are provably equal.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch (a.assumingMemoryBound(to: Wrapped?.self).pointee, b.assumingMemoryBound(to: Wrapped?.self).pointee) {
        case (nil, nil): true
        case (let x?, let y?): StructuralEquality.isEqual(x, y)
        default: false
        }
    }
}
