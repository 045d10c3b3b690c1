/// The bytes RESP's framing uses.
enum ASCII {
    /// Carriage return, the first byte of a line's end.
    static let cr = UInt8(ascii: "\r")
    /// Line feed, the last byte of a line's end.
    static let lf = UInt8(ascii: "\n")
}
