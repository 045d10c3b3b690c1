import Foundation

extension TextRun {
    /// One line of wrapped ASCII text: its bytes in the string, and their advance.
    struct ASCIILine {
        let bytes: Range<Int>
        let units: Int
    }

    /// The lines that ``lines(fitting:)`` makes, for ASCII text without a carriage return, found
    /// byte by byte with each line measured as it grows; nil for any other text.
    ///
    /// In such text every byte is a `Character` of its own (the one ASCII pair that forms a single
    /// `Character` is CR LF), so splitting bytes at `\n` and at spaces splits exactly where the
    /// `Character` splits do, and a line's advance is the sum of its bytes'.
    func asciiLines(fitting width: CGFloat?) -> [ASCIILine]? {
        var lines: [ASCIILine] = []
        guard forEachASCIILine(fitting: width, { lines.append($0) }) else { return nil }
        return lines
    }

    /// Calls `body` with each line that ``asciiLines(fitting:)`` makes, in order, without
    /// gathering them; false (and no call) for text that it leaves.
    func forEachASCIILine(fitting width: CGFloat?, _ body: (ASCIILine) -> Void) -> Bool {
        var string = string
        return string.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return false }
            var paragraphStart = 0
            while paragraphStart <= utf8.count {
                let paragraphEnd = utf8[paragraphStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
                wrap(utf8, paragraphStart..<paragraphEnd, fitting: width, body)
                paragraphStart = paragraphEnd + 1
            }
            return true
        }
    }

    /// Wraps one paragraph (`range` of `utf8`, without its newline), calling `body` with each line.
    private func wrap(
        _ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, fitting width: CGFloat?, _ body: (ASCIILine) -> Void
    ) {
        let advance = { (bytes: Range<Int>) in bytes.reduce(0) { $0 + TextMetrics.advance(ofASCII: utf8[$1]) } }
        let paragraph = ASCIILine(bytes: range, units: advance(range))
        guard let width, self.width(of: paragraph) > width else {
            body(paragraph)
            return
        }
        var line: ASCIILine?
        var index = range.lowerBound
        while index < range.upperBound {
            // The next word: a run of bytes other than a space.
            guard utf8[index] != UInt8(ascii: " ") else {
                index += 1
                continue
            }
            let wordStart = index
            while index < range.upperBound && utf8[index] != UInt8(ascii: " ") { index += 1 }
            let word = ASCIILine(bytes: wordStart..<index, units: advance(wordStart..<index))
            guard let current = line else {
                line = word
                continue
            }
            let candidate = ASCIILine(
                bytes: current.bytes.lowerBound..<index, units: current.units + advance(current.bytes.upperBound..<index))
            if self.width(of: candidate) <= width {
                line = candidate
            } else {
                body(current)
                line = word
            }
        }
        body(line ?? ASCIILine(bytes: range.lowerBound..<range.lowerBound, units: 0))
    }

    /// The width of a line, as ``TextMetrics/width(of:font:)`` measures its text.
    private func width(of line: ASCIILine) -> CGFloat {
        TextMetrics.width(units: line.units, scalarCount: line.bytes.count, font: font)
    }
}
