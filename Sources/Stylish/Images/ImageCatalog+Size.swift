import Foundation

/// The intrinsic size of an image file, read from its header.
extension ImageCatalog {
    /// The size of the PNG, JPEG or SVG image in `bytes`, nil when it is none of those or its
    /// header is cut short or malformed: PNG's IHDR chunk, JPEG's first start-of-frame marker, an
    /// SVG root's `width` and `height` (in px or unitless) or else its `viewBox`.
    public static func intrinsicSize(of bytes: [UInt8]) -> CGSize? {
        pngSize(bytes) ?? jpegSize(bytes) ?? svgSize(bytes)
    }

    /// PNG: the 8-byte signature, then the IHDR chunk whose data begins with the width and
    /// height as big-endian 32-bit numbers (bytes 16…23).
    private static func pngSize(_ bytes: [UInt8]) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        let width = bigEndian(bytes, at: 16, count: 4)
        let height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// JPEG: segments after the SOI marker; a start-of-frame (`FFC0`…`FFCF` but `C4`, `C8`,
    /// `CC`) holds the precision, then the height and width as big-endian 16-bit numbers.
    private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = bigEndian(bytes, at: index + 5, count: 2)
                let width = bigEndian(bytes, at: index + 7, count: 2)
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: width, height: height)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// SVG: the `<svg` start tag's `width` and `height` when both are numbers (optionally in
    /// `px`), else the last two numbers of its `viewBox`.
    private static func svgSize(_ bytes: [UInt8]) -> CGSize? {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = text[open.upperBound..<close]
        if let width = attribute("width", in: tag).flatMap(pixels), let height = attribute("height", in: tag).flatMap(pixels),
            width > 0, height > 0
        {
            return CGSize(width: width, height: height)
        }
        guard let viewBox = attribute("viewBox", in: tag) else { return nil }
        let numbers = viewBox.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return CGSize(width: numbers[2], height: numbers[3])
    }

    /// The value of the attribute `name` in a start tag, quoted with `"` or `'`.
    private static func attribute(_ name: String, in tag: Substring) -> Substring? {
        var rest = tag
        while let found = rest.range(of: name + "=") {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            let valueStart = found.upperBound
            guard valueStart < tag.endIndex else { return nil }
            let quote = tag[valueStart]
            if before.isWhitespace, quote == "\"" || quote == "'" {
                let contentStart = tag.index(after: valueStart)
                guard let end = tag[contentStart...].firstIndex(of: quote) else { return nil }
                return tag[contentStart..<end]
            }
            rest = tag[found.upperBound...]
        }
        return nil
    }

    /// A length in CSS pixels: a number, optionally followed by `px`.
    private static func pixels(_ value: Substring) -> Double? {
        let trimmed = value.hasSuffix("px") ? value.dropLast(2) : value
        return Double(trimmed.trimmingCharacters(in: .whitespaces))
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        guard offset + count <= bytes.count else { return 0 }
        return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
