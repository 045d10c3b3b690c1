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

    /// `count` markups of up to twelve of `pieces`, each with a copy that has up to three of
    /// its pieces replaced.
    static func randomPairs(of pieces: [String], count: Int) -> [(before: String, after: String)] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            var new = old
            for _ in 0..<Int.random(in: 0...3, using: &generator) where !new.isEmpty {
                new[Int.random(in: 0..<new.count, using: &generator)] = pieces.randomElement(using: &generator)!
            }
            return (old.joined(), new.joined())
        }
    }

    @Test("A changed token keeps its common start and end, found a word at a time, as byte by byte")
    func keptLengthsMatchBytes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            // Long tokens that share starts and ends of every length, with a change anywhere.
            let length = Int.random(in: 1...40, using: &generator)
            let alphabet = Array("ab=\" ;:-0123".utf8)
            let old = [UInt8(ascii: "<")] + (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            var new = old
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 1...new.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where at < new.count: new[at] = alphabet.randomElement(using: &generator)!
                case 1 where at < new.count && new.count > 2: new.remove(at: at)
                default: new.insert(alphabet.randomElement(using: &generator)!, at: at)
                }
            }
            let (before, after) = (String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self))
            guard before != after, let edit = HTMLPatch(from: before, to: after)?.edits.first else { continue }
            var start = 0
            while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
            var end = 0
            while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] {
                end += 1
            }
            #expect(edit.keepStart == start && edit.keepEnd == end, "\(before) -> \(after)")
            #expect(edit.text == String(decoding: new[start..<(new.count - end)], as: UTF8.self))
        }
    }

    @Test("A changed token with a non-ASCII byte anywhere, in its old or its new bytes, keeps nothing")
    func keptIsNothingForNonASCII() {
        let old = Array(#"<b style="left:12px;top:3px;width:40px">"#.utf8)
        var new = old
        new[22] = UInt8(ascii: "9")
        let plain = old.withUnsafeBufferPointer { a in new.withUnsafeBufferPointer { b in MarkupPatch.kept(from: a, to: b) } }
        #expect(plain.start == 22 && plain.end == old.count - 23)
        // "é" (two bytes) in the common start, in the changed middle or in the common end, of
        // either token; in the start or end of both (then still common).
        let accent: [UInt8] = [0xC3, 0xA9]
        for at in [1, 10, 22, 23, 30, old.count - 2] {
            for side in 0..<3 {
                var (a, b) = (old, new)
                if side != 1 { a.replaceSubrange(at..<(at + 1), with: accent) }
                if side != 0 { b.replaceSubrange(at..<(at + 1), with: accent) }
                let kept = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in MarkupPatch.kept(from: a, to: b) } }
                #expect(kept == (0, 0), "é at \(at), side \(side)")
            }
        }
    }

    @Test("A patch bounded in size is the plain patch when it is smaller, none otherwise")
    func boundedPatch() {
        let old = #"<div style="left:1px"><b>one</b><i style="top:2px">x</i></div>"#
        let new = #"<div style="left:42px"><b>two</b><i style="top:3px">x</i></div>"#
        let plain = HTMLPatch(from: old, to: new)
        let size = plain?.size ?? 0
        #expect(size > 0)
        #expect(HTMLPatch(from: old, to: new, smallerThan: size + 1) == plain)
        #expect(HTMLPatch(from: old, to: new, smallerThan: size) == nil)
        #expect(HTMLPatch(from: old, to: old + "<p>", smallerThan: .max) == nil)
    }

    @Test("Edits name exactly the changed tokens, apply to the new markup, and none when the count differs")
    func editsMatchTheTokens() {
        let pieces = ["<div a=\"1\">", "<b>", "x", "y<", "<", "é", "</div>", "12px", "<p class=\"sg-n\">t"]
        for (before, after) in Self.randomPairs(of: pieces, count: 3000) {
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
