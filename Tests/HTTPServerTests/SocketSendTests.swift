import Glibc
import Testing

@testable import HTTPServer

/// `Socket.send` gathers a reply's chunks into one `sendmsg` through vectors on the stack.
@Suite("A send gathers its chunks")
struct SocketSendTests {
    @Test("The bytes received are the first 64 chunks from the offset, in order, and the count returned says so")
    func gathersExactly() throws {
        var random = SplitMix(seed: 77)
        for _ in 0..<2000 {
            var pair: [Int32] = [0, 0]
            try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
            defer {
                close(pair[0])
                close(pair[1])
            }
            // 0 to 99 chunks of 0 to 4 bytes, empty ones included, sent from a random chunk and offset.
            let chunks: [[UInt8]] = (0..<random.below(100)).map { _ in
                (0..<random.below(5)).map { _ in UInt8(random.below(256)) }
            }
            let slice = chunks[random.below(max(chunks.count, 1))...]
            let offset = slice.first.map { random.below($0.count + 1) } ?? 0
            let sent = Socket.send(pair[0], slice, firstOffset: offset)
            var expected: [UInt8] = []
            for (position, chunk) in slice.prefix(64).enumerated() {
                expected += position == 0 ? Array(chunk.dropFirst(offset)) : chunk
            }
            #expect(sent == expected.count)
            var received = [UInt8](repeating: 0, count: 4096)
            let count = expected.isEmpty ? 0 : recv(pair[1], &received, received.count, 0)
            #expect(Array(received[0..<max(count, 0)]) == expected)
        }
    }
}

/// A small seeded generator (SplitMix64), so that a failure repeats.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
