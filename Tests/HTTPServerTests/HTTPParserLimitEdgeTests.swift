import Testing

@testable import HTTPServer

/// What the parser made of a whole input.
enum ParseOutcome: Equatable, CustomStringConvertible {
    /// A request, with what a test checks of it.
    case request(path: String, fields: Int, body: Int)
    /// A refusal with this status.
    case refused(Int)
    /// Still waiting for bytes when the input ran out.
    case incomplete

    var description: String {
        switch self {
        case .request(let path, let fields, let body): "request \(path) with \(fields) fields and \(body) body bytes"
        case .refused(let status): "refused with \(status)"
        case .incomplete: "incomplete"
        }
    }
}

/// Feeds `bytes` to a fresh parser in reads that end at `cuts` (then at the end) and says what
/// came of it; the parse stops at the first request or refusal.
private func outcome(_ bytes: [UInt8], cuts: [Int], _ configuration: ServerConfiguration) -> ParseOutcome {
    var parser = HTTPParser(configuration: configuration)
    var buffer: [UInt8] = []
    var start = 0
    for end in cuts + [bytes.count] where end > start {
        buffer += bytes[start..<end]
        start = end
        switch parser.parse(&buffer) {
        case .needMore: continue
        case .error(let error): return .refused(error.status.code)
        case .request(let request):
            return .request(path: request.path, fields: request.headers.count, body: request.body.count)
        }
    }
    return .incomplete
}

/// The ways a test splits an input into reads: whole, every two-read split, and a byte at a time.
/// With `near`, the two-read splits are only those within three bytes of a CR or LF (an input
/// at the default limits is too long to split everywhere), and in a body of a megabyte only those
/// of the head (each split copies the body again; the small limits split bodies everywhere).
private func splits(of bytes: [UInt8], nearLineEndsOnly near: Bool = false) -> [[Int]] {
    guard bytes.count > 1 else { return [[]] }
    guard near else { return [[]] + (1..<bytes.count).map { [$0] } + [Array(1..<bytes.count)] }
    let scanned = bytes.count < 1 << 18 ? bytes[...] : bytes.prefix(1 << 16)
    let lineEnds = scanned.indices.filter { bytes[$0] == ASCII.cr || bytes[$0] == ASCII.lf }
    let positions = Set(lineEnds.flatMap { ($0 - 3)...($0 + 3) }).filter { $0 > 0 && $0 < bytes.count }
    return [[]] + positions.sorted().map { [$0] }
}

/// Expects `input` to come out as `expected` however the reads split it.
private func expectEverySplit(
    _ input: String, _ expected: ParseOutcome, _ configuration: ServerConfiguration, nearLineEndsOnly near: Bool = false,
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let bytes = Array(input.utf8)
    var failures: [String] = []
    for cuts in splits(of: bytes, nearLineEndsOnly: near) {
        let got = outcome(bytes, cuts: cuts, configuration)
        if got != expected {
            let split = cuts.count > 1 ? "a byte at a time" : cuts.first.map { "split at \($0)" } ?? "whole"
            failures.append("\(split): \(got)")
        }
    }
    #expect(
        failures.isEmpty, "\(name) (\(bytes.count) bytes), expected \(expected): \(failures.prefix(4))",
        sourceLocation: sourceLocation)
}

/// Field lines (without the final empty line) whose lines with their CRLFs take exactly `bytes`
/// bytes, none longer than `maxLine`, as few as can hold them.
private func fieldLines(totalling bytes: Int, maxLine: Int) -> String {
    guard bytes > 0 else { return "" }
    let count = (bytes + maxLine + 1) / (maxLine + 2)
    return (0..<count).map { index in
        let length = bytes / count + (index < bytes % count ? 1 : 0) - 2
        let name = "X-\(index): "
        return name + String(repeating: "v", count: length - name.utf8.count) + "\r\n"
    }.joined()
}

