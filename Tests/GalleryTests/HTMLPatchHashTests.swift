import Testing

@testable import Gallery

/// The markup hash as docs/API.md defines it and gallery.js computes it, the plain way: the
/// markup's UTF-16 code units cut before each `<` but a first one; each token's FNV-1a hash of its
/// index, of its code units four to a word, and of its length; the tokens' hashes summed.
private func referenceHash(_ text: String) -> String {
    var tokens: [[UInt16]] = [[]]
    for unit in text.utf16 {
        if unit == 0x3C, !tokens[tokens.count - 1].isEmpty || tokens.count > 1 { tokens.append([]) }
        tokens[tokens.count - 1].append(unit)
    }
    var sum: UInt32 = 0
    for (index, token) in tokens.enumerated() {
        var value = (0x811c_9dc5 ^ UInt32(index)) &* 0x0100_0193
        for group in stride(from: 0, to: token.count, by: 4) {
            let word = (0..<4).reduce(UInt32(0)) { word, offset in
                group + offset < token.count ? word ^ UInt32(token[group + offset]) &<< (8 * offset) : word
            }
            value = (value ^ word) &* 0x0100_0193
        }
        value = (value ^ UInt32(token.count)) &* 0x0100_0193
        sum &+= value
    }
    let digits = String(sum, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
}

@Suite("HTMLPatch's markup hash: a sum of per-token hashes, FNV-1a four code units a multiply")
struct HTMLPatchHashTests {
    @Test("Hand-computed values, as docs/API.md gives them and gallery.js computes them")
    func handComputed() {
        // "": one empty token, index 0, length 0: ((0x811c9dc5 ^ 0) * p ^ 0) * p = 0x117697cd.
        #expect(MarkupPatch.hash("") == "117697cd")
        // "a": 0x050c5d1f after the index, the word 0x61 in: 0x70772d5a, the length 1 in.
        #expect(MarkupPatch.hash("a") == "669c6641")
        // Two words, "foob" (0x626f6f66) and "ar" (0x7261).
        #expect(MarkupPatch.hash("foobar") == "cf86db38")
        // Two tokens, "<b>x" (index 0) and "</b>" (index 1), their hashes added.
        #expect(MarkupPatch.hash("<b>x</b>") == "a8425c23")
        // U+1F600 is two code units, D83D DE00 (the word 0xD83D ^ 0xDE00 << 8); é one, E9.
        #expect(MarkupPatch.hash("\u{1F600}") == "cb0ecbcc")
        #expect(MarkupPatch.hash("<p>h\u{E9}llo<i>") == "5ec6aff1")
    }

    @Test("Every length around the word size, long markup and non-ASCII text hash as the plain way")
    func againstReference() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<div class=\"sg\" style=\"left:12px\">abc</div>\u{7f}\u{1}".unicodeScalars)
        let wide = alphabet + Array("é€😀".unicodeScalars)
        for scalars in [alphabet, wide] {
            for length in Array(0...40) + [63, 64, 65, 1_000, 4_097] {
                let text = String(
                    String.UnicodeScalarView((0..<length).map { _ in scalars.randomElement(using: &generator)! }))
                #expect(MarkupPatch.hash(text) == referenceHash(text), "\(text)")
            }
        }
    }

    @Test("A byte of 0x80 or more is found at every position of every length, read four words a turn")
    func asciiTest() {
        for length in 0...80 {
            var bytes = [UInt8](repeating: 0x7f, count: length)
            #expect(bytes.withUnsafeBufferPointer(MarkupPatch.isASCII), "\(length) ASCII bytes")
            for position in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    bytes[position] = high
                    #expect(!bytes.withUnsafeBufferPointer(MarkupPatch.isASCII), "\(high) at \(position) of \(length)")
                }
                bytes[position] = 0x7f
            }
        }
    }

    @Test("Small hashes keep their leading zeros")
    func leadingZeros() {
        var found = 0
        for value in 0..<5_000 where found < 5 {
            let text = "<k\(value)"
            let hash = referenceHash(text)
            guard hash.hasPrefix("0") else { continue }
            found += 1
            #expect(MarkupPatch.hash(text) == hash)
        }
        #expect(found == 5)
    }

    @Test("The old markup's hash moved by each changed token (its kept start shared) is the new markup's")
    func changesAddUp() {
        let pieces = ["<div a=\"1\">", "<b>", "x", "y<", "<", "é", "</div>", "12px", "<p class=\"sg-n\">t", "<i s=\"left:1px\">"]
        for (before, after) in HTMLPatchTokenTests.randomPairs(of: pieces, count: 3000) {
            var (old, new) = (before, after)
            var moved = MarkupPatch.hashValue(before)
            let walked = old.withUTF8 { a in
                new.withUTF8 { b in
                    HTMLPatch.walk(from: a, to: b) { index, tokenA, tokenB in
                        let kept = MarkupPatch.kept(from: tokenA, to: tokenB)
                        // Every shared length the kept start allows (rounded down to words), not
                        // only the longest.
                        for start in [0, 1, 4, 5, kept.start / 2, kept.start] where start <= kept.start {
                            let change = MarkupPatch.hashChange(index, from: tokenA, to: tokenB, sharing: start)
                            #expect(
                                change == MarkupPatch.tokenHash(index, tokenB) &- MarkupPatch.tokenHash(index, tokenA))
                        }
                        moved &+= MarkupPatch.hashChange(index, from: tokenA, to: tokenB, sharing: kept.start)
                    }
                }
            }
            guard walked else { continue }
            #expect(moved == MarkupPatch.hashValue(after), "\(before) -> \(after)")
        }
    }
}
