import Foundation

extension String {
    /// Whether `other` is the same UTF-8 bytes as this string, not only the same characters.
    ///
    /// `==` takes canonically equivalent strings for equal: `"Caf\u{E9}"` and `"Cafe\u{301}"`
    /// are equal `String`s, written as different markup: what decides whether a node draws the
    /// same compares bytes.
    func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return true }  // both empty
                return memcmp(first, second, a.count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
