/// The byte sink that HTML and SVG are written into, escaping by default.
///
/// Text is escaped for `& < >` and attribute values for `& " <`; `writeRaw` is the one escape
/// hatch and takes only markup the engine wrote itself.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

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
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The markup as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
