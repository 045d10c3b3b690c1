/// An incremental RESP2 parser: give it bytes as they arrive, take complete values out.
///
/// It does no I/O. A value that is not complete yet waits for more bytes (arrays are built as
/// their elements arrive, without parsing the elements again); nested arrays are kept on a stack
/// of their own, so no input makes it recurse. Whatever way a stream is cut into pieces, the
/// values and the error are the same. After an error the parser is spent: every later ``next()``
/// throws the same error.
///
/// ```swift
/// var parser = RESPParser()
/// parser.append(Array("+OK\r\n:4".utf8))
/// try parser.next()   // .simple("OK")
/// try parser.next()   // nil: the integer's CRLF has not arrived
/// ```
public struct RESPParser: Sendable {
    /// How deep arrays may nest: an array inside 32 arrays is refused.
    public static let maxDepth = 32
    /// The most elements an array may have.
    public static let maxArrayCount = 1_048_576
    /// The longest bulk string (Redis's own limit, 512 MiB).
    public static let maxBulkLength = 512 * 1024 * 1024
    /// The longest simple string or error line, without its type byte and CRLF.
    public static let maxLineLength = 64 * 1024

    /// The longest bulk string this parser accepts.
    public let bulkLengthLimit: Int

    /// An array whose elements are still arriving.
    private struct Frame {
        var remaining: Int
        var elements: [RESPValue]
    }

    /// What one step of parsing found.
    private enum Step {
        case value(RESPValue)
        case arrayHeader(count: Int)
    }

    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet consumed.
    private var start = 0
    /// The stream offset of `buffer[0]`.
    private var base = 0
    /// Where the search for the end of the pending line goes on (no line end before it).
    private var scanned = 0
    private var frames: [Frame] = []
    private var failure: RESPParseError?

    /// A parser that refuses bulk strings longer than `maxBulkLength` (at most 512 MiB).
    public init(maxBulkLength: Int = RESPParser.maxBulkLength) {
        precondition((0...RESPParser.maxBulkLength).contains(maxBulkLength), "maxBulkLength must be 0...512 MiB")
        bulkLengthLimit = maxBulkLength
    }

    /// Whether no value is partly parsed and no byte is waiting: the stream ends on a value's end.
    public var isIdle: Bool { frames.isEmpty && start == buffer.count }

    /// Adds bytes that arrived to the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes that arrived to the stream.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// The next complete value, or nil when more bytes are needed; throws when the stream is not
    /// RESP2 (and from then on).
    public mutating func next() throws(RESPParseError) -> RESPValue? {
        if let failure { throw failure }
        do throws(RESPParseError) {
            while let step = try step() {
                var value: RESPValue
                switch step {
                case .value(let parsed):
                    value = parsed
                case .arrayHeader(let count):
                    frames.append(Frame(remaining: count, elements: []))
                    frames[frames.count - 1].elements.reserveCapacity(min(count, 1024))
                    continue
                }
                // A complete value: it is the reply, or an element of the innermost array, which
                // may complete that array in turn.
                while !frames.isEmpty {
                    let last = frames.count - 1
                    frames[last].elements.append(value)
                    frames[last].remaining -= 1
                    guard frames[last].remaining == 0 else { break }
                    value = .array(frames.removeLast().elements)
                }
                if frames.isEmpty { return value }
            }
            return nil
        } catch {
            failure = error
            throw error
        }
    }

    /// Drops the consumed bytes from the front of the buffer when they are all of it, or at least
    /// 4 KiB and half of it.
    private mutating func compact() {
        guard start > 0, start == buffer.count || (start >= 4096 && start * 2 >= buffer.count) else { return }
        buffer.removeSubrange(0..<start)
        base += start
        scanned = max(0, scanned - start)
        start = 0
    }

    /// Parses one scalar value or array header at `start`, consuming it; nil when it is not complete.
    private mutating func step() throws(RESPParseError) -> Step? {
        guard start < buffer.count else { return nil }
        let type = buffer[start]
        switch type {
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard
                let line = try line(
                    limit: RESPParser.maxLineLength, tooLong: { .lineTooLong(limit: RESPParser.maxLineLength, offset: $0) })
            else { return nil }
            let text = String(decoding: buffer[line], as: UTF8.self)
            consume(through: line.upperBound + 2)
            return .value(type == UInt8(ascii: "+") ? .simple(text) : .error(text))
        case UInt8(ascii: ":"):
            guard let line = try line(limit: 20, tooLong: { .badInteger(offset: $0) }) else { return nil }
            guard let number = integer(in: line, signed: true) else { throw .badInteger(offset: base + line.lowerBound) }
            consume(through: line.upperBound + 2)
            return .value(.integer(number))
        case UInt8(ascii: "$"):
            return try bulk()
        case UInt8(ascii: "*"):
            return try arrayHeader()
        default:
            throw .badType(type, offset: base + start)
        }
    }

