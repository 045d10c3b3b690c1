import Synchronization

/// Observations counted in fixed buckets (a Prometheus `histogram`), with their sum and count;
/// an observation is two atomic operations and no lock or allocation.
///
/// ```swift
/// let latency = Histogram(bounds: Histogram.secondsBounds)
/// latency.observe(nanoseconds: 420_000)   // 0.42 ms: counted in the `le="0.0005"` bucket and above
/// latency.snapshot().cumulative           // [0, 0, 1, 1, …, 1]: the last is `+Inf`, equal to count
/// ```
final class Histogram: Sendable {
    /// The buckets' upper bounds (inclusive), ascending; the `+Inf` bucket follows them.
    let bounds: [Double]
    /// The observations of each bucket alone (not cumulative): one more than `bounds`, for `+Inf`.
    private let buckets: AtomicCounts
    /// The sum of the observations, as a `Double`'s bits (added with compare-and-exchange).
    private let sumBits = Atomic<UInt64>(0)

    /// Bounds for durations in seconds: 100 µs to 10 s.
    static let secondsBounds: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
    ]

    /// A histogram with `bounds`, which must be finite and strictly ascending.
    init(bounds: [Double]) {
        precondition(
            bounds.allSatisfy(\.isFinite) && zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 },
            "histogram bounds must be finite and ascending: \(bounds)")
        self.bounds = bounds
        buckets = AtomicCounts(count: bounds.count + 1)
    }

    /// Counts `value` in the first bucket whose bound is at least `value` (`+Inf` past the last).
    func observe(_ value: Double) {
        var index = 0
        while index < bounds.count, !(value <= bounds[index]) { index += 1 }
        buckets.add(1, at: index)
        var old = sumBits.load(ordering: .relaxed)
        while true {
            let new = (Double(bitPattern: old) + value).bitPattern
            let (exchanged, current) = sumBits.weakCompareExchange(
                expected: old, desired: new, ordering: .relaxed)
            if exchanged { return }
            old = current
        }
    }

    /// Counts a duration of `nanoseconds`, in seconds.
    func observe(nanoseconds: UInt64) {
        observe(Double(nanoseconds) / 1e9)
    }

    /// The buckets as Prometheus shows them, each counting every observation at or below its bound.
    struct Snapshot: Equatable {
        /// One count a bound, then the `+Inf` count, which equals ``count``.
        var cumulative: [UInt64]
        /// The sum of the observations.
        var sum: Double
        /// The number of observations.
        var count: UInt64 { cumulative.last ?? 0 }
    }

    /// The buckets now (read one after another: observations made meanwhile may be in some).
    func snapshot() -> Snapshot {
        var cumulative: [UInt64] = []
        cumulative.reserveCapacity(buckets.count)
        var total: UInt64 = 0
        for index in 0..<buckets.count {
            total &+= buckets[index]
            cumulative.append(total)
        }
        return Snapshot(cumulative: cumulative, sum: Double(bitPattern: sumBits.load(ordering: .relaxed)))
    }
}
