import RedisClient
import Testing

/// Every value `bytes` parses to, in one piece, and whether the stream ended on a value's end.
func parseAll(_ bytes: [UInt8], maxBulkLength: Int = RESPParser.maxBulkLength) throws(RESPParseError) -> [RESPValue] {
    var parser = RESPParser(maxBulkLength: maxBulkLength)
    parser.append(bytes)
    var values: [RESPValue] = []
    while let value = try parser.next() { values.append(value) }
    return values
}

/// The bytes of `text`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct RESPParserTests {
    @Test func everyType() throws {
        let stream = bytes(
            "+OK\r\n-ERR wrong type\r\n:0\r\n:-42\r\n:9223372036854775807\r\n:-9223372036854775808\r\n$3\r\nfoo\r\n$0\r\n\r\n")
        #expect(
            try parseAll(stream) == [
                .simple("OK"), .error("ERR wrong type"), .integer(0), .integer(-42), .integer(.max), .integer(.min),
                .bulk(bytes("foo")), .bulk([]),
            ])
    }

    @Test func nilBulkAndNilArray() throws {
        #expect(try parseAll(bytes("$-1\r\n*-1\r\n*0\r\n")) == [.bulk(nil), .array(nil), .array([])])
    }

    @Test func bulkStringsHoldAnyBytes() throws {
        #expect(try parseAll([UInt8]("$4\r\n".utf8) + [13, 10, 0, 255] + [13, 10]) == [.bulk([13, 10, 0, 255])])
    }

    @Test func nestedArrays() throws {
        let stream = bytes("*3\r\n:1\r\n*2\r\n$1\r\na\r\n*-1\r\n*1\r\n*0\r\n+after\r\n")
        #expect(
            try parseAll(stream) == [
                .array([.integer(1), .array([.bulk(bytes("a")), .array(nil)]), .array([.array([])])]), .simple("after"),
            ])
    }

    @Test func textOfSimpleAndBulkStrings() {
        #expect(RESPValue.simple("OK").text == "OK")
        #expect(RESPValue.bulk(bytes("héllo")).text == "héllo")
        #expect(RESPValue.bulk(nil).text == nil)
        #expect(RESPValue.integer(1).text == nil)
        #expect(RESPValue.error("ERR").text == nil)
    }

    /// The stream of `everyType`, `nestedArrays` and the nil values, cut in two at every byte and
    /// fed one byte at a time: always the same values, nothing before the last byte of each.
    @Test func splitAtEveryBytePosition() throws {
        let stream = bytes(
            "+OK\r\n-ERR x\r\n:-42\r\n$3\r\nfoo\r\n$-1\r\n*3\r\n:1\r\n*2\r\n$1\r\na\r\n*-1\r\n*1\r\n*0\r\n*-1\r\n$0\r\n\r\n")
        let expected = try parseAll(stream)
        #expect(expected.count == 8)
        for cut in 0...stream.count {
            var parser = RESPParser()
            var values: [RESPValue] = []
            parser.append(stream[..<cut])
            while let value = try parser.next() { values.append(value) }
            parser.append(stream[cut...])
            while let value = try parser.next() { values.append(value) }
            #expect(values == expected, "cut at \(cut)")
            #expect(parser.isIdle)
        }
        var parser = RESPParser()
        var values: [RESPValue] = []
        for byte in stream {
            parser.append(CollectionOfOne(byte))
            while let value = try parser.next() { values.append(value) }
        }
        #expect(values == expected)
    }

    @Test func aPartialValueWaits() throws {
        for partial in ["+OK", "+OK\r", ":12", "$3\r\nfo", "$3\r\nfoo\r", "*2\r\n:1\r\n", "*2\r\n*1\r\n$1\r\n"] {
            var parser = RESPParser()
            parser.append(bytes(partial))
            #expect(try parser.next() == nil, "\(partial)")
            #expect(!parser.isIdle)
        }
    }

    @Test func encodingParsesBack() throws {
        let values: [RESPValue] = [
            .simple("OK"), .error("ERR no"), .integer(.min), .integer(.max), .integer(0), .bulk(nil), .bulk([0, 13, 10]),
            .array(nil), .array([]), .array([.integer(7), .array([.bulk(bytes("x")), .simple("y")])]),
        ]
        var stream: [UInt8] = []
        for value in values { value.encode(into: &stream) }
        #expect(try parseAll(stream) == values)
        #expect(RESPValue.array([.bulk(bytes("GET")), .bulk(bytes("k"))]).encoded == bytes("*2\r\n$3\r\nGET\r\n$1\r\nk\r\n"))
    }

    @Test func nestingLimit() throws {
        let atLimit = String(repeating: "*1\r\n", count: RESPParser.maxDepth) + ":1\r\n"
        var expected = RESPValue.integer(1)
        for _ in 0..<RESPParser.maxDepth { expected = .array([expected]) }
        #expect(try parseAll(bytes(atLimit)) == [expected])

        let onePast = String(repeating: "*1\r\n", count: RESPParser.maxDepth + 1) + ":1\r\n"
        #expect(throws: RESPParseError.tooDeep(limit: 32, offset: 4 * 32)) { try parseAll(bytes(onePast)) }
    }

    @Test func arrayLengthLimit() throws {
        var parser = RESPParser()
        parser.append(bytes("*1048576\r\n"))
        #expect(try parser.next() == nil)
        #expect(throws: RESPParseError.arrayTooLong(count: 1_048_577, limit: 1_048_576, offset: 1)) {
            try parseAll(bytes("*1048577\r\n"))
        }
    }

    @Test func anArrayOfTheMostElements() throws {
        var stream = bytes("*1048576\r\n")
        for _ in 0..<RESPParser.maxArrayCount { stream += bytes(":1\r\n") }
        let values = try parseAll(stream)
        guard case .array(let elements?) = values.first else {
            Issue.record("not an array: \(values.count) values")
            return
        }
        #expect(elements.count == 1_048_576)
    }

    @Test func bulkLengthLimit() throws {
        #expect(try parseAll(bytes("$16\r\n0123456789abcdef\r\n"), maxBulkLength: 16) == [.bulk(bytes("0123456789abcdef"))])
        #expect(throws: RESPParseError.bulkTooLong(length: 17, limit: 16, offset: 1)) {
            try parseAll(bytes("$17\r\n0123456789abcdefg\r\n"), maxBulkLength: 16)
        }
        // The default limit, Redis's own, refused at the header, before any byte of the data.
        var parser = RESPParser()
        parser.append(bytes("$536870912\r\n"))
        #expect(try parser.next() == nil)
        #expect(throws: RESPParseError.bulkTooLong(length: 536_870_913, limit: 536_870_912, offset: 1)) {
            try parseAll(bytes("$536870913\r\n"))
        }
    }

    @Test func lineLengthLimit() throws {
        let atLimit = "+" + String(repeating: "a", count: RESPParser.maxLineLength) + "\r\n"
        #expect(try parseAll(bytes(atLimit)) == [.simple(String(repeating: "a", count: RESPParser.maxLineLength))])
        let onePast = "-" + String(repeating: "a", count: RESPParser.maxLineLength + 1) + "\r\n"
        #expect(throws: RESPParseError.lineTooLong(limit: 65536, offset: 65537)) { try parseAll(bytes(onePast)) }
    }

    @Test(arguments: [
        ("!x\r\n", RESPParseError.badType(UInt8(ascii: "!"), offset: 0)),
        (":1\r\n_\r\n", .badType(UInt8(ascii: "_"), offset: 4)),
        ("\r\n", .badType(13, offset: 0)),
        (":\r\n", .badInteger(offset: 1)),
        (":-\r\n", .badInteger(offset: 1)),
        (":-0\r\n", .badInteger(offset: 1)),
        (":01\r\n", .badInteger(offset: 1)),
        (":+1\r\n", .badInteger(offset: 1)),
        (":1 \r\n", .badInteger(offset: 1)),
        (":9223372036854775808\r\n", .badInteger(offset: 1)),
        (":-9223372036854775809\r\n", .badInteger(offset: 1)),
        (":123456789012345678901\r\n", .badInteger(offset: 21)),
        ("$-2\r\n", .badLength(offset: 1)),
        ("$\r\n", .badLength(offset: 1)),
        ("$03\r\nabc\r\n", .badLength(offset: 1)),
        ("$x\r\n", .badLength(offset: 1)),
        ("*-2\r\n", .badLength(offset: 1)),
        ("*1a\r\n", .badLength(offset: 1)),
        ("+OK\n", .missingCRLF(offset: 3)),
        ("+OK\rX\r\n", .missingCRLF(offset: 4)),
        (":1\n", .missingCRLF(offset: 2)),
        ("$3\r\nfooXY", .missingCRLF(offset: 7)),
        ("$3\r\nfoo\rX", .missingCRLF(offset: 8)),
        ("$3\nfoo\r\n", .missingCRLF(offset: 2)),
        ("*1\r\n$1\r\nab\r\n", .missingCRLF(offset: 9)),
    ])
    func malformed(stream: String, error: RESPParseError) throws {
        #expect(throws: error) { try parseAll(bytes(stream)) }
        // Split anywhere, the same error at the same offset, and the parser stays spent.
        for cut in 0...stream.utf8.count {
            var parser = RESPParser()
            var thrown: RESPParseError?
            for piece in [bytes(stream).prefix(cut), bytes(stream).dropFirst(cut)] where thrown == nil {
                parser.append(piece)
                do {
                    while try parser.next() != nil {}
                } catch {
                    thrown = error
                }
            }
            #expect(thrown == error, "cut at \(cut)")
            #expect(throws: error) { try parser.next() }
        }
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(RESPParseError.badType(0x41, offset: 12).description == "bad type byte 0x41 ('A') at offset 12")
        #expect(RESPParseError.badType(0x0D, offset: 0).description == "bad type byte 0xD at offset 0")
        #expect(RESPParseError.missingCRLF(offset: 3).description == "missing CRLF at offset 3")
        #expect(
            RESPParseError.bulkTooLong(length: 17, limit: 16, offset: 1).description
                == "bulk string of 17 bytes (limit 16) at offset 1")
    }
}

@Suite struct RESPValueDescriptionTests {
    @Test func valuesDescribeThemselvesAsRESPMarksThem() {
        let value = RESPValue.array([
            .simple("OK"), .error("ERR no"), .integer(-1), .bulk(Array("a\"b".utf8)), .bulk([0xFF]), .bulk(nil), .array(nil),
        ])
        #expect(value.description == #"*[+OK, -ERR no, :-1, $"a\"b", $<1 bytes>, $nil, *nil]"#)
    }
}
