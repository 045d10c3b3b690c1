/// What `Double.description` prints, written without its general algorithm for the usual values.
///
/// A value whose shortest round-tripping decimal has at most 15 significant digits and lies
/// between 0.001 and 10^15 (a drag's location, a size, a step) is found by scaling it once: at
/// the largest power of ten `10^k` that keeps `value * 10^k` below 10^15, the whole number `n`
/// nearest to `value * 10^k` holds `value`'s digits when `n / 10^k` (one correctly rounded
/// division of two exact numbers, as parsing rounds) gives `value` back. At that scale decimals
/// are more than four units of the last place apart, so no other 15-digit decimal round-trips,
/// and the shortest is found at the fewest places that round-trip. Other values (more digits,
/// tiny, huge, not finite) are left to `description` itself.
package enum DoubleDescription {
    /// The room ``write(_:to:)`` needs, and `description` too: a sign, `0.` and 17 digits, or 16
    /// digits, `.` and `0`, or description's `-2.2250738585072014e-308`. A constant, not a stored
    /// `static let`, whose every read would check that it was initialised.
    package static var capacity: Int { 24 }

    /// Writes the bytes of `value.description` to `target` (room for ``capacity`` bytes) and
    /// returns how many; 0, writing nothing to rely on, for a value it leaves to `description`.
    package static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        var count = 0
        if value.sign == .minus {
            target[0] = UInt8(ascii: "-")
            count = 1
        }
        if magnitude == 0 { return count + writeDigits(0, point: 0, to: target + count) }
        guard magnitude >= 0.001, magnitude < 1e15 else { return 0 }
        if magnitude.rounded(.towardZero) == magnitude {
            return count + writeDigits(UInt64(magnitude), point: 0, to: target + count)
        }
        // Whether the value has 15 digits or fewer: its digits at the largest scale 10^k
        // (k <= 17, 10^k exact) that keeps the scaled value below 10^15 give it back.
        var scale = 1.0
        while magnitude * scale < 1e14 { scale *= 10 }
        guard Double(UInt64(magnitude * scale + 0.5)) / scale == magnitude else { return 0 }
        // Then the fewest places that give it back (a location's one or two): the shortest.
        scale = 10
        var places = 1
        while true {
            let digits = UInt64(magnitude * scale + 0.5)
            if Double(digits) / scale == magnitude { return count + writeDigits(digits, point: places, to: target + count) }
            scale *= 10
            places += 1
        }
    }

    /// Writes `digits` with a point `places` digits from the right (`.0` after a whole number, `0.`
    /// and zeros before a fraction), returning how many bytes.
    private static func writeDigits(_ digits: UInt64, point places: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 1
        var rest = digits / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        let whole = max(length - places, 1)
        let fraction = max(places, 1)
        let count = whole + 1 + fraction
        // Zeros first: the leading ones of a fraction below 1 and the `0` of a whole number.
        for index in 0..<count { target[index] = UInt8(ascii: "0") }
        target[whole] = UInt8(ascii: ".")
        var index = places == 0 ? whole - 1 : count - 1
        var remaining = digits
        for _ in 0..<length {
            if index == whole { index -= 1 }
            target[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            index -= 1
        }
        return count
    }
}
