import Foundation

/// The `data-k` values a render has written, so that ``HTMLWriter`` gives each element a unique
/// one.
///
/// An open-addressed table of the keys' 64-bit FNV-1a hashes and where their UTF-8 lies in the
/// set's own byte store: a key is copied there and hashed in one pass over its bytes (`Set<String>`
/// runs the seeded SipHash over them and a finalisation, and holds a reference to each string),
/// and two keys' bytes are compared only when their hashes are equal. Keys are equal when their
/// bytes are.
struct KeySet: ~Copyable {
    /// Where a key's bytes lie in the store, and their hash (0 for an empty slot: a key's hash is
    /// never 0).
    private struct Slot {
        var hash: UInt64
        var start: Int
        var count: Int
    }

    /// The table, nil until the first key.
    private var slots: UnsafeMutablePointer<Slot>?
    /// The number of slots (a power of two, or 0 before the first key) less one.
    private var mask = -1
    /// How many keys the set holds.
    private(set) var count = 0
    /// The keys' bytes, one after the other: `stored` of `storeCapacity` bytes.
    private var store: UnsafeMutablePointer<UInt8>?
    private var stored = 0
    private var storeCapacity = 0
    /// How many renders in a row have left the set more than four times as roomy as they needed.
    private var roomyRenders = 0

