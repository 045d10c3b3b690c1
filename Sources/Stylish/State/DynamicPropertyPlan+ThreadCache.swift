/// A thread's own copy of the plans it has used, in front of the process-wide cache.
///
/// Every view of every render looks its type up, and the handler threads render at once: one
/// process-wide `Mutex` taken per view was contended (perf of the checkout scenario: 1.4 % of the
/// gallery's CPU spinning in it). A thread asks the shared cache only for a type it has not met.
final class DynamicPropertyPlanThreadCache {
    /// The entries this thread has met.
    var entries: [ObjectIdentifier: DynamicPropertyPlan.Entry] = [:]

    /// This thread's cache, made on first use and released when the thread ends.
    static var current: DynamicPropertyPlanThreadCache {
        threadCacheSlot.object { DynamicPropertyPlanThreadCache() }
    }
}

/// The thread-specific slot of ``DynamicPropertyPlanThreadCache``.
private let threadCacheSlot = ThreadLocalSlot<DynamicPropertyPlanThreadCache>()
