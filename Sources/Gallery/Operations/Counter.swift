import Synchronization

/// A count that only rises (a Prometheus `counter`), raised with one relaxed atomic add.
final class Counter: Sendable {
    private let count = Atomic<UInt64>(0)

    /// A counter at zero.
    init() {}

    /// Adds `amount` (1 by default).
    func increment(by amount: UInt64 = 1) {
        count.wrappingAdd(amount, ordering: .relaxed)
    }

    /// The count so far.
    var value: UInt64 { count.load(ordering: .relaxed) }
}
