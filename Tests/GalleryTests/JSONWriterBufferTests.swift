import Foundation
import Testing

@testable import Gallery

/// What `JSONWriter.number` wrote before it wrote into its own buffer: an integer's digits below
/// 10^15, `String(value)` for other finite values, `null` for the others.
private func referenceNumber(_ value: Double) -> [UInt8] {
    guard value.isFinite else { return Array("null".utf8) }
    return Array((value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)).utf8)
}

@Suite("JSONWriter writes into its own buffer")
struct JSONWriterBufferTests {
    @Test("A writer of little room grows as it writes, and finish hands over exactly what was written")
    func growth() {
        var json = JSONWriter(capacity: 0)
        var expected: [UInt8] = []
        for index in 0..<300 {
            json.member("member", first: index == 0)
            json.integer(index * 7919)
            json.string(String(repeating: "x\"<", count: index % 13))
            json.number(Double(index) / 7)
            expected += Array(((index == 0 ? "" : ",") + "\"member\":").utf8) + Array(String(index * 7919).utf8)
            expected += Array(("\"" + String(repeating: #"x\"\u003c"#, count: index % 13) + "\"").utf8)
            expected += referenceNumber(Double(index) / 7)
        }
        #expect(json.count == expected.count)
        #expect(json.bytes == expected)
        #expect(json.finish() == expected)
    }

    @Test("Forgotten bytes are written over, and a hex placeholder is overwritten in place")
    func removeAndOverwrite() {
        var json = JSONWriter(capacity: 8)
        json.literal("[\"00000000\"")
        json.overwriteHex(0xDEAD_BEEF, at: 2)
        let mark = json.count
        json.literal(",\"a longer part that is then forgotten\"")
        json.removeAll(after: mark)
        json.literal("]")
        #expect(json.finish() == Array(#"["deadbeef"]"#.utf8))
    }

    @Test("A String written to the writer as a TextOutputStream is written as it is")
    func textOutputStream() {
        var json = JSONWriter()
        json.write("0.6216216216216216")
        print(1.0 / 3, terminator: "", to: &json)
        #expect(json.bytes == Array("0.62162162162162160.3333333333333333".utf8))
    }

    @Test("Numbers of 16 and 17 digits, subnormal, huge, near powers of ten: the bytes of String(value)")
    func longNumbers() {
        var values: [Double] = [
            0.6216216216216216, -0.6216216216216216, 1.0 / 3, 2.0 / 3, 0.1 + 0.2, .pi, -.pi, 1e15, -1e15, 1e16,
            .leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .ulpOfOne, 1 + .ulpOfOne, 1 - .ulpOfOne / 2, 9_007_199_254_740_992.0.nextUp,
            0.001, 0.001.nextDown, 0.001.nextUp, 1e15.nextDown, 1e15.nextUp, -0.0, 0, Double(bitPattern: 1),
            Double(bitPattern: 2_024),
        ]
        for exponent in -323...308 {
            let power = Double("1e\(exponent)")!
            values += [power, power.nextUp, power.nextDown, -power.nextDown]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            values.append(Double(bitPattern: generator.next()))
            values.append(Double.random(in: 0..<1, using: &generator))
            values.append(Double(bitPattern: generator.next() & 0x000F_FFFF_FFFF_FFFF))  // subnormal
        }
        var json = JSONWriter()
        var expected: [UInt8] = []
        for value in values {
            json.number(value)
            json.literal(",")
            expected += referenceNumber(value) + [UInt8(ascii: ",")]
        }
        #expect(json.finish() == expected)
    }
}
