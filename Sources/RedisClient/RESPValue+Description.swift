extension RESPValue: CustomStringConvertible {
    /// The value as RESP2 marks it, for messages: `+OK`, `-ERR no`, `:1`, `$"foo"` (a bulk string
    /// that is not UTF-8 as `$<n bytes>`), `$nil`, `*[:1, $"a"]`, `*nil`.
    public var description: String {
        switch self {
        case .simple(let string): return "+\(string)"
        case .error(let string): return "-\(string)"
        case .integer(let number): return ":\(number)"
        case .bulk(nil): return "$nil"
        case .bulk(let bytes?):
            guard let text = String(validating: bytes, as: UTF8.self) else { return "$<\(bytes.count) bytes>" }
            return "$\(String(reflecting: text))"
        case .array(nil): return "*nil"
        case .array(let elements?): return "*[\(elements.map(\.description).joined(separator: ", "))]"
        }
    }
}
