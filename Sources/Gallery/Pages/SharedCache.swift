import Synchronization

/// A small cache shared by every session: a few values per key, the most recently added first,
/// and a bound on them all.
///
/// At most `perKey` values are kept for a key (adding one more drops the oldest) and at most
/// `capacity` in all: adding one more drops everything, and what is asked for next fills it again.
/// Values are compared outside the lock, so a long comparison holds up no other request.
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Table {
        var values: [Key: [Value]] = [:]
        var count = 0
    }

    private let table = Mutex(Table())
    /// The most values kept in all.
    let capacity: Int
    /// The most values kept for one key.
    let perKey: Int

    /// An empty cache holding at most `capacity` values, `perKey` of them for one key.
    init(capacity: Int, perKey: Int) {
        self.capacity = max(1, capacity)
        self.perKey = max(1, perKey)
    }

    /// The number of values held.
    var count: Int { table.withLock { $0.count } }

    /// The most recent value for `key` that satisfies `isWanted`, if any.
    func first(for key: Key, where isWanted: (Value) -> Bool = { _ in true }) -> Value? {
        let candidates = table.withLock { $0.values[key] ?? [] }
        return candidates.first(where: isWanted)
    }

    /// Adds `value` for `key`, in place of the values `replaces` matches (one built meanwhile by
    /// another request for the same state).
    func insert(_ value: Value, for key: Key, replacing replaces: (Value) -> Bool = { _ in false }) {
        table.withLock { table in
            var values = table.values.removeValue(forKey: key) ?? []
            table.count -= values.count
            values.removeAll(where: replaces)
            if values.count >= perKey { values.removeLast(values.count - perKey + 1) }
            if table.count + values.count + 1 > capacity {
                table.values = [:]
                table.count = 0
                values = []
            }
            values.insert(value, at: 0)
            table.count += values.count
            table.values[key] = values
        }
    }
}
