/// Serialises responses: the status line, the handler's fields, and the framing fields the
/// server owns (`Content-Length`, `Date`, `Connection`).
enum ResponseWriter {
    /// What to send for one response: the head and, unless suppressed, the body bytes or file.
    struct Output: Equatable {
        var head: [UInt8]
        var body: [UInt8]
        var file: FileContent?

        /// The number of content bytes that follow the head.
        var contentLength: Int { file?.size ?? body.count }
    }

    /// Serialises `response`.
    ///
    /// - `Date` (IMF-fixdate) is set on every response (RFC 9110 §6.6.1).
    /// - `Content-Length` is the body's (or file's) size, also for `HEAD` (what a `GET` would send);
    ///   1xx and 204 have none, 304 keeps only what the handler set (RFC 9110 §8.6).
    /// - No body bytes for `HEAD`, 1xx, 204 and 304 (RFC 9110 §6.4.1).
    /// - A response with a ``problem(in:)`` becomes a 500 with `Connection: close` (a last line
    ///   of defence: ``Connection`` checks first, so that it closes too).
    ///
    /// `defaults` (the configuration's `responseHeaders`, checked at start) are added after the
    /// response's own fields, each unless the response already has a field of that name or names
    /// it in ``HTTPResponse/omittedDefaultHeaders``.
    ///
    /// `checked` says the caller has already found no ``problem(in:)`` (``Connection`` checks
    /// first), so the fields are not scanned twice.
    static func serialize(
        _ response: HTTPResponse, isHead: Bool, connection: String?, date: String,
        defaults: [ServerConfiguration.ResponseHeader] = [], checked: Bool = false
    ) -> Output {
        serialize(
            response, isHead: isHead, connection: connection, date: date, defaults: DefaultFields(defaults), checked: checked)
    }

