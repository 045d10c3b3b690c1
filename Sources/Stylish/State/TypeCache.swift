@_spi(Reflection) import Swift
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the engine works out once per type (a plan to visit or compare its values), kept for the
/// process, with each thread's own copy in front: a thread takes the lock only for a type it has
/// not met.
final class TypeCache<Entry: Sendable>: Sendable {
    private let shared = Mutex<[ObjectIdentifier: Entry]>([:])
    /// The key of the thread-specific slot that holds each thread's ``Local``.
    private let slot: pthread_key_t

    /// A thread's entries, behind a pointer; only its thread reaches it, and no two accesses overlap.
    private final class Local {
        let entries = UnsafeMutablePointer<[ObjectIdentifier: Entry]>.allocate(capacity: 1)
        init() { entries.initialize(to: [:]) }
        deinit {
            entries.deinitialize(count: 1)
            entries.deallocate()
        }
    }

    init() {
        var key = pthread_key_t()
        // The destructor's argument is optional on Linux and not on Darwin: made optional here for both.
        let created = pthread_key_create(&key) { argument in
            let local: UnsafeMutableRawPointer? = argument
            if let local { Unmanaged<AnyObject>.fromOpaque(local).release() }
        }
        guard created == 0 else { fatalError("no pthread key for a type cache") }
        slot = key
    }

    /// This thread's entries, made the first time it asks.
    private var local: UnsafeMutablePointer<[ObjectIdentifier: Entry]> {
        if let local = pthread_getspecific(slot) { return Unmanaged<Local>.fromOpaque(local).takeUnretainedValue().entries }
        let local = Local()
        pthread_setspecific(slot, Unmanaged.passRetained(local).toOpaque())
        return local.entries
    }

    /// The entry of `type`, made by `make` the first time any thread asks.
    func entry(for type: Any.Type, orMake make: (Any.Type) -> Entry) -> Entry {
        let id = ObjectIdentifier(type)
        let local = self.local
        if let known = local.pointee[id] { return known }
        let entry = shared.withLock { cache in
            if let known = cache[id] { return known }
            let made = make(type)
            cache[id] = made
            return made
        }
        local.pointee[id] = entry
        return entry
    }

    /// Replaces the entry of `type`, for every thread from now on.
    func replace(_ entry: Entry, for type: Any.Type) {
        let id = ObjectIdentifier(type)
        shared.withLock { $0[id] = entry }
        local.pointee[id] = entry
    }
}

/// What the engine reads of a type's layout.
enum TypeLayout {
    /// A generic wrapper whose one field tells a type's metadata kind.
    private struct Probe<Value> {
        var value: Value
    }

    /// The metadata kind of `type` (struct, tuple, enum, class…).
    static func kind(of type: Any.Type) -> _MetadataKind {
        var kind = _MetadataKind.unknown
        func probe<T>(_: T.Type) {
            _ = _forEachField(of: Probe<T>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
        }
        _openExistential(type, do: probe)
        return kind
    }
}
