import Synchronization

/// A fixed number of counts, each raised with one relaxed atomic add and no lock: the storage of
/// a labelled series table (``RequestMetrics``) and of a ``Histogram``'s buckets.
final class AtomicCounts: @unchecked Sendable {
    // Sendable: the slots are atomics, allocated once and freed only with the instance.
    private let slots: UnsafeMutablePointer<Atomic<UInt64>>
    /// The number of counts.
    let count: Int

    /// `count` counts, all zero.
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        for index in 0..<count { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Adds `amount` to the count at `index` (wrapping past `UInt64.max`).
    func add(_ amount: UInt64, at index: Int) {
        precondition(index >= 0 && index < count, "count \(index) of \(count)")
        slots[index].wrappingAdd(amount, ordering: .relaxed)
    }

    /// The count at `index`.
    subscript(index: Int) -> UInt64 {
        precondition(index >= 0 && index < count, "count \(index) of \(count)")
        return slots[index].load(ordering: .relaxed)
    }
}
