#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outcome of one ``HTTPParser/parse(_:)`` call.
public enum ParseResult: Sendable {
    /// The buffer does not yet hold a whole request; append more bytes and call again.
    case needMore
    /// A complete request; its bytes have been removed from the buffer.
    case request(HTTPRequest)
    /// The input is invalid; answer with the error's response and close the connection.
    case error(HTTPError)
}

/// An incremental HTTP/1.1 request parser over bytes, with no I/O (RFC 9112).
///
/// Feed it the connection's input buffer: it scans only bytes it has not seen, enforces the
/// configured limits before the data is complete, removes the bytes of each finished request
/// and leaves any following bytes (pipelined requests) in the buffer. Empty lines before a
/// request line are removed as they are seen (RFC 9112 §2.2), so a stray CRLF after a body
/// leaves the parser idle. The connection uses ``parse(_:from:)``, which moves a read index
/// instead of removing bytes, so a burst of pipelined requests costs no copying per request.
///
/// ```swift
/// var parser = HTTPParser(configuration: ServerConfiguration())
/// var buffer = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
/// if case .request(let request) = parser.parse(&buffer) { print(request.path) }
/// ```
///
/// Between calls the caller may only append to the buffer. After `.error` the parser keeps
/// returning the same error.
public struct HTTPParser: Sendable {
    private enum State: Sendable {
        case head
        case body(HTTPRequest, length: Int)
        case chunked(HTTPRequest, ChunkedDecoder)
        case failed(HTTPError, HTTPRequest?)
    }

    let limits: ServerConfiguration
    let remoteAddress: String
    private var state = State.head
    private var scanIndex = 0
    private var lineStart = 0
    private var headStart = 0
    private var requestLine: RequestLine?
    private var headers = HTTPHeaders()
    private var continueExpected = false
    /// Bytes of empty lines dropped before the current request line (bounded).
    private var emptyLineBytes = 0

    /// Creates a parser enforcing the limits of `configuration`; `remoteAddress` is copied
    /// into every request.
    public init(configuration: ServerConfiguration = ServerConfiguration(), remoteAddress: String = "") {
        self.limits = configuration
        self.remoteAddress = remoteAddress
    }

    /// Whether the parser is between requests with nothing of the next one seen yet.
    var isIdle: Bool {
        if case .head = state { return requestLine == nil && scanIndex == 0 }
        return false
    }

    /// Whether the head of a request is complete and its body is still being received.
    var isReadingBody: Bool {
        switch state {
        case .body, .chunked: true
        case .head, .failed: false
        }
    }

    /// The request whose head was parsed and whose body is being received (or was refused):
    /// what a 408 or 413 about its body is logged as.
    var requestInProgress: HTTPRequest? {
        switch state {
        case .body(let request, _), .chunked(let request, _): request
        case .failed(_, let request): request
        case .head: nil
        }
    }

    /// Returns `true` once when the request being received asked for `100 Continue`
    /// (RFC 9110 §10.1.1) and its body has not arrived yet.
    mutating func takeContinueExpectation() -> Bool {
        defer { continueExpected = false }
        return continueExpected && isReadingBody
    }

    /// Parses as much of `buffer` as possible, removing the bytes of a completed request.
    public mutating func parse(_ buffer: inout [UInt8]) -> ParseResult {
        var start = 0
        let result = parse(buffer, from: &start)
        if start > 0 { buffer.removeFirst(start) }
        return result
    }

    /// Parses as much of `buffer[start...]` as possible and moves `start` past the bytes it
    /// consumed (a completed request, empty lines before one, decoded chunks).
    ///
    /// Between calls the caller may append to the buffer and drop bytes before `start` (moving
    /// `start` back by as many), nothing else.
    mutating func parse(_ buffer: [UInt8], from start: inout Int) -> ParseResult {
        switch state {
        case .failed(let error, _):
            return .error(error)
        case .body(var request, let length):
            guard buffer.count - start >= length else { return .needMore }
            state = .head
            takeBody(of: &request, length: length, from: buffer, at: &start)
            return .request(request)
        case .chunked(var request, var decoder):
            state = .head  // so the decoder's body buffer is uniquely referenced while it grows
            switch decoder.decode(buffer, from: &start) {
            case .needMore:
                state = .chunked(request, decoder)
                return .needMore
            case .failure(let error):
                state = .failed(error, request)
                return .error(error)
            case .done:
                request.body = decoder.body
                continueExpected = false
                return .request(request)
            }
        case .head:
            // Consumed, so that the request is moved out of the outcome rather than copied.
            let outcome = parseHead(buffer, from: &start)
            switch consume outcome {
            case .needMore:
                return .needMore
            case .failure(let error):
                state = .failed(error, nil)
                return .error(error)
            case .complete(var request, let consumed, let framing):
                start += consumed
                resetHead()
                switch framing {
                case .none, .length(0):
                    return .request(consume request)
                case .length(let length) where buffer.count - start >= length:
                    // The body came with the head (a usual small POST): taken at once, without
                    // storing the request in the state and taking it out again.
                    takeBody(of: &request, length: length, from: buffer, at: &start)
                    return .request(consume request)
                case .length(let length):
                    state = .body(consume request, length: length)
                case .chunked:
                    let decoder = ChunkedDecoder(
                        maxBodySize: bodyLimit(for: request.method), maxExtensionLength: limits.maxChunkExtensionLength,
                        maxTrailerSize: limits.maxTrailerSize)
                    state = .chunked(request, decoder)
                }
                return parse(buffer, from: &start)
            }
        }
    }

