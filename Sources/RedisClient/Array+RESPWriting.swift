/// Writing RESP2's framing into a byte buffer, for requests and encoded values.
extension [UInt8] {
    /// Appends CR LF.
    mutating func appendCRLF() {
        append(ASCII.cr)
        append(ASCII.lf)
    }

    /// Appends `number` in decimal ASCII, without a leading zero.
    mutating func appendDecimal(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // At most 20 digits, written from the last.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: digits[first...])
        }
    }

    /// Appends a bulk string: `$` length CRLF bytes CRLF, or `$-1` CRLF for nil.
    mutating func appendBulk(_ data: [UInt8]?) {
        append(UInt8(ascii: "$"))
        appendDecimal(data?.count ?? -1)
        appendCRLF()
        if let data {
            append(contentsOf: data)
            appendCRLF()
        }
    }
}
