extension RESPValue {
    /// The value in RESP2's wire form, as a server sends it (and as a client sends a command:
    /// an array of bulk strings). A simple string or error must not contain CR or LF.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        encode(into: &bytes)
        return bytes
    }

    /// Appends the value in RESP2's wire form to `bytes`, without recursion.
    public func encode(into bytes: inout [UInt8]) {
        var pending: [RESPValue] = [self]
        while let value = pending.popLast() {
            switch value {
            case .simple(let string):
                bytes.append(UInt8(ascii: "+"))
                bytes.append(contentsOf: string.utf8)
                bytes.appendCRLF()
            case .error(let string):
                bytes.append(UInt8(ascii: "-"))
                bytes.append(contentsOf: string.utf8)
                bytes.appendCRLF()
            case .integer(let number):
                bytes.append(UInt8(ascii: ":"))
                bytes.appendDecimal(number)
                bytes.appendCRLF()
            case .bulk(let data):
                bytes.appendBulk(data)
            case .array(let elements):
                bytes.append(UInt8(ascii: "*"))
                bytes.appendDecimal(elements?.count ?? -1)
                bytes.appendCRLF()
                pending.append(contentsOf: (elements ?? []).reversed())
            }
        }
    }
}

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