    /// An empty set with room for `capacity` keys before it grows; it allocates nothing until its
    /// first key when `capacity` is 0.
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        let slots = Self.tableSize(for: capacity)
        (self.slots, mask) = (Self.allocate(slots), slots - 1)
        reserveStore(capacity * 16)
    }

    deinit {
        slots?.deallocate()
        store?.deallocate()
    }

    /// Empties the set, keeping its table and store for the next render's keys, unless they have
    /// been more than four times what the keys needed for ``roomyRendersBeforeShrinking`` renders
    /// in a row: a preview that once wrote many keys and now writes few gives the room back (and
    /// no longer clears a large table every render), while one whose renders alternate between
    /// many keys and few does not reallocate and grow again every other render.
    mutating func removeAll() {
        let needed = Self.tableSize(for: count)
        let isRoomy = mask + 1 > 4 * needed || storeCapacity > 4 * max(64, stored)
        roomyRenders = isRoomy ? roomyRenders + 1 : 0
        if roomyRenders >= Self.roomyRendersBeforeShrinking {
            roomyRenders = 0
            if let slots, mask + 1 > needed {
                slots.deallocate()
                (self.slots, mask) = (Self.allocate(needed), needed - 1)
            }
            if let store, storeCapacity > max(64, stored * 2) {
                store.deallocate()
                let capacity = max(64, stored * 2)
                (self.store, storeCapacity) = (UnsafeMutablePointer<UInt8>.allocate(capacity: capacity), capacity)
            }
        }
        if let slots { slots.update(repeating: Slot(hash: 0, start: 0, count: 0), count: mask + 1) }
        (count, stored) = (0, 0)
    }

    /// How many renders in a row must leave the set more than four times as roomy as they need
    /// before it shrinks.
    static let roomyRendersBeforeShrinking = 8

    /// The number of slots a table of `count` keys has: at most half used, 16 at least.
    private static func tableSize(for count: Int) -> Int {
        var slots = 16
        while slots < count * 2 { slots *= 2 }
        return slots
    }

    /// The number of slots in the table (0 before the first key), for tests.
    var tableSize: Int { mask + 1 }
    /// The bytes the store has room for, for tests.
    var storeSize: Int { storeCapacity }

    /// `slots` empty slots.
    private static func allocate(_ slots: Int) -> UnsafeMutablePointer<Slot> {
        let table = UnsafeMutablePointer<Slot>.allocate(capacity: slots)
        table.initialize(repeating: Slot(hash: 0, start: 0, count: 0), count: slots)
        return table
    }

    /// Adds `key`; false when the set held it already.
    mutating func insert(_ key: String) -> Bool {
        let start = stored
        let hash = appendToStore(key)
        if insertStored(from: start, hash: hash) { return true }
        stored = start
        return false
    }

    /// Adds each of `keys` (distinct) when the set holds none of them; false, the set unchanged,
    /// otherwise. Several keys are each looked for first, their bytes hashed without being
    /// stored, so that nothing need be taken out again.
    mutating func insertAllAbsent(_ keys: [String]) -> Bool {
        // One key (a default button's, whose text is its element) is added, or found held, in one pass.
        if keys.count == 1 { return insert(keys[0]) }
        for key in keys where contains(key) { return false }
        for key in keys { _ = insert(key) }
        return true
    }

    /// Whether the set holds `key`.
    func contains(_ key: String) -> Bool {
        if let found = key.utf8.withContiguousStorageIfAvailable({ contains($0) }) { return found }
        var key = key
        return key.withUTF8 { contains($0) }
    }

    /// Whether the set holds a key of these bytes.
    private func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let slots, let store, let source = bytes.baseAddress ?? UnsafePointer(store) else { return false }
        var hash = Self.emptyHash
        for byte in bytes { hash = Self.hash(hash, byte) }
        return Self.probe(slots, mask, store, for: hash, bytes: source, count: bytes.count).isHeld
    }

    /// The slot of `slots` (`mask` + 1 of them, over `store`) that holds the key of `count`
    /// bytes at `bytes` whose FNV-1a hash is `fnv`, or the empty one where it would go.
    @inline(__always)
    private static func probe(
        _ slots: UnsafeMutablePointer<Slot>, _ mask: Int, _ store: UnsafeMutablePointer<UInt8>, for fnv: UInt64,
        bytes: UnsafePointer<UInt8>, count length: Int
    ) -> (slot: Int, hash: UInt64, isHeld: Bool) {
        let hash = fnv == 0 ? 1 : fnv
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, slots[slot].count == length,
                length == 0 || memcmp(store + slots[slot].start, bytes, length) == 0
            {
                return (slot, hash, true)
            }
            slot = (slot + 1) & mask
        }
        return (slot, hash, false)
    }

    /// Adds `key`, or (when the set holds it) `key` with as few `'` appended as make it new;
    /// returns how many were appended.
    mutating func insertPrimed(_ key: String) -> Int {
        let start = stored
        var hash = appendToStore(key)
        var primes = 0
        while !insertStored(from: start, hash: hash) {
            // FNV-1a takes its bytes one at a time: the primed key's hash goes on from the key's.
            hash = Self.hash(hash, UInt8(ascii: "'"))
            appendToStore(UInt8(ascii: "'"))
            primes += 1
        }
        return primes
    }

    /// The FNV-1a offset basis, the hash of no bytes.
    private static var emptyHash: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// The FNV-1a hash of some bytes, `hash`, followed by `byte`.
    @inline(__always)
    private static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Adds the key whose bytes are the store's from `start` on and whose FNV-1a hash is `hash`;
    /// false (the table unchanged) when it held a key of those bytes already.
    private mutating func insertStored(from start: Int, hash fnv: UInt64) -> Bool {
        // At most half the slots are used, so that a probe meets an empty slot soon.
        if (count + 1) * 2 > mask + 1 { grow() }
        guard let slots, let store else { return false }  // grow() and appendToStore made them
        let length = stored - start
        let (slot, hash, isHeld) = Self.probe(slots, mask, store, for: fnv, bytes: store + start, count: length)
        if isHeld { return false }
        slots[slot] = Slot(hash: hash, start: start, count: length)
        count += 1
        return true
    }

    /// Appends `key`'s UTF-8 to the store and returns its FNV-1a hash.
    private mutating func appendToStore(_ key: String) -> UInt64 {
        // A native string's bytes are read in place; only a bridged one is copied.
        if let hash = key.utf8.withContiguousStorageIfAvailable({ appendToStore($0) }) { return hash }
        var key = key
        return key.withUTF8 { appendToStore($0) }
    }

    /// Appends `bytes` to the store and returns their FNV-1a hash: each byte is hashed as it is
    /// copied, one pass over them.
    private mutating func appendToStore(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        reserveStore(stored + bytes.count)
        var hash = Self.emptyHash
        guard let store else { return hash }
        let target = store + stored
        for index in bytes.indices {
            let byte = bytes[index]
            target[index] = byte
            hash = Self.hash(hash, byte)
        }
        stored += bytes.count
        return hash
    }

    /// Appends one byte to the store.
    private mutating func appendToStore(_ byte: UInt8) {
        reserveStore(stored + 1)
        store?[stored] = byte
        stored += 1
    }

    /// Makes the store hold at least `needed` bytes (at least 64, doubling), keeping its bytes.
    private mutating func reserveStore(_ needed: Int) {
        guard needed > storeCapacity || store == nil else { return }
        let larger = max(needed, storeCapacity * 2, 64)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        if let store {
            moved.initialize(from: store, count: stored)
            store.deallocate()
        }
        (store, storeCapacity) = (moved, larger)
    }

    /// Moves the slots to a table twice as large (16 slots at first).
    private mutating func grow() {
        let (old, oldMask) = (slots, mask)
        let newMask = max(16, (mask + 1) * 2) - 1
        let table = Self.allocate(newMask + 1)
        (slots, mask) = (table, newMask)
        guard let old else { return }
        for index in 0...oldMask where old[index].hash != 0 {
            var slot = Int(truncatingIfNeeded: old[index].hash) & newMask
            while table[slot].hash != 0 { slot = (slot + 1) & newMask }
            table[slot] = old[index]
        }
        old.deallocate()
    }
}
