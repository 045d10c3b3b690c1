import Testing

@testable import Gallery

/// The patch's walk over tokens, which passes over an unchanged token without searching the new
/// markup for its end, against cutting both markups into tokens first.
@Suite("HTML patch tokens")
struct HTMLPatchTokenTests {
    /// The markup cut at each `<` (after the first byte), the reference.
    static func tokens(_ markup: String) -> [[UInt8]] {
        var tokens: [[UInt8]] = []
        for byte in markup.utf8 {
            if byte == UInt8(ascii: "<") || tokens.isEmpty { tokens.append([]) }
            tokens[tokens.count - 1].append(byte)
        }
        return tokens
    }

    @Test("Edits name exactly the changed tokens, apply to the new markup, and none when the count differs")
    func editsMatchTheTokens() {
        let pieces = ["<div a=\"1\">", "<b>", "x", "y<", "<", "é", "</div>", "12px", "<p class=\"sg-n\">t"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            var new = old
            for _ in 0..<Int.random(in: 0...3, using: &generator) where !new.isEmpty {
                new[Int.random(in: 0..<new.count, using: &generator)] = pieces.randomElement(using: &generator)!
            }
            let (before, after) = (old.joined(), new.joined())
            let (tokensBefore, tokensAfter) = (Self.tokens(before), Self.tokens(after))
            let patch = HTMLPatch(from: before, to: after)
            guard tokensBefore.count == tokensAfter.count else {
                #expect(patch == nil, "\(before) -> \(after)")
                continue
            }
            let changed = tokensBefore.indices.filter { tokensBefore[$0] != tokensAfter[$0] }
            #expect(patch?.edits.map(\.token) == changed, "\(before) -> \(after)")
            #expect(patch?.applied(to: before) == after, "\(before) -> \(after)")
        }
    }
}
