import Testing

@testable import HTTPServer

private func makeDecoder(maxBodySize: Int = 1024) -> ChunkedDecoder {
    ChunkedDecoder(maxBodySize: maxBodySize, maxExtensionLength: 16, maxTrailerSize: 64)
}

/// The status of a failed decode, or `nil`.
private func failure(_ outcome: ChunkedDecoder.Outcome) -> Int? {
    if case .failure(let error) = outcome { return error.status.code }
    return nil
}

@Suite struct ChunkedDecoderTests {
    @Test func decodesByteByByteAndLeavesWhatFollows() {
        var decoder = makeDecoder()
        let input = Array("4;a=b\r\nWiki\r\n5\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-T: 1\r\n\r\nNEXT".utf8)
        var buffer: [UInt8] = []
        var finished = false
        for byte in input {
            buffer.append(byte)
            if case .done = decoder.decode(&buffer) {
                finished = true
                break
            }
        }
        #expect(finished)
        #expect(String(decoding: decoder.body, as: UTF8.self) == "Wikipedia in\r\n\r\nchunks.")
        #expect(buffer.isEmpty)  // stopped right after the last CRLF; "NEXT" was never fed
        var rest = Array("0\r\n\r\nGET".utf8)
        var second = makeDecoder()
        if case .done = second.decode(&rest) {} else { Issue.record("expected done") }
        #expect(rest == Array("GET".utf8))
    }

    @Test(arguments: [
        ("+a\r\n", 400), ("-1\r\n", 400), ("0x1\r\n", 400), ("0_2e\r\n", 400), ("\r\n", 400),
        ("00000000000000001\r\n", 400), ("1\r\nab", 400), ("1\na\r\n", 400), ("1;\u{01}\r\n", 400),
        ("1;" + String(repeating: "e", count: 20) + "\r\n", 400), ("401\r\n", 413),
        ("0\r\n" + String(repeating: "X: y\r\n", count: 20), 431), ("0\r\nNoColon\r\n", 400),
    ])
    func rejects(input: String, status: Int) {
        var decoder = makeDecoder()
        var buffer = Array(input.utf8)
        #expect(failure(decoder.decode(&buffer)) == status, "\(input.debugDescription)")
    }

    @Test func sixteenDigitSizesAreReadAndBoundedByTheLimit() {
        var decoder = makeDecoder()
        var buffer = Array("FFFFFFFFFFFFFFFF\r\n".utf8)
        #expect(failure(decoder.decode(&buffer)) == 413)
        var small = makeDecoder()
        var exact = Array("0000000000000400\r\n".utf8) + [UInt8](repeating: 1, count: 1024) + Array("\r\n0\r\n\r\n".utf8)
        if case .done = small.decode(&exact) {} else { Issue.record("1024 bytes fit the limit") }
        #expect(small.body.count == 1024)
    }
}
