/// The byte sink that HTML and SVG are written into, escaping by default.
///
/// Text is escaped for `& < >` and attribute values for `& " <`; a NUL, which HTML does not allow
/// in either (a parse error, HTML § 13.2.5), becomes U+FFFD as a browser would make it. `writeRaw`
/// is the one escape hatch and takes only markup the engine wrote itself.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []
    /// The `data-k` values written so far, so that each element's is unique.
    private var usedKeys: Set<String> = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes engine-made markup as it is. Never pass user text here.
    mutating func writeRaw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Writes `text` as element content, escaped.
    mutating func writeText(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case 0: bytes.append(contentsOf: Self.replacementCharacter)
            default: bytes.append(byte)
            }
        }
    }

    /// Writes ` name="value"` with the value escaped.
    mutating func writeAttribute(_ name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: "=\"".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case 0: bytes.append(contentsOf: Self.replacementCharacter)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `key`, or (when a wrapper element already took it, as a shadow around a shape does)
    /// `key` with a `'` per earlier element of that key; the same tree always gets the same keys.
    mutating func uniqueKey(_ key: String) -> String {
        var candidate = key
        while !usedKeys.insert(candidate).inserted { candidate += "'" }
        return candidate
    }

    /// U+FFFD in UTF-8, written for a NUL.
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The markup as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
