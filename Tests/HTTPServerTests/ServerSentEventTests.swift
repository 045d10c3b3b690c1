import Testing

@testable import HTTPServer

/// The wire form of events, comments and chunks.
@Suite struct ServerSentEventTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func anEventHasItsIdTypeAndOneDataLinePerLine() {
        let event = ServerSentEvent.encode(event: "preview", data: "a\r\nb\rc\nd", id: "3")
        #expect(text(event) == "id: 3\nevent: preview\ndata: a\ndata: b\ndata: c\ndata: d\n\n")
    }

    @Test func emptyDataIsOneEmptyDataLine() {
        #expect(text(ServerSentEvent.encode(event: nil, data: "", id: nil)) == "data: \n\n")
    }

    @Test func lineBreaksInTheTypeOrIdCannotStartAnotherField() {
        let event = ServerSentEvent.encode(event: "a\ndata: forged", data: "x", id: "1\r\n\u{0}2")
        #expect(text(event) == "id: 1  2\nevent: a data: forged\ndata: x\n\n")
    }

    @Test func aChunkIsItsHexSizeAndTheBytes() {
        #expect(text(ServerSentEvent.chunk(Array(String(repeating: "x", count: 26).utf8))).hasPrefix("1a\r\nxx"))
        #expect(text(ServerSentEvent.chunk(Array("ab".utf8))) == "2\r\nab\r\n")
        #expect(text(ServerSentEvent.keepAlive) == ": keep-alive\n\n")
    }
}
