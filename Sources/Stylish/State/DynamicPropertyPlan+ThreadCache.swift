import Glibc

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
        if let slot = pthread_getspecific(threadCacheSlot) {
            return Unmanaged<DynamicPropertyPlanThreadCache>.fromOpaque(slot).takeUnretainedValue()
        }
        let cache = DynamicPropertyPlanThreadCache()
        pthread_setspecific(threadCacheSlot, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }
}

/// The thread-specific slot of ``DynamicPropertyPlanThreadCache``; its destructor releases it.
private let threadCacheSlot: pthread_key_t = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { slot in
        if let slot { Unmanaged<DynamicPropertyPlanThreadCache>.fromOpaque(slot).release() }
    }
    guard created == 0 else { fatalError("no pthread key for the plan cache") }
    return key
}()
