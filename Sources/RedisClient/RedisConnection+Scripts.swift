extension RedisConnection {
    /// Runs `script` on `keys` and `arguments` by EVALSHA, and by EVAL when Redis answers that it
    /// does not have the script (NOSCRIPT); returns the script's reply (an error reply included).
    public func evaluate(
        _ script: RedisScript, keys: [RedisArgument], arguments: [RedisArgument]
    ) throws(RedisError) -> RESPValue {
        let reply = try pipeline([script.call(keys: keys, arguments: arguments)])[0]
        guard RedisScript.isNoScript(reply) else { return reply }
        return try pipeline([script.evalCommand(keys: keys, arguments: arguments)])[0]
    }

    /// Loads `script` into Redis (SCRIPT LOAD), so that its EVALSHA commands in a pipeline find
    /// it. Throws ``RedisError/protocolError(_:)`` with Redis's message when Redis refuses the
    /// script (a syntax error) or answers another SHA-1; the connection stays open then.
    public func load(_ script: RedisScript) throws(RedisError) {
        let reply = try command("SCRIPT", "LOAD", RedisArgument(script.source))
        switch reply {
        case .bulk(let bytes?) where String(decoding: bytes, as: UTF8.self) == script.sha1:
            return
        case .error(let message):
            throw .protocolError("\(address): SCRIPT LOAD refused the script \(script.sha1): \(message)")
        default:
            throw .protocolError("\(address): SCRIPT LOAD answered \(reply), not the script's SHA-1 \(script.sha1)")
        }
    }
}
