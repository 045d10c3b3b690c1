import Testing

@testable import Gallery

/// FNV-1a over UTF-16 code units, one at a time, and eight lowercase hex digits: what a client
/// computes, and what ``HTMLPatch/hash(_:)`` gave before it read eight bytes at a time.
private func referenceHash(_ text: String) -> String {
    var value: UInt32 = 0x811c_9dc5
    for unit in text.utf16 { value = (value ^ UInt32(unit)) &* 0x0100_0193 }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
}

@Suite("HTMLPatch.hash read by words")
struct HTMLPatchHashTests {
    @Test("Every length around the word size, and long markup, hash as byte by byte")
    func asciiLengths() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<div class=\"sg\" style=\"left:12px\">abc</div>\u{7f}\u{1}".unicodeScalars)
        for length in Array(0...40) + [63, 64, 65, 1_000, 4_097] {
            let text = String(
                String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            #expect(HTMLPatch.hash(text) == referenceHash(text), "length \(length)")
        }
    }

    @Test("A non-ASCII character anywhere (in a word or in the tail) is hashed as UTF-16")
    func nonASCII() {
        for position in 0..<20 {
            for character in ["é", "€", "😀"] {
                var text = String(repeating: "a", count: 19)
                text.insert(contentsOf: character, at: text.index(text.startIndex, offsetBy: position))
                #expect(HTMLPatch.hash(text) == referenceHash(text), "\(character) at \(position)")
            }
        }
    }

    @Test("Small hashes keep their leading zeros")
    func leadingZeros() {
        // Search a few short strings for hashes below 0x1000_0000 and check their eight digits.
        var found = 0
        for value in 0..<5_000 where found < 5 {
            let text = "k\(value)"
            let hash = referenceHash(text)
            guard hash.hasPrefix("0") else { continue }
            found += 1
            #expect(HTMLPatch.hash(text) == hash)
        }
        #expect(found == 5)
    }
}
