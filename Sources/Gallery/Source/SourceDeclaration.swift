/// A top-level type declaration in a Swift file: `struct`, `class`, `enum`, `protocol`, `actor`
/// or `extension`, from its doc comment and attributes to its closing brace.
struct SourceDeclaration: Equatable, Sendable {
    /// The declaring keyword (`struct`, `extension` …).
    let keyword: String
    /// The declared (or extended) type's name.
    let name: String
    /// Its bytes in the file: from the start of its first doc comment or attribute line to the
    /// end of the line of its closing brace.
    let range: Range<Int>

    /// The keywords that declare a type (or extend one).
    static let keywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]

    /// The top-level declarations of the Swift file `bytes`, in order.
    ///
    /// Braces are matched on the lexer's tokens, so those in strings and comments do not count.
    static func all(in bytes: [UInt8]) -> [SourceDeclaration] {
        let tokens = SwiftLexer.tokens(of: bytes)
        var found: [SourceDeclaration] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if let brace = braceDelta(token, bytes) {
                depth += brace
            } else if depth == 0, token.kind == .keyword, keywords.contains(text(token, bytes)),
                let nameIndex = nextSignificant(after: index, tokens, bytes),
                isName(tokens[nameIndex], bytes),
                let close = closingBrace(from: nameIndex, tokens, bytes)
            {
                let start = leadingLines(before: lineStart(of: token.range.lowerBound, bytes), tokens, bytes)
                let end = lineEnd(of: tokens[close].range.upperBound, bytes)
                found.append(
                    SourceDeclaration(keyword: text(token, bytes), name: text(tokens[nameIndex], bytes), range: start..<end))
                index = close + 1
                continue
            }
            index += 1
        }
        return found
    }

    /// Whether `token` is an identifier (a type's name, capitalised or not).
    private static func isName(_ token: SwiftToken, _ bytes: [UInt8]) -> Bool {
        guard token.kind == .type || token.kind == .plain, let first = bytes[token.range].first else { return false }
        return first == UInt8(ascii: "_") || first >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
    }

    /// +1 for a `{` of code, -1 for a `}`, nil for any other token.
    private static func braceDelta(_ token: SwiftToken, _ bytes: [UInt8]) -> Int? {
        guard token.kind == .plain, token.range.count == 1 else { return nil }
        switch bytes[token.range.lowerBound] {
        case UInt8(ascii: "{"): return 1
        case UInt8(ascii: "}"): return -1
        default: return nil
        }
    }

    /// The next token after `index` that is not white space or a comment.
    private static func nextSignificant(after index: Int, _ tokens: [SwiftToken], _ bytes: [UInt8]) -> Int? {
        var next = index + 1
        while next < tokens.count {
            let token = tokens[next]
            let isSpace = token.kind == .plain && bytes[token.range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
            if !isSpace && token.kind != .comment && token.kind != .docComment { return next }
            next += 1
        }
        return nil
    }

    /// The `}` that closes the first `{` after `index`, or nil when there is none (a `;`-less
    /// declaration without a body cannot be a type's).
    private static func closingBrace(from index: Int, _ tokens: [SwiftToken], _ bytes: [UInt8]) -> Int? {
        var depth = 0
        for next in index..<tokens.count {
            guard let delta = braceDelta(tokens[next], bytes) else { continue }
            depth += delta
            if depth == 0 && delta < 0 { return next }
            if depth < 0 { return nil }
        }
        return nil
    }

    /// `lineStart` moved up over the doc comments and attribute lines right above it.
    private static func leadingLines(before lineStart: Int, _ tokens: [SwiftToken], _ bytes: [UInt8]) -> Int {
        var start = lineStart
        while start > 0 {
            let previous = self.lineStart(of: start - 1, bytes)
            let line = bytes[previous..<(start - 1)].drop { $0 == 0x20 || $0 == 0x09 }
            if line.starts(with: Array("///".utf8)) || line.first == UInt8(ascii: "@") {
                start = previous
            } else if let last = line.lastIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }), last > previous,
                bytes[last] == UInt8(ascii: "/"), bytes[last - 1] == UInt8(ascii: "*"),
                let comment = tokens.first(where: { $0.range.contains(last) }), comment.kind == .docComment
            {
                start = self.lineStart(of: comment.range.lowerBound, bytes)
            } else {
                break
            }
        }
        return start
    }

    private static func lineStart(of offset: Int, _ bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    private static func lineEnd(of offset: Int, _ bytes: [UInt8]) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    private static func text(_ token: SwiftToken, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }
}
