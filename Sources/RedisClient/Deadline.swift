/// A moment by which a socket operation must be done.
struct Deadline {
    /// The moment.
    let instant: ContinuousClock.Instant

    /// `seconds` from now.
    init(after seconds: Double) {
        instant = .now + .nanoseconds(Int64(seconds * 1e9))
    }

    /// Whether the moment has come.
    var hasPassed: Bool { ContinuousClock.now >= instant }

    /// The milliseconds left, rounded up (so that a wait does not end just before the moment),
    /// 0 when it has passed: what `poll(2)` takes.
    var remainingMilliseconds: Int32 {
        let left = ContinuousClock.now.duration(to: instant)
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}
