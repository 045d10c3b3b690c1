/// The literals whose text may hold what looks like code: strings (with interpolated code) and
/// regular expressions.
extension SwiftLexer {
    // MARK: - Regex literals

    /// Whether a `/` here starts a regex literal `/…/` rather than dividing: it follows an
    /// opening bracket, a separator, `=` or `return`, is not followed by white space, and a
    /// closing `/` ends it on the same line.
    func regexCanStart() -> Bool {
        guard let next = peek(1), !Self.isSpace(next), next != UInt8(ascii: ")") else { return false }
        let previous = tokens.last { !($0.kind == .plain && bytes[$0.range].allSatisfy(Self.isSpace)) }
        if let previous {
            let text = bytes[previous.range]
            let opens = previous.kind == .plain && text.count == 1 && "(,=:[{;".utf8.contains(text.first!)
            guard opens || (previous.kind == .keyword && text.elementsEqual("return".utf8)) else { return false }
        }
        return regexEnd(from: index + 1) != nil
    }

    /// The index after the `/` that closes a bare regex literal starting before `start`, on the
    /// same line; escapes and `/` in character classes do not close it.
    private func regexEnd(from start: Int) -> Int? {
        var position = start
        var inClass = false
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass: return position + 1
            default: break
            }
            position += 1
        }
        return nil
    }

    mutating func lexRegex() {
        let start = index
        index = regexEnd(from: index + 1) ?? bytes.count
        emit(.string, from: start)
    }

    /// `#/…/#` (with as many `#`), which may span lines; unterminated, to the end.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = index
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                break
            } else {
                index += 1
            }
        }
        emit(.string, from: start)
    }

    // MARK: - Strings

    /// A string literal from its opening `#…"` or `#…"""`, with its escapes and interpolations.
    mutating func lexString(hashes: Int) {
        var start = index
        index += hashes
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                emit(.string, from: start)
                lexEscape(hashes: hashes)
                start = index
            } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
            {
                index += quotes + hashes
                break
            } else if byte == UInt8(ascii: "\n"), !multiline {
                break  // unterminated: the line ends the literal
            } else {
                index += 1
            }
        }
        emit(.string, from: start)
    }

    /// An escape at `\` (and `hashes` `#`): `\(` … `)` reads the code inside as code.
    private mutating func lexEscape(hashes: Int) {
        let start = index
        index += 1 + hashes
        guard index < bytes.count else { return emit(.escape, from: start) }
        switch bytes[index] {
        case UInt8(ascii: "("):
            index += 1
            emit(.escape, from: start)
            lexCode(inInterpolation: true)
            if index < bytes.count {
                let close = index
                index += 1
                emit(.escape, from: close)
            }
        case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
            emit(.escape, from: start)
        default:
            index += Self.scalarLength(bytes[index])
            emit(.escape, from: start)
        }
    }
}
