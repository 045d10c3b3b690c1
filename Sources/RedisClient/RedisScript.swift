/// A Lua script that Redis runs by its SHA-1 (EVALSHA), sent whole (EVAL) when Redis does not
/// have it yet.
public struct RedisScript: Sendable {
    /// The script's Lua source.
    public let source: String
    /// The SHA-1 of the source in lowercase hexadecimal: the name Redis gives the script.
    public let sha1: String

    /// The script of `source`.
    public init(_ source: String) {
        self.source = source
        sha1 = SHA1.hex(Array(source.utf8))
    }

    /// The EVALSHA command that runs the script on `keys` and `arguments`, for
    /// ``RedisConnection/pipeline(_:)``. Its reply is an error starting with `NOSCRIPT` when Redis
    /// does not have the script: send ``evalCommand(keys:arguments:)`` then, or ``RedisConnection/load(_:)``
    /// the script first.
    public func call(keys: [RedisArgument], arguments: [RedisArgument]) -> [RedisArgument] {
        command("EVALSHA", RedisArgument(sha1), keys: keys, arguments: arguments)
    }

    /// The EVAL command that sends the source and runs it on `keys` and `arguments` (Redis keeps
    /// the script, so that EVALSHA finds it afterwards).
    public func evalCommand(keys: [RedisArgument], arguments: [RedisArgument]) -> [RedisArgument] {
        command("EVAL", RedisArgument(source), keys: keys, arguments: arguments)
    }

    /// Whether `reply` says that Redis does not have the script.
    public static func isNoScript(_ reply: RESPValue) -> Bool {
        if case .error(let message) = reply { message.hasPrefix("NOSCRIPT") } else { false }
    }

    private func command(
        _ name: RedisArgument, _ script: RedisArgument, keys: [RedisArgument], arguments: [RedisArgument]
    ) -> [RedisArgument] {
        [name, script, RedisArgument(keys.count)] + keys + arguments
    }
}
