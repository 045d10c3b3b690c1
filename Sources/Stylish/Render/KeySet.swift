/// The `data-k` values a render has written, so that ``HTMLWriter`` gives each element a unique
/// one.
///
/// An open-addressed table of the keys and their 64-bit FNV-1a hashes: a key is hashed in one
/// pass over its bytes (`Set<String>` runs the seeded SipHash over them and a finalisation), and
/// two keys are compared only when their hashes are equal.
struct KeySet: ~Copyable {
    /// Each slot's hash, 0 when the slot is empty (a key's hash is never 0); nil until the first key.
    private var hashes: UnsafeMutablePointer<UInt64>?
    /// Each slot's key, initialized where its hash is not 0.
    private var keys: UnsafeMutablePointer<String>?
    /// The number of slots (a power of two, or 0 before the first key) less one.
    private var mask = -1
    /// How many keys the set holds.
    private(set) var count = 0

    /// An empty set with room for `capacity` keys before it grows; it allocates nothing until its
    /// first key when `capacity` is 0.
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        var slots = 16
        while slots < capacity * 2 { slots *= 2 }
        (hashes, keys, mask) = Self.allocate(slots)
    }

    deinit {
        guard let hashes, let keys else { return }
        for slot in 0...mask where hashes[slot] != 0 { (keys + slot).deinitialize(count: 1) }
        Self.free(hashes)
    }

    /// Storage of `slots` empty slots, in one allocation: the hashes, then the keys (whose
    /// alignment a hash's meets). ``free(_:)`` gives it back.
    private static func allocate(
        _ slots: Int
    ) -> (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<String>, Int) {
        let keysOffset = slots * MemoryLayout<UInt64>.stride
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: keysOffset + slots * MemoryLayout<String>.stride,
            alignment: max(MemoryLayout<UInt64>.alignment, MemoryLayout<String>.alignment))
        let hashes = raw.bindMemory(to: UInt64.self, capacity: slots)
        hashes.initialize(repeating: 0, count: slots)
        return (hashes, (raw + keysOffset).bindMemory(to: String.self, capacity: slots), slots - 1)
    }

    /// Gives back the storage that ``allocate(_:)`` made, its keys already deinitialized.
    private static func free(_ hashes: UnsafeMutablePointer<UInt64>) {
        UnsafeMutableRawPointer(hashes).deallocate()
    }

    /// Adds `key`; false when the set held it already.
    mutating func insert(_ key: String) -> Bool {
        // At most half the slots are used, so that a probe meets an empty slot soon.
        if (count + 1) * 2 > mask + 1 { grow() }
        guard let hashes, let keys else { return false }  // grow() allocated them
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, keys[slot] == key { return false }
            slot = (slot + 1) & mask
        }
        hashes[slot] = hash
        (keys + slot).initialize(to: key)
        count += 1
        return true
    }

    /// Moves the keys to a table twice as large (16 slots at first).
    private mutating func grow() {
        let (oldHashes, oldKeys, oldMask) = (hashes, keys, mask)
        let (newHashes, newKeys, newMask) = Self.allocate(max(16, (mask + 1) * 2))
        (hashes, keys, mask) = (newHashes, newKeys, newMask)
        guard let oldHashes, let oldKeys else { return }
        for old in 0...oldMask where oldHashes[old] != 0 {
            var slot = Int(truncatingIfNeeded: oldHashes[old]) & newMask
            while newHashes[slot] != 0 { slot = (slot + 1) & newMask }
            newHashes[slot] = oldHashes[old]
            (newKeys + slot).moveInitialize(from: oldKeys + old, count: 1)
        }
        Self.free(oldHashes)
    }

    /// The 64-bit FNV-1a hash of `key`'s UTF-8, 1 in place of 0.
    private static func hash(_ key: String) -> UInt64 {
        var key = key
        let hash = key.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
        return hash == 0 ? 1 : hash
    }
}
