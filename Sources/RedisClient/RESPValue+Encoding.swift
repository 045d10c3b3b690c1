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
