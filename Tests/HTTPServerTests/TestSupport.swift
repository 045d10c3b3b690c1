import Foundation
import Glibc
import Synchronization
import Testing

@testable import HTTPServer

/// A response read back from raw bytes.
struct RawResponse {
    var status: Int
    var headers: HTTPHeaders
    var body: [UInt8]
    var bodyText: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
}

/// Parses one response (status line, fields, Content-Length body) from the front of `bytes`,
/// removing it; `nil` when incomplete. `headRequest` means no body follows.
func takeResponse(_ bytes: inout [UInt8], headRequest: Bool = false) -> RawResponse? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
    let head = String(decoding: bytes[0..<end], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    var headers = HTTPHeaders()
    for line in lines {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers.add(String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    let length = headRequest ? 0 : Int(headers["Content-Length"] ?? "0") ?? 0
    guard bytes.count >= end + 4 + length else { return nil }
    let body = Array(bytes[(end + 4)..<(end + 4 + length)])
    bytes.removeFirst(end + 4 + length)
    return RawResponse(status: Int(statusLine[1]) ?? 0, headers: headers, body: body)
}

/// A small blocking TCP client for end-to-end tests, with a 3 s receive timeout so a broken
/// server fails the test instead of hanging it.
final class RawClient {
    let descriptor: Int32
    private var pending: [UInt8] = []

    init(port: Int, host: String = "127.0.0.1") throws {
        let isIPv6 = host.contains(":")
        descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var status: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard status == 0 else { throw SocketError(operation: "connect", code: errno) }
    }

    private var isClosed = false

    deinit { closeNow() }

    /// Closes the socket now (once); with `reset()` first, the peer gets a RST.
    func closeNow() {
        guard !isClosed else { return }
        isClosed = true
        close(descriptor)
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Reads until one whole response is available; `nil` on timeout or close.
    func readResponse(headRequest: Bool = false) -> RawResponse? {
        while true {
            if let response = takeResponse(&pending, headRequest: headRequest) { return response }
            guard readMore() else { return nil }
        }
    }

    /// Whether the server closes the connection (read returns 0) before the timeout.
    func readUntilClosed() -> Bool {
        while true {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    private func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        pending.append(contentsOf: chunk[0..<count])
        return true
    }
}

/// Thread-safe collector for access-log lines.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A clock the tests move by hand, in nanoseconds.
final class FakeClock: @unchecked Sendable {
    // Only used from the test's own thread.
    var now: UInt64 = 1_000_000_000
    func advance(seconds: Double) { now += UInt64(seconds * 1e9) }
}

/// Parses `text` with a fresh parser and default limits.
func parseOnce(_ text: String, configuration: ServerConfiguration = ServerConfiguration()) -> ParseResult {
    var parser = HTTPParser(configuration: configuration)
    var buffer = Array(text.utf8)
    return parser.parse(&buffer)
}

/// The status of a parse error, or `nil` if the input parsed (or needs more).
func errorStatus(_ result: ParseResult) -> Int? {
    if case .error(let error) = result { return error.status.code }
    return nil
}

/// The parsed request, or `nil`.
func request(_ result: ParseResult) -> HTTPRequest? {
    if case .request(let request) = result { return request }
    return nil
}
