import Synchronization

/// A value that goes up and down (a Prometheus `gauge`), set without a lock.
final class MetricGauge: Sendable {
    private let current = Atomic<Int64>(0)

    /// A gauge at zero.
    init() {}

    /// Sets the value.
    func set(_ value: Int64) { current.store(value, ordering: .relaxed) }

    /// Adds `delta` (negative to lower it).
    func add(_ delta: Int64) { current.wrappingAdd(delta, ordering: .relaxed) }

    /// The value now.
    var value: Int64 { current.load(ordering: .relaxed) }
}
