import Foundation
import Testing

@testable import Gallery

/// The escaping JSONWriter.string did byte by byte before it copied unescaped runs whole.
private func referenceString(_ text: String) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    let hex = Array("0123456789abcdef".utf8)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
        case UInt8(ascii: "\n"): out += Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): out += Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): out += Array(#"\t"#.utf8)
        case 0..<0x20: out += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        case UInt8(ascii: "<"): out += Array(#"\u003c"#.utf8)
        default: out.append(byte)
        }
    }
    return out + [UInt8(ascii: "\"")]
}

@Suite struct JSONWriterTests {
    @Test("Strings are escaped byte for byte as before, and read back as they were")
    func strings() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = [
            "a", "Z", " ", "\"", "\\", "<", "/", ">", "\n", "\r", "\t", "\u{0}", "\u{1f}", "é", "€", "😀",
        ]
        var samples = ["", "plain", "<div class=\"sg\">x</div>", "\\\\", "\u{7f}", String(repeating: "ab<", count: 500)]
        for _ in 0..<200 {
            samples.append(
                String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for sample in samples {
            var json = JSONWriter()
            json.string(sample)
            #expect(json.bytes == referenceString(sample), "\(sample.debugDescription)")
            let decoded = try JSONSerialization.jsonObject(with: Data(json.bytes), options: .fragmentsAllowed) as? String
            #expect(decoded == sample)
        }
    }
}

@Suite("JSONWriter.string looks at eight bytes at a time")
struct JSONWriterWordTests {
    @Test("Every ASCII byte at every place of a word, and in the tail, is escaped as byte by byte")
    func everyByteEverywhere() {
        for byte in UInt8(0)..<0x80 {
            for place in 0..<19 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 19)
                bytes[place] = byte
                if place > 0 { bytes[place - 1] = byte }
                let text = String(decoding: bytes, as: UTF8.self)
                var json = JSONWriter()
                json.string(text)
                #expect(json.bytes == referenceString(text), "byte \(byte) at \(place)")
            }
        }
    }
}

@Suite("JSONWriter's literal writers")
struct JSONWriterLiteralTests {
    @Test("An integer is written as String(value) writes it")
    func integers() {
        var values = [0, 1, -1, 9, 10, 99, 100, -100, 2_026, 1 << 53, Int.max, Int.min, Int.max - 1]
        var generator = SystemRandomNumberGenerator()
        values += (0..<500).map { _ in Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0..<63) }
        for value in values {
            var json = JSONWriter()
            json.integer(value)
            #expect(json.bytes == Array(String(value).utf8), "\(value)")
        }
    }

    @Test("A number is written as before: an integer's digits, String(value) for a fraction, null when not finite")
    func numbers() {
        var values: [Double] = [0, -0.0, 0.5, -0.1, 0.1 + 0.2, 1.0 / 3, 66.25, 1e-4, 1e15, 1e300, .nan, .infinity]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20000 {
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 100)
            values.append(Double.random(in: -1000...1000, using: &generator))
            values.append(Double(bitPattern: generator.next()))
        }
        for value in values {
            var json = JSONWriter()
            json.number(value)
            let expected =
                !value.isFinite
                ? "null" : value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            #expect(json.bytes == Array(expected.utf8), "\(value)")
        }
    }

    @Test("Literals and members write what raw and key write for them")
    func literalsAndMembers() {
        var fast = JSONWriter()
        var plain = JSONWriter()
        fast.literal("{")
        plain.raw("{")
        fast.member("id", first: true)
        plain.key("id", first: true)
        fast.literal("null")
        plain.raw("null")
        fast.member("startLocation")
        plain.key("startLocation")
        fast.number(-42)
        plain.raw(String(-42))
        fast.literal("}")
        plain.raw("}")
        #expect(fast.bytes == plain.bytes)
        #expect(String(decoding: fast.bytes, as: UTF8.self) == #"{"id":null,"startLocation":-42}"#)
    }

    @Test("A literal of one byte, of one non-ASCII character, of a few bytes and of many is its UTF-8 bytes")
    func literalLengths() {
        var json = JSONWriter()
        json.literal(",")
        json.literal("\u{E9}")
        json.literal("[\u{1F600}]")
        json.literal("ab")
        json.literal("a longer literal than eight bytes")
        #expect(json.bytes == Array(",\u{E9}[\u{1F600}]aba longer literal than eight bytes".utf8))
    }
}