    /// A bulk string: `$` length CRLF, the bytes, CRLF.
    private mutating func bulk() throws(RESPParseError) -> Step? {
        guard let length = try length() else { return nil }
        let (line, count) = length
        let dataStart = line.upperBound + 2
        guard let count else {
            consume(through: dataStart)
            return .value(.bulk(nil))
        }
        guard count <= bulkLengthLimit else {
            throw .bulkTooLong(length: count, limit: bulkLengthLimit, offset: base + line.lowerBound)
        }
        let dataEnd = dataStart + count
        guard buffer.count >= dataEnd + 2 else { return nil }
        guard buffer[dataEnd] == ASCII.cr, buffer[dataEnd + 1] == ASCII.lf else {
            throw .missingCRLF(offset: base + (buffer[dataEnd] == ASCII.cr ? dataEnd + 1 : dataEnd))
        }
        let bytes = Array(buffer[dataStart..<dataEnd])
        consume(through: dataEnd + 2)
        return .value(.bulk(bytes))
    }

    /// An array's header, `*` count CRLF: the nil array and the empty array are values at once.
    private mutating func arrayHeader() throws(RESPParseError) -> Step? {
        guard frames.count < RESPParser.maxDepth else {
            throw .tooDeep(limit: RESPParser.maxDepth, offset: base + start)
        }
        guard let length = try length() else { return nil }
        let (line, count) = length
        consume(through: line.upperBound + 2)
        guard let count else { return .value(.array(nil)) }
        guard count <= RESPParser.maxArrayCount else {
            throw .arrayTooLong(count: count, limit: RESPParser.maxArrayCount, offset: base + line.lowerBound)
        }
        return count == 0 ? .value(.array([])) : .arrayHeader(count: count)
    }

    /// The length line of a bulk string or an array: its range and the count (nil for `-1`); nil
    /// when the line is not complete.
    private mutating func length() throws(RESPParseError) -> (line: Range<Int>, count: Int?)? {
        guard let line = try line(limit: 20, tooLong: { .badLength(offset: $0) }) else { return nil }
        if line.count == 2, buffer[line.lowerBound] == UInt8(ascii: "-"), buffer[line.lowerBound + 1] == UInt8(ascii: "1") {
            return (line, nil)
        }
        guard let count = integer(in: line, signed: false) else { throw .badLength(offset: base + line.lowerBound) }
        return (line, count)
    }

    /// The content of the line that starts after the type byte at `start`, without its CRLF; nil
    /// when its end has not arrived. A line of more than `limit` bytes, or a CR or LF that does
    /// not end it as CRLF, throws (at the first byte that shows it).
    private mutating func line(
        limit: Int, tooLong: (_ offset: Int) -> RESPParseError
    ) throws(RESPParseError) -> Range<Int>? {
        let lineStart = start + 1
        var index = max(lineStart, scanned)
        while index < buffer.count {
            let byte = buffer[index]
            if byte == ASCII.cr {
                guard index + 1 < buffer.count else { break }
                guard buffer[index + 1] == ASCII.lf else { throw .missingCRLF(offset: base + index + 1) }
                return lineStart..<index
            }
            if byte == ASCII.lf { throw .missingCRLF(offset: base + index) }
            if index - lineStart >= limit { throw tooLong(base + index) }
            index += 1
        }
        scanned = index
        return nil
    }

    /// The decimal number in `range`: `0`, or digits without a leading zero, with a `-` first
    /// when `signed` (not `-0`); nil when it is not one or overflows `Int`.
    private func integer(in range: Range<Int>, signed: Bool) -> Int? {
        var index = range.lowerBound
        let negative = signed && index < range.upperBound && buffer[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.upperBound else { return nil }
        if buffer[index] == UInt8(ascii: "0") {
            return index + 1 == range.upperBound && !negative ? 0 : nil
        }
        var value = 0
        while index < range.upperBound {
            let digit = Int(buffer[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            // Accumulated as a negative number, so that Int.min fits.
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, underflow) = shifted.subtractingReportingOverflow(digit)
            guard !overflow, !underflow else { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    /// Marks the bytes before `end` as consumed.
    private mutating func consume(through end: Int) {
        start = end
        scanned = end
    }
}
