/// One argument of a Redis command: a command name, a key, a value.
///
/// String and integer literals are arguments: `connection.command("SET", "key", 42)`.
public struct RedisArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// The argument as Redis receives it.
    public let bytes: [UInt8]

    /// The UTF-8 bytes of `string`.
    public init(_ string: String) { bytes = Array(string.utf8) }

    /// `bytes`, unchanged.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// `int` in decimal, as Redis reads numbers.
    public init(_ int: Int) {
        var bytes: [UInt8] = []
        bytes.appendDecimal(int)
        self.bytes = bytes
    }

    /// The UTF-8 bytes of `value`.
    public init(stringLiteral value: String) { self.init(value) }

    /// `value` in decimal.
    public init(integerLiteral value: Int) { self.init(value) }
}

extension RedisArgument {
    /// Appends `command` as Redis reads a command: an array of bulk strings.
    static func encode(_ command: [RedisArgument], into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "*"))
        bytes.appendDecimal(command.count)
        bytes.appendCRLF()
        for argument in command { bytes.appendBulk(argument.bytes) }
    }
}
