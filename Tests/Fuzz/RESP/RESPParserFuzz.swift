// libFuzzer target for `RESPParser`. Not a SwiftPM target: scripts/fuzz-resp.sh compiles this
// file together with Sources/RedisClient/*.swift into one module with
// `swiftc -sanitize=fuzzer,address -parse-as-library`.
//
// Input layout:
//   byte 0: bit 7 limits bulk strings to 16 bytes (so the limit is reachable with small inputs);
//           bit 6 feeds the stream one byte at a time (inputs up to 2 KiB), otherwise
//           bits 0-2 + 1 is the number of pieces the stream is cut into;
//   byte 1: seeds the cut points;
//   rest:   the bytes a server sent on one connection.
//
// Every input is parsed in one piece and in pieces, taking every complete value after each
// append; both runs must give the same values and end the same way (the same error at the same
// offset, or the same partial value). Every value must encode to bytes that parse back to it. A
// broken invariant calls `fatalError`, which libFuzzer reports as a crash with the input saved.

/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRESPParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 2 else { return 0 }
    let control = data[0]
    let seed = data[1]
    let stream = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
    let limit = control & 0x80 != 0 ? 16 : RESPParser.maxBulkLength

    let whole = FuzzOutcome(stream: stream, pieces: [stream.count], maxBulkLength: limit)
    let pieces: [Int]
    if control & 0x40 != 0, stream.count <= 2048 {
        pieces = Array(repeating: 1, count: stream.count)
    } else {
        pieces = cutPoints(length: stream.count, count: Int(control & 0x07) + 1, seed: seed)
    }
    let split = FuzzOutcome(stream: stream, pieces: pieces, maxBulkLength: limit)
    guard whole == split else {
        fatalError("invariant broken: split \(pieces) gives \(split), whole gives \(whole)")
    }
    if case .error(let error)? = whole.end {
        let offset = error.offset
        guard (0..<stream.count).contains(offset) else {
            fatalError("invariant broken: \(error) names an offset outside the \(stream.count) bytes")
        }
    }
    for value in whole.values {
        let reparsed = FuzzOutcome(stream: value.encoded, pieces: [value.encoded.count], maxBulkLength: RESPParser.maxBulkLength)
        guard reparsed.values == [value], reparsed.end == nil else {
            fatalError("invariant broken: \(value) encodes to bytes that parse to \(reparsed)")
        }
    }
    return 0
}

/// What parsing a stream in pieces gave.
private struct FuzzOutcome: Equatable, CustomStringConvertible {
    /// How a parse ended, when not on a value's end.
    enum End: Equatable {
        case error(RESPParseError)
        case partial
    }

    var values: [RESPValue] = []
    var end: End?

    /// Parses `stream` given in pieces of the sizes `pieces` (which add up to its length).
    init(stream: [UInt8], pieces: [Int], maxBulkLength: Int) {
        var parser = RESPParser(maxBulkLength: maxBulkLength)
        var start = 0
        for size in pieces {
            parser.append(stream[start..<start + size])
            start += size
            do {
                while let value = try parser.next() { values.append(value) }
            } catch {
                end = .error(error)
                return
            }
        }
        if !parser.isIdle { end = .partial }
    }

    var description: String { "\(values.count) values \(values.prefix(3)), end \(String(describing: end))" }
}

/// `count` piece sizes (some may be 0) that add up to `length`, from `seed`.
private func cutPoints(length: Int, count: Int, seed: UInt8) -> [Int] {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    var cuts: [Int] = []
    for _ in 1..<count {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        cuts.append(length == 0 ? 0 : Int(state % UInt64(length + 1)))
    }
    cuts.sort()
    var sizes: [Int] = []
    var previous = 0
    for cut in cuts + [length] {
        sizes.append(cut - previous)
        previous = cut
    }
    return sizes
}

extension RESPParseError {
    /// The offset the error names.
    fileprivate var offset: Int {
        switch self {
        case .badType(_, let offset), .badInteger(let offset), .badLength(let offset), .missingCRLF(let offset),
            .lineTooLong(_, let offset), .tooDeep(_, let offset), .arrayTooLong(_, _, let offset),
            .bulkTooLong(_, _, let offset):
            offset
        }
    }
}
