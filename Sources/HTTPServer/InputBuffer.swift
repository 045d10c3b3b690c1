/// The bytes a connection has received and not yet parsed: one array and a read index.
///
/// The parser moves the read index past each request instead of removing its bytes, so a
/// burst of pipelined requests costs no copying per request; the consumed prefix is dropped
/// when the buffer runs empty or, at the latest, before the next read is appended (one move
/// of the unread tail per read, never one per request).
///
/// ```swift
/// var input = InputBuffer()
/// input.append(bytesFromSocket)
/// if case .request(let request) = input.parse(with: &parser) { … }
/// ```
struct InputBuffer {
    private var bytes: [UInt8] = []
    private var readIndex = 0

    /// The bytes not parsed yet.
    var unread: ArraySlice<UInt8> { bytes[readIndex...] }

    /// Whether nothing is unread but, at most, the CR of a CRLF split between two reads
    /// (empty lines before a request are ignored, RFC 9112 §2.2).
    var isBlank: Bool {
        readIndex == bytes.count || (bytes.count - readIndex == 1 && bytes[readIndex] == ASCII.cr)
    }

    /// Appends `newBytes`, first dropping the bytes already parsed.
    mutating func append(_ newBytes: [UInt8]) {
        newBytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `newBytes` where they lie (the event loop's read buffer), as the array is appended.
    mutating func append(_ newBytes: UnsafeBufferPointer<UInt8>) {
        if readIndex > 0 {
            bytes.removeFirst(readIndex)
            readIndex = 0
        }
        bytes.append(contentsOf: newBytes)
    }

    /// Runs `parser` over the unread bytes and moves the read index past what it consumed.
    mutating func parse(with parser: inout HTTPParser) -> ParseResult {
        let result = parser.parse(bytes, from: &readIndex)
        if readIndex == bytes.count {
            bytes.removeAll(keepingCapacity: bytes.capacity <= 64 * 1024)
            readIndex = 0
        }
        return result
    }

    /// Forgets every byte.
    mutating func removeAll() {
        bytes = []
        readIndex = 0
    }
}