    /// ``serialize(_:isHead:connection:date:defaults:checked:)`` with the default fields written
    /// once, as a connection keeps them (see ``DefaultFields``).
    ///
    /// An event stream's head (``HTTPResponse/eventStream(_:)``) has no `Content-Length`: it
    /// says `Transfer-Encoding: chunked` when `chunked`, else nothing (closing ends the body).
    static func serialize(
        _ response: HTTPResponse, isHead: Bool, connection: String?, date: String, defaults: DefaultFields,
        checked: Bool = false, chunked: Bool = false
    ) -> Output {
        if !checked, let problem = problem(in: response) {
            let fallback = HTTPError(.internalServerError, problem).response
            return serialize(fallback, isHead: isHead, connection: "close", date: date, defaults: defaults)
        }
        let keepsLength = response.status == .notModified
        let sendsLength = !response.status.forbidsContent && response.stream == nil
        let sendsChunked = chunked && response.stream != nil
        // Read where they lie, twice (counted, then written): a response with a field of its own
        // of a default's name (a static file's) then makes no array of the lines it takes.
        let takesAllDefaults = defaults.takesAll(response)
        // The head's exact size first, from byte counts a native string keeps (no bytes read), so
        // that the head is written once into memory of that size: each piece one `memcpy`, with
        // no capacity or uniqueness check per byte or per piece, and no larger buffer kept.
        var size = 9 + decimalCount(response.status.code) + 1 + response.status.reason.utf8.count + 2
        _ = response.headers.allFields { name, value, key in
            if isWritten(name, key: key, keepsLength: keepsLength) { size += name.utf8.count + 2 + value.utf8.count + 2 }
            return true
        }
        defaults.forEachLine(for: response, takesAll: takesAllDefaults) { size += $0.count }
        if sendsLength { size += 16 + decimalCount(response.contentLength) + 2 }
        if sendsChunked { size += 28 }
        size += 6 + date.utf8.count + 2
        if let connection { size += 12 + connection.utf8.count + 2 }
        size += 2
        let head = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var writer = HeadWriter(buffer)
            writer.append("HTTP/1.1 ")
            writer.appendDecimal(response.status.code)
            writer.append(" ")
            writer.append(response.status.reason)
            writer.append("\r\n")
            _ = response.headers.allFields { name, value, key in
                if isWritten(name, key: key, keepsLength: keepsLength) { writer.appendField(name, value) }
                return true
            }
            defaults.forEachLine(for: response, takesAll: takesAllDefaults) { writer.append($0) }
            if sendsLength {
                writer.append("Content-Length: ")
                writer.appendDecimal(response.contentLength)
                writer.append("\r\n")
            }
            if sendsChunked { writer.appendField("Transfer-Encoding", "chunked") }
            writer.appendField("Date", date)
            if let connection { writer.appendField("Connection", connection) }
            writer.append("\r\n")
            // Counted too high, the head would end in bytes never written: a miscount either way stops here.
            precondition(writer.count == size, "the head's size was miscounted")
            count = writer.count
        }
        let sendsBody = !isHead && !response.status.forbidsContent
        return Output(head: head, body: sendsBody ? response.body : [], file: sendsBody ? response.file : nil)
    }

    /// Whether the handler's field `name` goes into the head: not a framing field the writer
    /// owns, and not `Content-Length` unless `keepsLength` (a 304's).
    private static func isWritten(_ name: String, key: UInt64, keepsLength: Bool) -> Bool {
        if isFramingField(name, key: key) { return false }
        let isLength = key == HTTPHeaders.nameKey(literal: "Content-Length") && HTTPHeaders.namesEqual(name, "Content-Length")
        return !isLength || keepsLength
    }

    /// The number of bytes ``HeadWriter/appendDecimal(_:)`` writes for `value`.
    private static func decimalCount(_ value: Int) -> Int {
        guard value >= 0 else { return String(value).utf8.count }
        var (count, rest) = (1, value)
        while rest >= 10 { (count, rest) = (count + 1, rest / 10) }
        return count
    }

    /// Writes a head into memory of the size the writer counted: the caller counts every piece's
    /// bytes first, so nothing is written past the end (the preconditions catch a miscount). A
    /// string literal is appended through the `String` overload (a small string, read in place).
    private struct HeadWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            precondition(count + bytes.count <= buffer.count, "the head's size was miscounted")
            (buffer.baseAddress! + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        mutating func append(_ string: String) {
            string.withBytes { append($0) }
        }

        /// `name: value` and CRLF.
        mutating func appendField(_ name: String, _ value: String) {
            append(name)
            append(": ")
            append(value)
            append("\r\n")
        }

        /// The decimal digits of `value`, without making a `String`.
        mutating func appendDecimal(_ value: Int) {
            guard value >= 0 else { return append(String(value)) }
            let digits = ResponseWriter.decimalCount(value)
            precondition(count + digits <= buffer.count, "the head's size was miscounted")
            var rest = value
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                buffer[index] = ASCII.zero + UInt8(rest % 10)
                rest /= 10
            }
            count += digits
        }
    }

    /// Why `response` cannot be sent as it is, or `nil` when it can.
    ///
    /// - The status must be final and three digits, 200–999: a 1xx is interim (RFC 9110 §15.2)
    ///   and only the server sends one (`100 Continue`); a handler's would be taken for the
    ///   response and the real one would follow as garbage.
    /// - The reason phrase may hold only HTAB, SP and visible ASCII (RFC 9112 §4), so it cannot
    ///   end the status line early.
    /// - A field with a non-token name or a value holding CR, LF, NUL or another control byte
    ///   (RFC 9110 §5.5) is refused: input copied into headers cannot split the response.
    static func problem(in response: HTTPResponse) -> String? {
        guard (200...999).contains(response.status.code) else { return "The response had an invalid status" }
        guard response.status.reason.utf8.allSatisfy(isReasonByte) else {
            return "The response had an invalid reason phrase"
        }
        guard isValid(response.headers) else { return "The response had an invalid header" }
        return nil
    }

    /// HTAB, SP or a visible ASCII character (VCHAR).
    private static func isReasonByte(_ byte: UInt8) -> Bool {
        byte == ASCII.tab || (ASCII.space..<ASCII.delete).contains(byte)
    }

    /// Whether every field name is a token and every value is free of control bytes.
    static func isValid(_ headers: HTTPHeaders) -> Bool {
        headers.allFields { name, value, _ in
            name.withBytes { ASCII.isToken($0) } && value.withBytes { isFieldValue($0) }
        }
    }

    /// Whether `bytes` may be a field value: no control byte but HTAB, no DEL, and no space at
    /// either end. Read eight bytes at a time: a word with no byte below 0x20 and no DEL (nearly
    /// every word of every value) passes in a few operations, and only a word that may hold one
    /// (a tab) is looked at byte by byte. The same answer as asking each byte.
    static func isFieldValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        // RFC 9110 §5.5: a value neither starts nor ends with whitespace, a space or a tab.
        let (first, last) = (bytes[0], bytes[bytes.count - 1])
        guard first != ASCII.space, first != ASCII.tab, last != ASCII.space, last != ASCII.tab else { return false }
        let count = bytes.count
        var index = 0
        while count &- index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if mayHoldControlByte(word) {
                for offset in index..<(index &+ 8) where !ASCII.isFieldValueByte(base[offset]) { return false }
            }
            index &+= 8
        }
        while index < count {
            guard ASCII.isFieldValueByte(base[index]) else { return false }
            index &+= 1
        }
        return true
    }

    /// Whether a byte of `word` may be below 0x20 or be DEL (0x7F): never false when one is (the
    /// bit tricks' borrows can only add a "may" above a byte that is).
    private static func mayHoldControlByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let deletes = word ^ (ones &* 0x7F)
        return (below | ((deletes &- ones) & ~deletes & highs)) != 0
    }

    /// Fields the writer owns (`Date`, `Connection`, `Transfer-Encoding`, `Keep-Alive`); a
    /// handler's copy is dropped. `key` is the name's ``HTTPHeaders/nameKey(_:)``: a name is
    /// compared only with the one whose key it has (the usual fields have none of theirs), where
    /// each name was compared with all four.
    static func isFramingField(_ name: String, key: UInt64) -> Bool {
        switch key {
        case HTTPHeaders.nameKey(literal: "Date"): HTTPHeaders.namesEqual(name, "Date")
        case HTTPHeaders.nameKey(literal: "Connection"): HTTPHeaders.namesEqual(name, "Connection")
        case HTTPHeaders.nameKey(literal: "Transfer-Encoding"): HTTPHeaders.namesEqual(name, "Transfer-Encoding")
        case HTTPHeaders.nameKey(literal: "Keep-Alive"): HTTPHeaders.namesEqual(name, "Keep-Alive")
        default: false
        }
    }
}