/// A request line of exactly `length` bytes.
private func requestLine(_ length: Int) -> String {
    "GET /" + String(repeating: "a", count: length - "GET / HTTP/1.1".count) + " HTTP/1.1"
}

/// Every size limit of the parser exactly at its size and one byte past it (HTTP-CHECKLIST.md's
/// table: request line 414, header line, block and count 431, bodies 413, chunk extension 400,
/// trailers 431), however the reads split the input, in particular between a CR and its LF.
@Suite("HTTP parser limits at the edge, under every split")
struct HTTPParserLimitEdgeTests {
    /// Small limits, so that every split of every input is cheap to try.
    static let small: ServerConfiguration = {
        var configuration = ServerConfiguration()
        configuration.maxRequestLineLength = 64
        configuration.maxHeaderLineLength = 48
        configuration.maxHeaderBlockSize = 256
        configuration.maxHeaderCount = 8
        configuration.maxBodySize = 100
        configuration.maxOtherBodySize = 0
        configuration.maxChunkExtensionLength = 16
        configuration.maxTrailerSize = 64
        return configuration
    }()

    /// The tests' inputs for `limits`: (name, input at the limit, what it gives, input one byte past, its status).
    static func cases(_ limits: ServerConfiguration) -> [(String, String, ParseOutcome, String, Int)] {
        let host = "Host: h\r\n"
        let get = "GET / HTTP/1.1\r\n"
        let line = limits.maxRequestLineLength
        let path = "/" + String(repeating: "a", count: line - "GET / HTTP/1.1".count)
        let field = limits.maxHeaderLineLength
        let longField = { (length: Int) in "X: " + String(repeating: "v", count: length - 3) + "\r\n" }
        // The block counts every field line with its CRLF and the final empty line.
        let block = limits.maxHeaderBlockSize - host.utf8.count - 2
        let fields = { (count: Int) in (1..<count).map { "X-\($0): v\r\n" }.joined() }
        let body = limits.maxBodySize
        let chunked = "POST /c HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n"
        let half = body / 2
        let chunks = { (total: Int) in
            String(total - half, radix: 16) + "\r\n" + String(repeating: "b", count: total - half) + "\r\n"
                + String(half, radix: 16) + "\r\n" + String(repeating: "c", count: half) + "\r\n0\r\n\r\n"
        }
        let ext = limits.maxChunkExtensionLength
        let withExtension = { (length: Int) in
            chunked + "1;" + String(repeating: "e", count: length - 1) + "\r\nz\r\n0\r\n\r\n"
        }
        // The trailer section counts its field lines with their CRLFs and the final empty line.
        let trailer = limits.maxTrailerSize
        let withTrailer = { (size: Int) in chunked + "0\r\n" + fieldLines(totalling: size - 2, maxLine: 40) + "\r\n" }
        let posted = { (length: Int) in
            "POST /p HTTP/1.1\r\n\(host)Content-Length: \(length)\r\n\r\n" + String(repeating: "p", count: length)
        }
        return [
            (
                "request line", requestLine(line) + "\r\n\(host)\r\n", .request(path: path, fields: 1, body: 0),
                requestLine(line + 1) + "\r\n\(host)\r\n", 414
            ),
            (
                "header line", get + host + longField(field) + "\r\n", .request(path: "/", fields: 2, body: 0),
                get + host + longField(field + 1) + "\r\n", 431
            ),
            (
                "header line, first field", get + longField(field) + host + "\r\n", .request(path: "/", fields: 2, body: 0),
                get + longField(field + 1) + host + "\r\n", 431
            ),
            (
                "header block", get + host + fieldLines(totalling: block, maxLine: field) + "\r\n",
                .request(path: "/", fields: 1 + (block + field + 1) / (field + 2), body: 0),
                get + host + fieldLines(totalling: block + 1, maxLine: field) + "\r\n", 431
            ),
            (
                "header count", get + host + fields(limits.maxHeaderCount) + "\r\n",
                .request(path: "/", fields: limits.maxHeaderCount, body: 0),
                get + host + fields(limits.maxHeaderCount + 1) + "\r\n", 431
            ),
            ("Content-Length", posted(body), .request(path: "/p", fields: 2, body: body), posted(body + 1), 413),
            (
                "Content-Length without content", "GET /g HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n",
                .request(path: "/g", fields: 2, body: 0), "GET /g HTTP/1.1\r\n\(host)Content-Length: 1\r\n\r\nx", 413
            ),
            (
                "chunked total", chunked + chunks(body), .request(path: "/c", fields: 2, body: body), chunked + chunks(body + 1),
                413
            ),
            (
                "one chunk", chunked + String(body, radix: 16) + "\r\n" + String(repeating: "d", count: body) + "\r\n0\r\n\r\n",
                .request(path: "/c", fields: 2, body: body),
                chunked + String(body + 1, radix: 16) + "\r\n" + String(repeating: "d", count: body + 1) + "\r\n0\r\n\r\n", 413
            ),
            ("chunk extension", withExtension(ext), .request(path: "/c", fields: 2, body: 1), withExtension(ext + 1), 400),
            (
                "chunk size digits", chunked + String(repeating: "0", count: 15) + "1\r\nz\r\n0\r\n\r\n",
                .request(path: "/c", fields: 2, body: 1), chunked + String(repeating: "0", count: 16) + "1\r\nz\r\n0\r\n\r\n", 400
            ),
            ("trailer section", withTrailer(trailer), .request(path: "/c", fields: 2, body: 0), withTrailer(trailer + 1), 431),
            (
                "empty lines before the request", String(repeating: "\r\n", count: line / 2) + get + host + "\r\n",
                .request(path: "/", fields: 1, body: 0), String(repeating: "\r\n", count: line / 2 + 1) + get + host + "\r\n",
                400
            ),
        ]
    }

