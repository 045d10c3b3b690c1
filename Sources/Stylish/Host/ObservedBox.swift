/// The value an observer (`onChange`, `onGeometryChange`, a sheet's memory) last acted on, as
/// ``ViewGraph`` remembers it between renders.
///
/// A box of the value's type rather than an `Any`: reading it back compares the type and
/// downcasts, without a dynamic cast, and the box carries the number of the last pass that
/// visited it, instead of the graph keeping a set of the keys visited (one string hash less per
/// observer and pass).
class AnyObservedBox {
    /// The number of the graph's last pass that visited this box (see `ViewGraph.observed`).
    var visitedPass: Int
    /// Whether the graph still holds this box for its key: a ``SlotVisit`` that kept it uses it
    /// only then.
    var isStored = true

    init(visitedPass: Int) { self.visitedPass = visitedPass }

    /// The type of the value: a box whose `valueType` is `V` is an `ObservedBox<V>`.
    var valueType: Any.Type { fatalError("subclass") }
}

/// The value an observer last acted on, of its type.
final class ObservedBox<Value>: AnyObservedBox {
    var value: Value

    init(_ value: Value, visitedPass: Int) {
        self.value = value
        super.init(visitedPass: visitedPass)
    }

    override var valueType: Any.Type { Value.self }
}
