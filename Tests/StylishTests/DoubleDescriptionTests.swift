import Foundation
import Testing

@testable import Stylish

/// ``DoubleDescription`` prints what `Double.description` prints, for every value.
@Suite("Double descriptions written in place")
struct DoubleDescriptionTests {
    /// The values a render meets and the edges of the fast path: whole numbers, halves, steps
    /// of 0.1 and 0.01, decimals of up to 18 places, about the bounds 0.001 and 10^15, tiny,
    /// huge, signed zeros, not finite, and random bits and ranges.
    private static func values(count: Int) -> [Double] {
        var values: [Double] = [
            0, -0.0, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, .leastNormalMagnitude,
            .greatestFiniteMagnitude, .ulpOfOne, 0.1, 0.2, 0.3, 1e-3, 1e-3.nextDown, 1e-3.nextUp, 1e-4, 1e-5,
            1e14, 1e15, 1e15.nextDown, 1e15.nextUp, 1e16, 9_007_199_254_740_992, 999_999_999_999_999.9,
            0.999_999_999_999_999_9, 123_456_789_012_345.6, 0.001_234_567_890_123_45,
        ]
        var generator = SystemRandomNumberGenerator()
        let powers = (0...22).map { pow(10.0, Double($0)) }
        while values.count < count {
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: values.append(Double(bitPattern: generator.next()))
            case 1: values.append(sign * Double(Int.random(in: 0...(1 << 53), using: &generator)))
            case 2: values.append(sign * Double(Int.random(in: -4000...4000, using: &generator)) / 2)
            case 3: values.append(sign * Double(Int.random(in: -40000...40000, using: &generator)) * 0.1)
            case 4: values.append(sign * Double(Int.random(in: 0...100_000, using: &generator)) / 100)
            case 5:
                // A decimal of up to 18 places and up to 17 digits, as parsing makes it.
                let places = Int.random(in: 0...18, using: &generator)
                let digits = Int.random(in: 0...99_999_999_999_999_999, using: &generator) >> Int.random(in: 0..<57)
                values.append(sign * (Double("\(digits)e-\(places)") ?? 0))
            case 6: values.append(sign * Double.random(in: 0...1000, using: &generator))
            default:
                let value = sign * powers[Int.random(in: 0...18, using: &generator)] / powers[Int.random(in: 0...18)]
                values.append([value, value.nextUp, value.nextDown][Int.random(in: 0..<3, using: &generator)])
            }
        }
        return values
    }

    @Test("A million values of every kind print as description prints them")
    func sameAsDescription() {
        var written = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DoubleDescription.capacity) { buffer in
            guard let base = buffer.baseAddress else { return }
            for value in Self.values(count: 1_000_000) {
                let count = DoubleDescription.write(value, to: base)
                if count > 0 {
                    written += 1
                    let text = String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
                    if text != value.description { Issue.record("\(value.bitPattern): \(text) != \(value.description)") }
                }
            }
        }
        // The fast path is taken for the usual values, not only the fallback.
        #expect(written > 300_000)
    }

    @Test("The usual values are written in place; others are left to description")
    func fastPathTaken() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DoubleDescription.capacity) { buffer in
            guard let base = buffer.baseAddress else { return }
            for value in [0.0, -0.0, 1, -2.5, 0.1, 66, 0.001, 123.456, 999_999_999_999_999] {
                #expect(DoubleDescription.write(value, to: base) == value.description.utf8.count, "\(value)")
            }
            for value in [Double.nan, .infinity, 1e-4, 1e15, 1.0 / 3, 0.1 + 0.2, 1e300] {
                #expect(DoubleDescription.write(value, to: base) == 0, "\(value)")
            }
        }
    }
}
