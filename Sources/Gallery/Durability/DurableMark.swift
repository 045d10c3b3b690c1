import Synchronization

/// The highest `seq` of a preview known to be stored durably: set by the store's committer on
/// its thread, read by the requests of the preview's session on theirs.
final class DurableMark: Sendable {
    private let value = Atomic<Int>(0)

    /// The highest `seq` stored so far (0: none).
    var seq: Int { value.load(ordering: .acquiring) }

    /// Notes that `seq` (and every one before it) is stored; a lower number changes nothing.
    func advance(to seq: Int) {
        var current = value.load(ordering: .relaxed)
        while current < seq {
            let (exchanged, original) = value.compareExchange(
                expected: current, desired: seq, ordering: .acquiringAndReleasing)
            if exchanged { return }
            current = original
        }
    }

    /// Forgets what was stored (the preview was reset: its `seq` starts again at 0).
    func reset() { value.store(0, ordering: .releasing) }
}
