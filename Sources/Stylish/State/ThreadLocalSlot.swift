import Glibc

/// A thread's own instance of a class, kept in a thread-specific slot and released when the
/// thread ends: for what each thread keeps for itself without a lock (plans, declarations).
struct ThreadLocalSlot<Object: AnyObject>: Sendable {
    /// The slot's key; its destructor releases the object of a thread that ends.
    private let key: pthread_key_t

    /// A new slot, empty in every thread.
    init() {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { slot in
            if let slot { Unmanaged<AnyObject>.fromOpaque(slot).release() }
        }
        guard created == 0 else { fatalError("no pthread key for a thread's \(Object.self)") }
        self.key = key
    }

    /// This thread's object, made by `make` the first time the thread asks.
    func object(orMake make: () -> Object) -> Object {
        if let slot = pthread_getspecific(key) {
            return Unmanaged<Object>.fromOpaque(slot).takeUnretainedValue()
        }
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        return object
    }
}
