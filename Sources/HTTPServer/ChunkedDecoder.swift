/// An incremental decoder for the chunked transfer coding of a request body (RFC 9112 §7.1).
///
/// It consumes bytes from the front of the connection's buffer as they arrive, so the buffer
/// never holds more than one read's worth of framing, and it leaves any bytes after the last
/// chunk's trailer section (a pipelined request) in place.
///
/// ```swift
/// var decoder = ChunkedDecoder(maxBodySize: 1024, maxExtensionLength: 1024, maxTrailerSize: 8192)
/// var buffer = Array("5\r\nhello\r\n0\r\n\r\n".utf8)
/// if case .done = decoder.decode(&buffer) { print(decoder.body.count) }  // 5
/// ```
///
/// Refused with 400: a chunk size that is not 1 to 16 hexadecimal digits (`+a`, `-1`, `0x1`,
/// `0_2e`, empty), an extension that does not start with `;` or holds a control byte, one over
/// `maxExtensionLength`, chunk data not followed by CRLF, and a bare LF anywhere in the framing
/// (RFC 9112 §2.2). Refused with 413: chunks adding up to more than `maxBodySize`, decided
/// from the chunk-size line before the data is read. Refused with 431: a trailer section over
/// `maxTrailerSize`. Trailer fields are validated like header fields, then discarded
/// (RFC 9112 §7.1.2 allows it).
struct ChunkedDecoder: Sendable {
    /// The outcome of one ``decode(_:)`` call.
    enum Outcome {
        case needMore
        case done
        case failure(HTTPError)
    }

    private enum State: Sendable {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailer
        case done
        case failed(HTTPError)
    }

    /// The most hexadecimal digits in a chunk size (16 fit a 64-bit length).
    static let maxSizeDigits = 16

    let maxBodySize: Int
    let maxExtensionLength: Int
    let maxTrailerSize: Int
    /// The decoded content so far.
    private(set) var body: [UInt8] = []
    private var state = State.size
    private var trailerSize = 0

    /// Creates a decoder with the given limits.
    init(maxBodySize: Int, maxExtensionLength: Int, maxTrailerSize: Int) {
        self.maxBodySize = maxBodySize
        self.maxExtensionLength = maxExtensionLength
        self.maxTrailerSize = maxTrailerSize
    }

    /// Decodes as much of `buffer` as possible and removes the bytes it consumed.
    mutating func decode(_ buffer: inout [UInt8]) -> Outcome {
        var position = 0
        defer { if position > 0 { buffer.removeFirst(position) } }
        return decode(buffer, from: &position)
    }

    /// Decodes as much of `buffer[position...]` as possible and moves `position` past the bytes
    /// it consumed, leaving the buffer itself alone (no copy per chunk or per request).
    mutating func decode(_ buffer: [UInt8], from position: inout Int) -> Outcome {
        while true {
            switch state {
            case .done:
                return .done
            case .failed(let error):
                return .failure(error)
            case .size:
                switch nextLine(buffer, from: position, limit: Self.maxSizeDigits + maxExtensionLength + 3) {
                case .needMore: return .needMore
                case .failure(let error): return fail(error)
                case .line(let line, let next):
                    position = next
                    if let error = startChunk(line) { return fail(error) }
                }
            case .data(let remaining):
                let available = min(remaining, buffer.count - position)
                guard available > 0 else { return .needMore }
                body.append(contentsOf: buffer[position..<(position + available)])
                position += available
                state = remaining == available ? .dataEnd : .data(remaining: remaining - available)
            case .dataEnd:
                guard buffer.count - position >= 2 else {
                    if buffer.count > position, buffer[position] != ASCII.cr { return fail(Self.missingCRLF) }
                    return .needMore
                }
                guard buffer[position] == ASCII.cr, buffer[position + 1] == ASCII.lf else {
                    return fail(Self.missingCRLF)
                }
                position += 2
                state = .size
            case .trailer:
                switch nextLine(buffer, from: position, limit: maxTrailerSize - trailerSize) {
                case .needMore: return .needMore
                case .failure(let error): return fail(error)
                case .line(let line, let next):
                    trailerSize += next - position
                    position = next
                    if line.isEmpty {
                        state = .done
                    } else if case .failure(let error) = FieldLine.parse(line) {
                        return fail(error)
                    }
                }
            }
        }
    }

    private static let missingCRLF = HTTPError(.badRequest, "Chunk data not followed by CRLF")

    private mutating func fail(_ error: HTTPError) -> Outcome {
        state = .failed(error)
        body = []
        return .failure(error)
    }

    /// Parses `chunk-size [ chunk-ext ]` (RFC 9112 §7.1, §7.1.1) and moves to the data, or
    /// to the trailer section after the last chunk.
    private mutating func startChunk(_ line: ArraySlice<UInt8>) -> HTTPError? {
        let digits = line.prefix { ASCII.hexValue($0) != nil }
        guard !digits.isEmpty, digits.count <= Self.maxSizeDigits else {
            return HTTPError(.badRequest, "Invalid chunk size")
        }
        var size: UInt64 = 0
        for digit in digits { size = size << 4 | UInt64(ASCII.hexValue(digit) ?? 0) }
        if let error = Self.validateExtension(line[digits.endIndex...], limit: maxExtensionLength) {
            return error
        }
        guard size <= UInt64(maxBodySize - body.count) else {
            return HTTPError(.contentTooLarge, "The body is larger than \(maxBodySize) bytes")
        }
        state = size == 0 ? .trailer : .data(remaining: Int(size))
        return nil
    }

    /// Checks a chunk extension (RFC 9112 §7.1.1): empty, or optional whitespace then `;`,
    /// made of field-value bytes (no controls), at most `limit` bytes.
    private static func validateExtension(_ bytes: ArraySlice<UInt8>, limit: Int) -> HTTPError? {
        guard !bytes.isEmpty else { return nil }
        guard bytes.count <= limit else { return HTTPError(.badRequest, "Chunk extension too long") }
        let start = bytes.firstIndex { $0 != ASCII.space && $0 != ASCII.tab }
        guard let start, bytes[start] == UInt8(ascii: ";"), bytes.allSatisfy(ASCII.isFieldValueByte) else {
            return HTTPError(.badRequest, "Invalid chunk size or extension")
        }
        return nil
    }

    private enum Line {
        case needMore
        case failure(HTTPError)
        case line(ArraySlice<UInt8>, next: Int)
    }

    /// The CRLF-terminated line at `start`, without its CRLF. A line longer than `limit` bytes
    /// (CRLF included) fails before its end arrives; a bare LF or CR fails (RFC 9112 §2.2).
    private func nextLine(_ buffer: [UInt8], from start: Int, limit: Int) -> Line {
        let tooLong =
            if case .trailer = state {
                HTTPError(.requestHeaderFieldsTooLarge, "The trailer section is too large")
            } else {
                HTTPError(.badRequest, "Chunk size line too long")
            }
        let end = min(buffer.count, start + max(0, limit))
        guard let lf = buffer[start..<end].firstIndex(of: ASCII.lf) else {
            return end - start >= limit ? .failure(tooLong) : .needMore
        }
        guard lf > start, buffer[lf - 1] == ASCII.cr else {
            return .failure(HTTPError(.badRequest, "Bare LF in chunked framing"))
        }
        let line = buffer[start..<(lf - 1)]
        guard !line.contains(ASCII.cr) else { return .failure(HTTPError(.badRequest, "Bare CR in chunked framing")) }
        return .line(line, next: lf + 1)
    }
}