    /// Gives `request` the `length` bytes at `start` as its body and moves `start` past them: the
    /// body is complete, so no `100 Continue` is wanted any more.
    private mutating func takeBody(of request: inout HTTPRequest, length: Int, from buffer: [UInt8], at start: inout Int) {
        request.body = Array(buffer[start..<(start + length)])
        start += length
        continueExpected = false
    }

    private enum HeadOutcome {
        case needMore
        case failure(HTTPError)
        case complete(HTTPRequest, consumed: Int, framing: FieldLine.BodyFraming)
    }

    private mutating func resetHead() {
        scanIndex = 0
        lineStart = 0
        headStart = 0
        requestLine = nil
        headers = HTTPHeaders()
        emptyLineBytes = 0
    }

    /// Scans new bytes line by line (RFC 9112 §2.2: lines end with CRLF, a bare LF is refused).
    ///
    /// `scanIndex`, `lineStart` and `headStart` count from `start`, the first byte of the head.
    private mutating func parseHead(_ buffer: [UInt8], from start: inout Int) -> HeadOutcome {
        while true {
            guard let lf = Self.firstLF(in: buffer, from: start + scanIndex) else {
                let partial = buffer[(start + lineStart)...]
                // A lone CR of a CRLF split between reads keeps an idle parser idle.
                let isSplitEmptyLine = requestLine == nil && partial.elementsEqual([ASCII.cr])
                scanIndex = isSplitEmptyLine ? lineStart : buffer.count - start
                return checkPartialLine(buffer[start...])
            }
            scanIndex = lf + 1 - start
            guard lf > start + lineStart, buffer[lf - 1] == ASCII.cr else {
                return .failure(HTTPError(.badRequest, "Bare LF in the request head"))
            }
            let line = buffer[(start + lineStart)..<(lf - 1)]
            lineStart = scanIndex
            // Asked, not bound: a binding copied the line (its strings retained) for every field.
            guard requestLine != nil else {
                if line.isEmpty {
                    // RFC 9112 §2.2: ignore empty lines before the request line, within reason;
                    // they are dropped, so the connection counts as idle again.
                    emptyLineBytes += lineStart
                    if emptyLineBytes > limits.maxRequestLineLength {
                        return .failure(HTTPError(.badRequest, "Too many empty lines"))
                    }
                    start += lineStart
                    scanIndex = 0
                    lineStart = 0
                    continue
                }
                if line.count > limits.maxRequestLineLength {
                    return .failure(HTTPError(.uriTooLong, "The request line is too long"))
                }
                switch RequestLine.parse(line) {
                case .success(let parsed): requestLine = parsed
                case .failure(let error): return .failure(error)
                }
                // Room for a browser's usual fields at once, rather than growing 1, 2, 4, 8, 16.
                headers.reserveCapacity(min(limits.maxHeaderCount, Self.usualHeaderCount))
                headStart = lineStart
                continue
            }
            if lineStart - headStart > limits.maxHeaderBlockSize {
                return .failure(HTTPError(.requestHeaderFieldsTooLarge, "The header block is too large"))
            }
            if line.isEmpty, let parsedLine = requestLine.take() {
                return finishHead(parsedLine, consumed: lineStart)
            }
            if line.count > limits.maxHeaderLineLength {
                return .failure(HTTPError(.requestHeaderFieldsTooLarge, "A header line is too long"))
            }
            if headers.count >= limits.maxHeaderCount {
                return .failure(HTTPError(.requestHeaderFieldsTooLarge, "Too many header fields"))
            }
            switch FieldLine.parse(line) {
            case .success(let field): headers.add(field.name, field.value)
            case .failure(let error): return .failure(error)
            }
        }
    }

