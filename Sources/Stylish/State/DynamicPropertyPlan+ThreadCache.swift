/// A thread's own copy of the plans it has used, in front of the process-wide cache.
///
/// Every view of every render looks its type up, and the handler threads render at once: one
/// process-wide `Mutex` taken per view was contended (perf of the checkout scenario: 1.4 % of the
/// gallery's CPU spinning in it). A thread asks the shared cache only for a type it has not met.
final class DynamicPropertyPlanThreadCache {
    /// The entries this thread has met, in memory of the cache's own.
    ///
    /// Behind a pointer rather than a stored `var`: each lookup of a class's stored dictionary
    /// was checked for exclusive access at run time (a runtime call to begin the access and one
    /// to end it, about 120 instructions a view). Only the thread that owns the cache reaches it,
    /// and no lookup or store overlaps another (a plan is made, or a value reflected, between them).
    let entries: UnsafeMutablePointer<[ObjectIdentifier: DynamicPropertyPlan.Entry]>

    init() {
        entries = .allocate(capacity: 1)
        entries.initialize(to: [:])
    }

    deinit {
        entries.deinitialize(count: 1)
        entries.deallocate()
    }

    /// This thread's cache, made on first use and released when the thread ends.
    static var current: DynamicPropertyPlanThreadCache {
        threadCacheSlot.object { DynamicPropertyPlanThreadCache() }
    }
}

/// The thread-specific slot of ``DynamicPropertyPlanThreadCache``.
private let threadCacheSlot = ThreadLocalSlot<DynamicPropertyPlanThreadCache>()
