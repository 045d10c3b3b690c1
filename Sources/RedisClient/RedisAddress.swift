/// Where Redis is: a host, a port and a database number, from `redis://HOST:PORT[/DB]`.
///
/// The host is a name, an IPv4 address or an IPv6 address in brackets (`redis://[::1]:6380/2`);
/// the port defaults to 6379 and the database to 0. Anything else (a password, TLS's
/// `rediss://`, a query, a port out of range …) throws ``RedisError/invalidAddress(_:)`` naming
/// what is wrong.
public struct RedisAddress: Sendable, Equatable, CustomStringConvertible {
    /// The host name or address (an IPv6 address without its brackets).
    public var host: String
    /// The TCP port, 1...65535.
    public var port: Int
    /// The database that the connection SELECTs.
    public var database: Int

    /// The address that `url` names.
    public init(url: String) throws(RedisError) {
        let scheme = "redis://"
        guard url.lowercased().hasPrefix(scheme) else {
            if url.lowercased().hasPrefix("rediss://") {
                throw .invalidAddress("\(url): TLS (rediss://) is not supported")
            }
            throw .invalidAddress("\(url): does not start with redis://")
        }
        var rest = Substring(url.dropFirst(scheme.count))
        for (character, what) in [("@", "a user or password"), ("?", "a query"), ("#", "a fragment")]
        where rest.contains(character) {
            throw .invalidAddress("\(url): \(what) ('\(character)') is not supported")
        }
        var database = 0
        if let slash = rest.firstIndex(of: "/") {
            let digits = rest[rest.index(after: slash)...]
            guard let number = RedisAddress.number(digits, maximum: Int(Int32.max)) else {
                throw .invalidAddress("\(url): the database '\(digits)' is not a number 0...\(Int32.max)")
            }
            database = number
            rest = rest[..<slash]
        }
        let host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else {
                throw .invalidAddress("\(url): the IPv6 address has no closing ']'")
            }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw .invalidAddress("\(url): '\(after)' after the IPv6 address") }
                portText = after.dropFirst()
            }
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                throw .invalidAddress("\(url): '\(host)' is not an IPv6 address")
            }
        } else {
            if let colon = rest.firstIndex(of: ":") {
                host = rest[..<colon]
                portText = rest[rest.index(after: colon)...]
            } else {
                host = rest
            }
            guard !host.isEmpty else { throw .invalidAddress("\(url): the host is empty") }
            guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else {
                throw .invalidAddress("\(url): the host '\(host)' has a character other than letters, digits, '-' and '.'")
            }
        }
        var port = 6379
        if let portText {
            guard let number = RedisAddress.number(portText, maximum: 65535), number > 0 else {
                throw .invalidAddress("\(url): the port '\(portText)' is not a number 1...65535")
            }
            port = number
        }
        self.host = String(host)
        self.port = port
        self.database = database
    }

    /// `redis://host:port/database`, an IPv6 host in brackets.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "redis://\(shownHost):\(port)/\(database)"
    }

    /// The decimal number `text` (ASCII digits only, at most `maximum`), or nil.
    private static func number(_ text: Substring, maximum: Int) -> Int? {
        guard !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        guard let value = Int(text), value <= maximum else { return nil }
        return value
    }
}
