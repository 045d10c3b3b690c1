import Foundation

/// Numbers, written in place as ``CSS/number(_:)`` and ``CSS/px(_:)`` format them.
extension HTMLWriter {
    /// Writes a number as ``CSS/number(_:)`` formats it (its characters need no escaping).
    mutating func writeNumber(_ value: Double) {
        // A whole number from 0 to 999 first (`-0` is `0`, NaN fails the test).
        if value >= 0, value < 1000 {
            let whole = Int(value)
            if Double(whole) == value {
                writeSmallDigits(of: UInt(bitPattern: whole))
                return
            }
        }
        // Below 2^42, a whole number's thousandths are exact, so ``CSS/NumberForm`` makes it
        // `.integer` of itself (`-0` included, written `0`).
        if value.magnitude < 0x1p42, Double(Int(value)) == value {
            writeDigits(of: Int(value))
            return
        }
        // Below 1e12 thousandths, a decimal is written from them as ``writeDecimal(_:)`` writes it.
        if let thousandths = CSS.NumberForm.roundedThousandths(value), thousandths.magnitude < 1_000_000_000_000 {
            writeThousandths(thousandths)
            return
        }
        switch CSS.NumberForm(value) {
        case .integer(let integer): writeDigits(of: integer)
        case .decimal(let decimal): writeDecimal(decimal)
        }
    }

    /// Writes a number of `thousandths` (below 1e12 in magnitude) as ``CSS/number(_:)`` does: its
    /// whole part, then (unless they are all zero) a point and its decimals without trailing zeros.
    private mutating func writeThousandths(_ thousandths: Int) {
        if thousandths < 0 { append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        let whole = magnitude / 1000
        if whole < 1000 { writeSmallDigits(of: whole) } else { writeDigits(of: whole) }
        let fraction = magnitude % 1000
        guard fraction > 0 else { return }
        // The three decimals, then the trailing zeros taken back.
        reserve(4)
        base[count] = UInt8(ascii: ".")
        base[count &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100)
        base[count &+ 2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10 % 10)
        base[count &+ 3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
        count &+= fraction % 100 == 0 ? 2 : fraction % 10 == 0 ? 3 : 4
    }

    /// Writes a number as ``writeNumber(_:)`` does and returns where its bytes lie, so that
    /// ``writeAgain(_:)`` can copy them where the same number recurs.
    mutating func writeNumberMarked(_ value: Double) -> Range<Int> {
        let start = count
        writeNumber(value)
        return start..<count
    }

    /// Writes again the bytes written at `written`, a range that ``writeNumberMarked(_:)`` returned.
    @inline(__always)
    mutating func writeAgain(_ written: Range<Int>) {
        precondition(written.lowerBound >= 0 && written.upperBound <= count, "writeAgain: not written yet")
        guard !written.isEmpty else { return }
        // Room first: growing moves the bytes to be copied.
        reserve(written.count)
        append(UnsafeRawPointer(base + written.lowerBound), count: written.count)
    }

    /// Writes the negation of the number written at `written` (a range that
    /// ``writeNumberMarked(_:)`` returned) as ``writeNumber(_:)`` would write it, and returns where
    /// its bytes lie. ``CSS/number(_:)`` rounds halves away from zero, so a number's negation is
    /// its text with a `-` taken off or put before it, `0` staying `0`.
    @discardableResult
    mutating func writeNegationAgain(_ written: Range<Int>) -> Range<Int> {
        precondition(written.lowerBound >= 0 && written.upperBound <= count, "writeNegationAgain: not written yet")
        let start = count
        if base[written.lowerBound] == UInt8(ascii: "-") {
            writeAgain(written.lowerBound + 1..<written.upperBound)
        } else if written.count == 1 && base[written.lowerBound] == UInt8(ascii: "0") {
            append(UInt8(ascii: "0"))
        } else {
            append(UInt8(ascii: "-"))
            writeAgain(written)
        }
        return start..<count
    }

    /// Writes a number that ``CSS/NumberForm`` left with decimals (at most three, not all zero)
    /// as its `description` reads: below 1e9, that is its integer part, a point and its decimals
    /// without trailing zeros, which are written digit by digit.
    private mutating func writeDecimal(_ decimal: Double) {
        let magnitude = decimal.magnitude
        guard magnitude < 1e9 else {
            append(contentsOf: decimal.description)
            return
        }
        let thousandths = CSS.NumberForm.roundedThousandths(magnitude) ?? Int((magnitude * 1000).rounded())
        writeThousandths(decimal < 0 ? -thousandths : thousandths)
    }

    /// Writes a length as ``CSS/px(_:)`` formats it.
    @inline(__always)
    mutating func writePx(_ value: CGFloat) {
        writeNumber(Double(value))
        append("px")
    }

    /// Writes a CSS declaration of a length in px, inside a `style` attribute being written;
    /// `property` is engine-made and ends in its colon (`left:`, or `;top:` after another
    /// declaration).
    @inline(__always)
    mutating func writeDeclaration(_ property: StaticString, px value: CGFloat) {
        writeRaw(property)
        writePx(value)
    }

    /// Writes `integer` in decimal, as `String(integer)` does.
    @inline(__always)
    private mutating func writeDigits(of integer: Int) {
        if integer < 0 { append(UInt8(ascii: "-")) }
        writeDigits(of: integer.magnitude)
    }

    /// Writes `magnitude` in decimal: its digits counted, then written in place from the lowest.
    private mutating func writeDigits(of magnitude: UInt) {
        if magnitude < 1000 {
            writeSmallDigits(of: magnitude)
            return
        }
        let zero = UInt8(ascii: "0")
        var length = 4
        var bound: UInt = 10_000
        while length < 20, magnitude >= bound {
            length += 1
            bound &*= 10
        }
        reserve(length)
        var rest = magnitude
        var index = count + length
        repeat {
            index -= 1
            base[index] = zero + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        count &+= length
    }

    /// Writes `magnitude`, below 1000, in decimal, in place.
    @inline(__always)
    private mutating func writeSmallDigits(of magnitude: UInt) {
        let zero = UInt8(ascii: "0")
        reserve(3)
        if magnitude < 10 {
            base[count] = zero &+ UInt8(truncatingIfNeeded: magnitude)
            count &+= 1
        } else if magnitude < 100 {
            base[count] = zero &+ UInt8(truncatingIfNeeded: magnitude / 10)
            base[count &+ 1] = zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
            count &+= 2
        } else {
            base[count] = zero &+ UInt8(truncatingIfNeeded: magnitude / 100)
            base[count &+ 1] = zero &+ UInt8(truncatingIfNeeded: magnitude / 10 % 10)
            base[count &+ 2] = zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
            count &+= 3
        }
    }
}
