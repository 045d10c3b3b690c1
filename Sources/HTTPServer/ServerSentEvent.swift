/// The wire form of Server-Sent Events (WHATWG HTML §9.2.6) and of their HTTP/1.1 chunks.
///
/// ```swift
/// ServerSentEvent.encode(event: "hello", data: "a\nb", id: "7")
/// // "id: 7\nevent: hello\ndata: a\ndata: b\n\n"
/// ```
enum ServerSentEvent {
    /// One event: `id:`, `event:`, a `data:` line per line of `data`, and the blank line that
    /// dispatches it. Line breaks in `event` and `id` become spaces; NUL in `id` is dropped.
    static func encode(event: String?, data: String, id: String?) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.utf8.count + 32)
        if let id {
            append("id: ", to: &bytes)
            bytes += oneLine(id).filter { $0 != 0 }
            bytes.append(ASCII.lf)
        }
        if let event {
            append("event: ", to: &bytes)
            bytes += oneLine(event)
            bytes.append(ASCII.lf)
        }
        for line in lines(of: data) {
            append("data: ", to: &bytes)
            bytes += line
            bytes.append(ASCII.lf)
        }
        bytes.append(ASCII.lf)
        return bytes
    }

    /// A comment (`: text`) and the blank line after it; line breaks in `text` become spaces.
    static func comment(_ text: String) -> [UInt8] {
        var bytes = Array(": ".utf8)
        bytes += oneLine(text)
        bytes += [ASCII.lf, ASCII.lf]
        return bytes
    }

    /// The comment the event loop sends on an idle stream, so that proxies and clients see it alive.
    static let keepAlive = comment("keep-alive")

    /// `bytes` as one HTTP/1.1 chunk (RFC 9112 §7.1): its size in hex, CRLF, the bytes, CRLF.
    static func chunk(_ bytes: [UInt8]) -> [UInt8] {
        var chunk = Array(String(bytes.count, radix: 16).utf8)
        chunk.reserveCapacity(chunk.count + bytes.count + 4)
        chunk += [ASCII.cr, ASCII.lf]
        chunk += bytes
        chunk += [ASCII.cr, ASCII.lf]
        return chunk
    }

    /// The last chunk and the empty trailer section that end a chunked body.
    static let lastChunk = Array("0\r\n\r\n".utf8)

    /// The UTF-8 of `text` with CR and LF made spaces.
    private static func oneLine(_ text: String) -> [UInt8] {
        text.utf8.map { $0 == ASCII.cr || $0 == ASCII.lf ? ASCII.space : $0 }
    }

    /// The lines of `text`, split at CRLF, CR or LF (an empty text is one empty line).
    private static func lines(of text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.cr || byte == ASCII.lf {
                lines.append(bytes[start..<index])
                if byte == ASCII.cr, index + 1 < bytes.count, bytes[index + 1] == ASCII.lf { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start..<bytes.count])
        return lines
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes += $0 }
    }
}
