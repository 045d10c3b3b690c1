/// Formats one access-log line per answered request, e.g.
/// `127.0.0.1 "GET /api/v1/previews HTTP/1.1" 200 123 0.4ms`.
///
/// A request refused before it was parsed is logged with what arrived of its first line,
/// escaped and cut at ``maxRawLength`` bytes: `127.0.0.1 "\x16\x03\x01\x02\x00" 400 …`.
enum AccessLog {
    /// The most bytes of an unparsed request line that are logged.
    static let maxRawLength = 100

    /// The line for `request` (or for the `raw` bytes of a request that could not be parsed),
    /// the status, the body bytes sent and the handler's duration.
    static func line(
        request: HTTPRequest?, raw: ArraySlice<UInt8> = [], remoteAddress: String, status: HTTPStatus, bytes: Int,
        nanoseconds: UInt64
    ) -> String {
        let requestLine =
            request.map { "\($0.method) \(escaped(Array($0.target.utf8)[...])) \($0.version)" } ?? rawLine(raw)
        let tenths = (nanoseconds + 50_000) / 100_000
        let address = remoteAddress.isEmpty ? "-" : remoteAddress
        return "\(address) \"\(requestLine)\" \(status.code) \(bytes) \(tenths / 10).\(tenths % 10)ms"
    }

    /// The first non-empty line of `bytes` (without its line end), escaped and truncated, or
    /// `-` when nothing arrived.
    static func rawLine(_ bytes: ArraySlice<UInt8>) -> String {
        let start = bytes.firstIndex { $0 != ASCII.cr && $0 != ASCII.lf } ?? bytes.endIndex
        let rest = bytes[start...]
        let line = rest[rest.startIndex..<(rest.firstIndex { $0 == ASCII.cr || $0 == ASCII.lf } ?? rest.endIndex)]
        guard !line.isEmpty else { return "-" }
        let shown = escaped(line.prefix(maxRawLength))
        return line.count > maxRawLength ? shown + "..." : shown
    }

    /// The bytes as printable ASCII: `"` and `\` escaped with a backslash, control bytes,
    /// DEL and non-ASCII as `\xHH`, so a line always has exactly one quoted field.
    private static func escaped(_ bytes: ArraySlice<UInt8>) -> String {
        var result = ""
        result.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case ASCII.quote, ASCII.backslash:
                result.append("\\")
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case ASCII.space..<ASCII.delete:
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16)
                result += "\\x" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
