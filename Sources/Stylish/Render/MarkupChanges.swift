import Foundation

/// The tokens of a rendering's markup that differ from the rendering before it, with their old
/// and new bytes: what a client that holds the old markup needs to make the new one.
///
/// A token is the markup cut before each `<` (a tag and the text after it). Both markups have
/// ``tokenCount`` tokens; every token not listed is the same in both.
///
/// ```swift
/// let before = host.current!
/// let after = try host.send(event)
/// for change in after.changedTokens(since: before.version) ?? [] { … }
/// ```
public final class MarkupChanges: RandomAccessCollection, Sendable {
    /// One changed token: its index in the markup, its old bytes and its new bytes.
    public struct Change: Sendable {
        /// The token's index in both markups.
        public let index: Int
        /// The token's bytes in the old markup.
        public let old: ArraySlice<UInt8>
        /// The token's bytes in the new markup.
        public let new: ArraySlice<UInt8>
    }

    /// The number of tokens of both markups.
    public let tokenCount: Int
    /// The old and new bytes of every change, one after the other.
    private let bytes: [UInt8]
    /// Each change: its token, and where its old and new bytes lie in `bytes`.
    private let entries: [(token: Int, old: Range<Int>, new: Range<Int>)]

    fileprivate init(tokenCount: Int, bytes: [UInt8], entries: [(token: Int, old: Range<Int>, new: Range<Int>)]) {
        self.tokenCount = tokenCount
        self.bytes = bytes
        self.entries = entries
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> Change {
        let entry = entries[position]
        return Change(index: entry.token, old: bytes[entry.old], new: bytes[entry.new])
    }

    /// Builds a ``MarkupChanges`` change by change, in the order of the tokens.
    struct Builder {
        private var bytes: [UInt8] = []
        private var entries: [(token: Int, old: Range<Int>, new: Range<Int>)] = []

        /// A builder with room for `bytes` bytes of changes.
        init(reservingCapacity bytes: Int = 0) {
            self.bytes.reserveCapacity(bytes)
        }

        /// Adds that token `index` changed from `old` to `new`; tokens are added in increasing order.
        mutating func add(_ index: Int, from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>) {
            assert(entries.last.map { $0.token < index } ?? true, "tokens are added in increasing order")
            let oldStart = bytes.count
            bytes.append(contentsOf: old)
            let newStart = bytes.count
            bytes.append(contentsOf: new)
            entries.append((index, oldStart..<newStart, newStart..<bytes.count))
        }

        /// The changes of a markup of `tokenCount` tokens, sorted by token.
        func build(tokenCount: Int) -> MarkupChanges {
            MarkupChanges(tokenCount: tokenCount, bytes: bytes, entries: entries)
        }
    }

    /// The changes from the tokens of `old` to those of `new`, found by comparing them one by one;
    /// nil when they are not as many (the structure changed).
    static func walking(from old: MarkupStore, to new: MarkupStore) -> MarkupChanges? {
        guard old.count == new.count else { return nil }
        var builder = Builder()
        for index in 0..<new.count {
            old.withToken(index) { a in
                new.withToken(index) { b in
                    if a.count != b.count || (a.count > 0 && memcmp(a.baseAddress!, b.baseAddress!, a.count) != 0) {
                        builder.add(index, from: a, to: b)
                    }
                }
            }
        }
        return builder.build(tokenCount: new.count)
    }
}
