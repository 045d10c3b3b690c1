/// Splits Swift source into ``SwiftToken``s that cover every byte exactly once, in order.
///
/// It knows what highlighting and brace matching need: comments (nested `/* */`, doc comments),
/// string literals (escapes, `\( )` interpolation with code inside, multi-line `"""`, raw
/// `#"…"#`), regex literals (`/…/` where an expression starts, `#/…/#`), numbers, keywords,
/// attributes, directives and capitalised type names. Everything
/// else (identifiers, operators, white space) is `.plain`, and each punctuation byte outside
/// strings and comments is a token of its own, so `{` and `}` of code can be told apart from
/// those in text.
///
/// ```swift
/// let tokens = SwiftLexer.tokens(of: Array(#"let x = "\(a)""#.utf8))
/// // keyword "let", plain " x = ", string "\"", escape "\\(", plain "a", escape ")", string "\""
/// ```
struct SwiftLexer {
    /// The source, in UTF-8.
    let bytes: [UInt8]
    /// Where the lexer is, in `bytes`.
    var index = 0
    /// The tokens so far.
    var tokens: [SwiftToken] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The tokens of `source`; their ranges are contiguous and cover it whole.
    static func tokens(of source: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        lexer.lexCode(inInterpolation: false)
        return lexer.tokens
    }

    /// Swift's keywords, and the contextual ones that read as keywords in declarations.
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch", "class",
        "consuming", "continue", "convenience", "default", "defer", "deinit", "do", "dynamic", "each", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "guard", "if", "import", "in",
        "indirect", "init", "inout", "internal", "is", "isolated", "lazy", "let", "macro", "mutating", "nil",
        "nonisolated", "nonmutating", "open", "operator", "override", "package", "precedencegroup", "private",
        "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "sending", "some", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var",
        "weak", "where", "while", "Any",
    ]

    // MARK: - Code

    /// Reads code up to the end, or, in an interpolation, up to (not including) its closing `)`.
    mutating func lexCode(inInterpolation: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                emit(.plain, from: start)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                lexBlockComment()
            case UInt8(ascii: "/") where regexCanStart():
                lexRegex()
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                lexHash()
            case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierStart) == true:
                index += 1
                skipIdentifier()
                emit(.attribute, from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                emit(.plain, from: start)
            case _ where Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$"):
                index += 1
                skipIdentifier()
                emit(classify(start..<index), from: start)
            case UInt8(ascii: ")") where inInterpolation && depth == 0:
                return
            default:
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                index += 1
                emit(.plain, from: start)
            }
        }
    }

    private func classify(_ range: Range<Int>) -> SwiftToken.Kind {
        let word = String(decoding: bytes[range], as: UTF8.self)
        if Self.keywords.contains(word) { return .keyword }
        if let first = bytes[range].first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return .type }
        return .plain
    }

    private mutating func lexLineComment() {
        let start = index
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        emit(isDoc ? .docComment : .comment, from: start)
    }

    /// A block comment, nested ones included (Swift allows `/* /* */ */`); unterminated, to the end.
    private mutating func lexBlockComment() {
        let start = index
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        emit(isDoc ? .docComment : .comment, from: start)
    }

    /// `#` starts a raw string (`#"…"#`), a directive (`#if`, `#Preview`) or is an operator byte.
    private mutating func lexHash() {
        let start = index
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            lexString(hashes: hashes)
        } else if peek(hashes) == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
        } else if hashes == 1, peek(1).map(Self.isIdentifierStart) == true {
            index += 1
            skipIdentifier()
            emit(.directive, from: start)
        } else {
            index += 1
            emit(.plain, from: start)
        }
    }

    private mutating func lexNumber() {
        let start = index
        let isHex = bytes[index] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        if isHex || (bytes[index] == UInt8(ascii: "0") && [UInt8(ascii: "o"), UInt8(ascii: "b")].contains(peek(1))) {
            index += 2
        }
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isDigit(byte) || byte == UInt8(ascii: "_") || (isHex && Self.isHexLetter(byte)) {
                index += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), Self.isDigit(next) || (isHex && Self.isHexLetter(next)) {
                index += 1  // a fraction, not `1..<5` or `2.description`
            } else if [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(byte),
                !isHex || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
            {
                index += 1
                if [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(peek(0)) { index += 1 }
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    // MARK: - Helpers

    /// Adds a token of `kind` from `start` to `index` (none if empty).
    mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        let end = min(index, bytes.count)
        index = end
        guard start < end else { return }
        tokens.append(SwiftToken(kind: kind, range: start..<end))
    }

    /// The byte `offset` after `index`, nil past the end.
    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func skipIdentifier() {
        while index < bytes.count, Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
    }

    /// Space, tab, CR or LF.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// Letters, `_` and any non-ASCII byte (Swift identifiers may hold Unicode letters).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The bytes of the UTF-8 sequence that `lead` starts (1 for a stray continuation byte).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