    /// The index of the first LF of `buffer` at or after `start`, found by `memchr` (a slice's
    /// `firstIndex(of:)` looked at the head's two hundred bytes one at a time).
    private static func firstLF(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard start < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + start, Int32(ASCII.lf), bytes.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Applies the limits to a line that has no LF yet, so an endless line is refused early.
    ///
    /// The partial line may end with the CR of its CRLF, which the complete line's length does
    /// not count: hence `+ 1`, so that the answer never depends on where a read split the bytes.
    private func checkPartialLine(_ input: ArraySlice<UInt8>) -> HeadOutcome {
        let partial = input.count - lineStart
        if requestLine == nil {
            if partial > limits.maxRequestLineLength + 1 {
                return .failure(HTTPError(.uriTooLong, "The request line is too long"))
            }
            if let error = Self.checkPartialMethod(input[(input.startIndex + lineStart)...]) { return .failure(error) }
        } else if partial > limits.maxHeaderLineLength + 1 {
            return .failure(HTTPError(.requestHeaderFieldsTooLarge, "A header line is too long"))
        } else if input.count - headStart > limits.maxHeaderBlockSize {
            return .failure(HTTPError(.requestHeaderFieldsTooLarge, "The header block is too large"))
        }
        return .needMore
    }

    /// Refuses a request line whose method is already wrong before the line ends, so a TLS
    /// ClientHello or other binary input is answered at once instead of waiting for an LF that
    /// may never come: a non-token byte before the first space is 400, a method longer than
    /// ``RequestLine/maxMethodLength`` is 501 (RFC 9110 §9.1).
    private static func checkPartialMethod(_ line: ArraySlice<UInt8>) -> HTTPError? {
        let method = line.prefix { $0 != ASCII.space }
        if method.count == 1, method.first == ASCII.cr, method.endIndex == line.endIndex { return nil }  // CRLF split
        guard method.allSatisfy(ASCII.isToken) else { return HTTPError(.badRequest, "Malformed request line") }
        if method.count > RequestLine.maxMethodLength { return HTTPError(.notImplemented, "Method not implemented") }
        return nil
    }

    /// The largest body accepted for `method`: `maxBodySize` for the methods whose content has
    /// a meaning (`POST`, `PUT`, `PATCH`), `maxOtherBodySize` for the others (RFC 9110 §9.3).
    private func bodyLimit(for method: HTTPMethod) -> Int {
        Self.hasContent(method) ? limits.maxBodySize : limits.maxOtherBodySize
    }

    /// The fields a request usually has at most (a browser's send 10 to 16).
    private static let usualHeaderCount = 16

    /// Whether `method` carries content and therefore needs a length (411 without one).
    private static func hasContent(_ method: HTTPMethod) -> Bool {
        method == .post || method == .put || method == .patch
    }

    /// Validates the whole head and decides the body framing (RFC 9112 §6.3).
    private mutating func finishHead(_ line: consuming RequestLine, consumed: Int) -> HeadOutcome {
        if let error = FieldLine.validateHost(headers, version: line.version) {
            return .failure(error)
        }
        let framing: FieldLine.BodyFraming
        switch FieldLine.bodyFraming(headers, version: line.version) {
        case .success(let decided): framing = decided
        case .failure(let error): return .failure(error)
        }
        let limit = bodyLimit(for: line.method)
        switch framing {
        case .none where Self.hasContent(line.method):
            // RFC 9110 §15.5.12: a POST/PUT/PATCH must say how long its content is
            // (`Content-Length: 0` for none); curl -d and fetch() always do.
            return .failure(HTTPError(.lengthRequired, "\(line.method) needs Content-Length or chunked"))
        case .length(let length) where length > limit:
            // RFC 9110 §15.5.14: refused from the header alone, the body is never read.
            return .failure(HTTPError(.contentTooLarge, "The body is larger than \(limit) bytes"))
        default:
            break
        }
        let expectations = headers.contains("Expect") ? headers.tokens(for: "Expect") : []
        if !expectations.isEmpty {
            guard expectations == ["100-continue"] else {
                return .failure(HTTPError(.expectationFailed, "Only 100-continue is supported"))
            }
            // RFC 9110 §10.1.1: no 100 to an HTTP/1.0 client, nor when there is no body to wait for.
            continueExpected = line.version == .http1_1 && framing != .none && framing != .length(0)
        }
        // The line (taken by the caller) and the fields are moved out of the parser, which
        // ``resetHead()`` empties next anyway, into the request: copied, each string and list
        // was retained here and released at the reset. (A head refused above leaves the parser
        // failed for good: nothing reads them again.)
        var fields = HTTPHeaders()
        swap(&fields, &headers)
        let request = HTTPRequest(line: line, headers: fields, remoteAddress: remoteAddress)
        // `consume`: moved into the outcome; without it the optimiser copied it and freed the
        // original.
        return .complete(consume request, consumed: consumed, framing: framing)
    }
}