    @Test("With small limits: each input at its limit parses, one byte past is refused, under every split")
    func smallLimitsUnderEverySplit() {
        for (name, atLimit, expected, past, status) in Self.cases(Self.small) {
            expectEverySplit(atLimit, expected, Self.small, name + " at its limit")
            expectEverySplit(past, .refused(status), Self.small, name + " past its limit")
        }
    }

    @Test(
        "With the default limits (8 KiB lines, 32 KiB block, 100 fields, 1 MiB bodies): the same edges, split around each line end"
    )
    func defaultLimitsSplitAroundLineEnds() {
        let limits = ServerConfiguration()
        #expect(limits.maxRequestLineLength == 8192 && limits.maxHeaderLineLength == 8192)
        #expect(limits.maxHeaderBlockSize == 32768 && limits.maxHeaderCount == 100 && limits.maxBodySize == 1 << 20)
        for (name, atLimit, expected, past, status) in Self.cases(limits) {
            expectEverySplit(atLimit, expected, limits, nearLineEndsOnly: true, name + " at its limit")
            expectEverySplit(past, .refused(status), limits, nearLineEndsOnly: true, name + " past its limit")
        }
    }

    @Test("The inputs are the sizes they claim")
    func inputSizes() {
        let limits = Self.small
        #expect(requestLine(64).utf8.count == 64)
        #expect(fieldLines(totalling: 245, maxLine: 48).utf8.count == 245)
        #expect(fieldLines(totalling: 245, maxLine: 48).split(separator: "\r\n").allSatisfy { $0.utf8.count <= 48 })
        let block = Self.cases(limits).first { $0.0 == "header block" }!
        let head = block.1.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 1)[1]
        #expect(head.count == limits.maxHeaderBlockSize)
        let trailer = Self.cases(limits).first { $0.0 == "trailer section" }!
        #expect(trailer.1.hasSuffix("\r\n\r\n"))
        let trailerBytes = trailer.1.utf8.count - trailer.1.range(of: "\r\n0\r\n")!.upperBound.utf16Offset(in: trailer.1)
        #expect(trailerBytes == limits.maxTrailerSize)
    }
}
