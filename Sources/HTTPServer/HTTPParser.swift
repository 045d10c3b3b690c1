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
/// and leaves any following bytes (pipelined requests) in the buffer.
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
        case failed(HTTPError)
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
        if case .body = state { return true }
        return false
    }

    /// Returns `true` once when the request being received asked for `100 Continue`
    /// (RFC 9110 §10.1.1) and its body has not arrived yet.
    mutating func takeContinueExpectation() -> Bool {
        defer { continueExpected = false }
        return continueExpected && isReadingBody
    }

    /// Parses as much of `buffer` as possible, removing the bytes of a completed request.
    public mutating func parse(_ buffer: inout [UInt8]) -> ParseResult {
        switch state {
        case .failed(let error):
            return .error(error)
        case .body(var request, let length):
            guard buffer.count >= length else { return .needMore }
            request.body = Array(buffer[0..<length])
            buffer.removeFirst(length)
            state = .head
            continueExpected = false
            return .request(request)
        case .head:
            switch parseHead(buffer) {
            case .needMore:
                return .needMore
            case .failure(let error):
                state = .failed(error)
                return .error(error)
            case .complete(let request, let consumed, let bodyLength):
                buffer.removeFirst(consumed)
                resetHead()
                if bodyLength == 0 { return .request(request) }
                state = .body(request, length: bodyLength)
                return parse(&buffer)
            }
        }
    }

    private enum HeadOutcome {
        case needMore
        case failure(HTTPError)
        case complete(HTTPRequest, consumed: Int, bodyLength: Int)
    }

    private mutating func resetHead() {
        scanIndex = 0
        lineStart = 0
        headStart = 0
        requestLine = nil
        headers = HTTPHeaders()
    }

    /// Scans new bytes line by line (RFC 9112 §2.2: lines end with CRLF, a bare LF is refused).
    private mutating func parseHead(_ buffer: [UInt8]) -> HeadOutcome {
        while true {
            guard let lf = buffer[scanIndex...].firstIndex(of: ASCII.lf) else {
                scanIndex = buffer.count
                return checkPartialLine(buffer)
            }
            scanIndex = lf + 1
            guard lf > lineStart, buffer[lf - 1] == ASCII.cr else {
                return .failure(HTTPError(.badRequest, "Bare LF in the request head"))
            }
            let line = buffer[lineStart..<(lf - 1)]
            lineStart = lf + 1
            guard let parsedLine = requestLine else {
                if line.isEmpty {
                    // RFC 9112 §2.2: ignore empty lines before the request line, within reason.
                    if lineStart > limits.maxRequestLineLength {
                        return .failure(HTTPError(.badRequest, "Too many empty lines"))
                    }
                    continue
                }
                if line.count > limits.maxRequestLineLength {
                    return .failure(HTTPError(.uriTooLong, "The request line is too long"))
                }
                switch RequestLine.parse(line) {
                case .success(let parsed): requestLine = parsed
                case .failure(let error): return .failure(error)
                }
                headStart = lineStart
                continue
            }
            if lineStart - headStart > limits.maxHeaderBlockSize {
                return .failure(HTTPError(.requestHeaderFieldsTooLarge, "The header block is too large"))
            }
            if line.isEmpty {
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

    /// Applies the limits to a line that has no LF yet, so an endless line is refused early.
    private func checkPartialLine(_ buffer: [UInt8]) -> HeadOutcome {
        let partial = buffer.count - lineStart
        if requestLine == nil {
            if partial > limits.maxRequestLineLength {
                return .failure(HTTPError(.uriTooLong, "The request line is too long"))
            }
        } else if partial > limits.maxHeaderLineLength + 1 {
            return .failure(HTTPError(.requestHeaderFieldsTooLarge, "A header line is too long"))
        } else if buffer.count - headStart > limits.maxHeaderBlockSize {
            return .failure(HTTPError(.requestHeaderFieldsTooLarge, "The header block is too large"))
        }
        return .needMore
    }

    /// Validates the whole head and decides the body length (RFC 9112 §6.3).
    private mutating func finishHead(_ line: RequestLine, consumed: Int) -> HeadOutcome {
        if let error = FieldLine.validateHost(headers, version: line.version) {
            return .failure(error)
        }
        if headers.contains("Transfer-Encoding") {
            if headers.contains("Content-Length") {
                return .failure(
                    HTTPError(.badRequest, "Content-Length and Transfer-Encoding together"))
            }
            if line.version == .http1_0 {
                return .failure(HTTPError(.badRequest, "Transfer-Encoding in an HTTP/1.0 request"))
            }
            return .failure(HTTPError(.notImplemented, "Transfer-Encoding is not supported"))
        }
        let bodyLength: Int
        switch FieldLine.contentLength(headers) {
        case .success(let length): bodyLength = length ?? 0
        case .failure(let error): return .failure(error)
        }
        if bodyLength > limits.maxBodySize {
            return .failure(
                HTTPError(.contentTooLarge, "The body is larger than \(limits.maxBodySize) bytes"))
        }
        let expectations = headers.tokens(for: "Expect")
        if !expectations.isEmpty {
            guard expectations == ["100-continue"] else {
                return .failure(HTTPError(.expectationFailed, "Only 100-continue is supported"))
            }
            continueExpected = line.version == .http1_1 && bodyLength > 0
        }
        let request = HTTPRequest(
            method: line.method, path: line.target.path, target: line.rawTarget,
            query: line.target.query, version: line.version, headers: headers,
            remoteAddress: remoteAddress)
        return .complete(request, consumed: consumed, bodyLength: bodyLength)
    }
}
