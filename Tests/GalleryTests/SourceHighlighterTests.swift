import Foundation
import Testing

@testable import Gallery

/// The Swift lexer and highlighter, on snippets and on every `.swift` file of the package.
@Suite("Swift highlighting")
struct SourceHighlighterTests {
    /// The package's root (this file is `Tests/GalleryTests/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.swift` file of the package, sources and tests, as paths from its root.
    static let swiftFiles: [String] =
        ["Sources", "Tests", "Benchmarks"].flatMap { folder in
            (FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path)?.allObjects ?? [])
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        } + ["Package.swift"]

    /// The text of highlighted HTML: tags dropped, the three escapes undone.
    static func text(of html: String) -> String {
        html.replacing(/<\/?span[^>]*>/, with: "").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `source`'s tokens as (kind, text), white space and punctuation left out.
    static func significant(_ source: String) -> [(SwiftToken.Kind, String)] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokens(of: bytes).map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
            .filter { $0.0 != .plain || $0.1.contains(where: \.isLetter) }
    }

    @Test("Every byte of every .swift file of the package comes out once, in order, escaped")
    func everyFileRoundTrips() throws {
        #expect(Self.swiftFiles.count > 100)
        for path in Self.swiftFiles {
            let bytes = try [UInt8](Data(contentsOf: Self.packageRoot.appendingPathComponent(path)))
            let tokens = SwiftLexer.tokens(of: bytes)
            var offset = 0
            for token in tokens {
                #expect(token.range.lowerBound == offset, "\(path): a gap or overlap at byte \(offset)")
                offset = token.range.upperBound
            }
            #expect(offset == bytes.count, "\(path): tokens end at \(offset) of \(bytes.count)")
            let html = SwiftHighlighter.html(bytes)
            #expect(Self.text(of: html) == String(decoding: bytes, as: UTF8.self), "\(path) does not round-trip")
            #expect(MarkupAudit(html).problems.isEmpty, "\(path): \(MarkupAudit(html).problems)")
        }
    }

    @Test("Keywords, attributes, types, numbers and directives")
    func kinds() {
        let tokens = Self.significant("@State private var value: Double = 0.25 // one\n#Preview { Slider(value: 1_000) }")
        #expect(
            tokens.map(\.0) == [
                .attribute, .keyword, .keyword, .plain, .type, .number, .comment, .directive, .type, .plain, .number,
            ])
        #expect(
            tokens.map(\.1) == [
                "@State", "private", "var", "value", "Double", "0.25", "// one", "#Preview", "Slider", "value", "1_000",
            ])
        #expect(Self.significant("0x1F 1e-3 1..<5").map(\.1) == ["0x1F", "1e-3", "1", "5"])
    }

    @Test("Doc comments and nested block comments are one token each")
    func comments() {
        let source = "/// Doc.\n//// not doc\n/* a /* nested */ still */ let x = 1\n/** block doc */"
        let tokens = Self.significant(source)
        #expect(tokens[0].0 == .docComment && tokens[0].1 == "/// Doc.")
        #expect(tokens[1].0 == .comment)
        #expect(tokens[2] == (.comment, "/* a /* nested */ still */"))
        #expect(tokens[3].0 == .keyword)
        #expect(tokens.last! == (.docComment, "/** block doc */"))
    }

    @Test("Strings: escapes, interpolation with code and strings inside, multi-line and raw")
    func strings() {
        let interpolated = Self.significant(#"let s = "a \(f("}")) b\n""#)
        #expect(
            interpolated.map(\.1) == ["let", "s", "\"a ", "\\(", "f", "\"}\"", ")", " b", "\\n", "\""],
            "\(interpolated)")
        #expect(interpolated.map(\.0)[2...] == [.string, .escape, .plain, .string, .escape, .string, .escape, .string])
        let multiline = Self.significant("let t = \"\"\"\n  \"quoted\" { \n  \"\"\"\nlet u = 1")
        #expect(multiline[2] == (.string, "\"\"\"\n  \"quoted\" { \n  \"\"\""))
        #expect(multiline[3] == (.keyword, "let"))
        let raw = Self.significant(##"let r = #"a "b" \n \#(x) c"#"##)
        #expect(raw.map(\.1) == ["let", "r", #"#"a "b" \n "#, ##"\#("##, "x", ")", ##" c"#"##])
    }

    @Test("Regex literals are one token, so the quotes and braces in them are not code; division is not a regex")
    func regexes() {
        let bare = Self.significant(#"x.replacing(/"{(a|b)[/"]"/) { m in m }"#)
        #expect(bare[2] == (.string, #"/"{(a|b)[/"]"/"#), "\(bare)")
        #expect(Self.significant("let y = a / b / c").map(\.0) == [.keyword, .plain, .plain, .plain, .plain])
        #expect(Self.significant("let z = (1 / 2)").map(\.0) == [.keyword, .plain, .number, .number])
        let extended = Self.significant("let r = #/a\n\"{/#\nlet s = 1")
        #expect(extended[2] == (.string, "#/a\n\"{/#") && extended[3] == (.keyword, "let"))
    }

    @Test("Markup in the source is escaped, and nothing else is changed")
    func escaping() {
        let html = SwiftHighlighter.html(#"let tag = "<script>alert(1)</script>" && a < b"#)
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;") && html.contains("&amp;&amp; a &lt; b"))
        #expect(MarkupAudit(html).problems.isEmpty)
    }

    @Test("An unterminated string or comment ends the token at the line or the file, never loops")
    func unterminated() {
        for source in ["let s = \"open\nlet t = 2", "/* open /* nested */", "let s = \"\\(", "\"\"\"\nno end", "#", "@", "0x"] {
            let html = SwiftHighlighter.html(source)
            #expect(Self.text(of: html) == source)
        }
    }
}
