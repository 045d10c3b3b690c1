import Foundation
import Synchronization

/// A markup's tokens: the markup cut before each `<` (a tag and the text after it), the unit in
/// which a rendering says what changed (``MarkupChanges``) and a patch edits it.
public enum MarkupTokens {
    /// Where the tokens of `bytes` start: each `<`, and the first byte when it is not one.
    static func starts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 32 + 1)
        guard !bytes.isEmpty else { return [0] }
        var start = 0
        while start < bytes.count {
            starts.append(start)
            start = end(of: bytes, from: start)
        }
        return starts
    }

    /// Where the token starting at `start` of `bytes` ends: at the next `<`, or the end.
    public static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let next = start + 1
        guard next < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + next, Int32(UInt8(ascii: "<")), bytes.count - next)
        else { return bytes.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

/// The markup of a host's last rendering, token by token: rewritten whole, or a token at a time
/// (the new bytes kept beside the old, which are dropped when they outgrow the markup).
///
/// Only the host changes it, one update at a time; a rendering reads it while it has not made
/// its own copy (see ``MarkupSnapshot``).
final class MarkupStore {
    /// A token: where its bytes are, in `base` (`start >= 0`) or in `edits` (`-start - 1`).
    private struct Token {
        var start: Int32
        var count: Int32
    }

    @exclusivity(unchecked) private var base: [UInt8] = []
    @exclusivity(unchecked) private var edits: [UInt8] = []
    @exclusivity(unchecked) private var tokens: [Token] = []

    /// The number of tokens.
    var count: Int { tokens.count }

    /// The number of bytes of the markup.
    @exclusivity(unchecked) private(set) var byteCount = 0

    /// Takes `bytes` as the whole markup; returns where its tokens start.
    @discardableResult
    func replaceAll(with bytes: [UInt8]) -> [Int] {
        base = bytes
        edits = []
        byteCount = bytes.count
        let starts = bytes.withUnsafeBufferPointer { MarkupTokens.starts(in: $0) }
        tokens = starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            return Token(start: Int32(starts[index]), count: Int32(end - starts[index]))
        }
        return starts
    }

    /// Calls `body` with the bytes of token `index`.
    func withToken<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let token = tokens[index]
        let source = token.start >= 0 ? base : edits
        let start = token.start >= 0 ? Int(token.start) : Int(-token.start - 1)
        return try source.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[start..<start + Int(token.count)]))
        }
    }

    /// Makes `bytes` token `index` when they differ from its bytes, noting the change in `builder`.
    func update(_ index: Int, to bytes: UnsafeBufferPointer<UInt8>, noting builder: inout MarkupChanges.Builder) {
        let changed = withToken(index) { old in
            if old.count == bytes.count, old.isEmpty || memcmp(old.baseAddress!, bytes.baseAddress!, old.count) == 0 {
                return false
            }
            builder.add(index, from: old, to: bytes)
            return true
        }
        guard changed else { return }
        // The replaced tokens' old bytes are dropped once they outgrow the markup.
        if edits.count > base.count + 4096 { replaceAll(with: joined()) }
        byteCount += bytes.count - Int(tokens[index].count)
        tokens[index] = Token(start: Int32(-edits.count - 1), count: Int32(bytes.count))
        edits.append(contentsOf: bytes)
    }

    /// The markup's bytes, one after the other.
    func joined() -> [UInt8] {
        if edits.isEmpty { return base }
        return [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            var offset = 0
            for index in tokens.indices {
                withToken(index) { token in
                    guard let source = token.baseAddress else { return }
                    (buffer.baseAddress! + offset).initialize(from: source, count: token.count)
                    offset += token.count
                }
            }
            initialized = offset
        }
    }
}

/// A rendering's markup: read from its host's ``MarkupStore`` until the first time it is asked
/// for, or until the host is about to change the store (``settle()``); its own bytes from then on.
final class MarkupSnapshot: @unchecked Sendable {
    enum State {
        case pending(MarkupStore)
        case settled([UInt8])
    }

    /// Guards `state`, which a rendering handed to another thread may read while its host goes on.
    let lock = Mutex(())
    @exclusivity(unchecked) private(set) var state: State

    /// The number of bytes of the markup.
    let count: Int

    /// The markup `store` holds now.
    init(pending store: MarkupStore) {
        state = .pending(store)
        count = store.byteCount
    }

    /// The markup's bytes.
    var bytes: [UInt8] {
        lock.withLock { _ in settledBytes() }
    }

    /// Makes the snapshot's own copy of the markup, if it has none yet: its host is about to
    /// change the store.
    func settle() {
        lock.withLock { _ in _ = settledBytes() }
    }

    private func settledBytes() -> [UInt8] {
        switch state {
        case .settled(let bytes):
            return bytes
        case .pending(let store):
            let bytes = store.joined()
            state = .settled(bytes)
            return bytes
        }
    }
}
