import Foundation

/// A network of IP addresses in CIDR notation: `10.0.0.0/8`, `fd00::/8`, or one address
/// (`127.0.0.1`, `::1`, a prefix of 32 or 128).
///
/// An IPv4 address mapped into IPv6 (`::ffff:10.1.2.3`, as a dual-stack socket reports an IPv4
/// peer) is the IPv4 address, both as a network and as an address asked about.
///
/// ```swift
/// let loopback = NetworkRange("127.0.0.0/8")!
/// loopback.contains("127.0.0.1")         // true
/// loopback.contains("::ffff:127.0.0.1")  // true
/// ```
public struct NetworkRange: Sendable, Equatable, CustomStringConvertible {
    /// The network's address with the bits past the prefix cleared: 4 bytes for IPv4, 16 for IPv6.
    let network: [UInt8]
    /// How many leading bits of an address must equal the network's.
    public let prefixLength: Int

    /// The network `text` writes (`ADDRESS/PREFIX` or `ADDRESS`), nil when it is not one. Bits
    /// of the address past the prefix are ignored (`10.1.2.3/8` is `10.0.0.0/8`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, var bytes = Self.addressBytes(String(parts[0])) else { return nil }
        var length = bytes.count * 8
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(digits), number <= length
            else { return nil }
            length = number
        }
        if bytes.count == 16, Self.isMappedIPv4(bytes), length >= 96 {
            bytes = Array(bytes[12...])
            length -= 96
        }
        network = Self.masked(bytes, to: length)
        prefixLength = length
    }

    /// Whether `address` (a numeric IPv4 or IPv6 address, as a socket's peer is written) is in
    /// the network; false for anything that is not such an address.
    public func contains(_ address: String) -> Bool {
        guard var bytes = Self.addressBytes(address) else { return false }
        if bytes.count == 16, Self.isMappedIPv4(bytes) { bytes = Array(bytes[12...]) }
        return bytes.count == network.count && Self.masked(bytes, to: prefixLength) == network
    }

    /// The network as `ADDRESS/PREFIX`.
    public var description: String {
        var text = [CChar](repeating: 0, count: 64)
        let family = network.count == 4 ? AF_INET : AF_INET6
        _ = network.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &text, socklen_t(text.count)) }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/\(prefixLength)"
    }

    /// The networks of a comma-separated list (`127.0.0.1,10.0.0.0/8`; spaces around an entry
    /// are allowed); throws a message naming `source` and the entry that is not a network.
    static func list(_ text: String, from source: String) throws(LaunchError) -> [NetworkRange] {
        try list(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init), from: source)
    }

    /// The networks of `entries`; throws a message naming `source` and the entry that is not a network.
    static func list(_ entries: [String], from source: String) throws(LaunchError) -> [NetworkRange] {
        try entries.map { entry throws(LaunchError) in
            let trimmed = entry.trimmingCharacters(in: .whitespaces)
            guard let range = NetworkRange(trimmed) else { throw LaunchError(problem(trimmed, in: source) + ".") }
            return range
        }
    }

    /// What is wrong with `entry` of `source`, which is not a network (no final full stop).
    static func problem(_ entry: String, in source: String) -> String {
        "\(source) must list networks as ADDRESS[/PREFIX] (127.0.0.1, 10.0.0.0/8, ::1/128; separated by commas on "
            + "the command line), not '\(entry)'"
    }

    /// The bytes of a numeric IPv4 (4) or IPv6 (16) address; nil for anything else.
    private static func addressBytes(_ text: String) -> [UInt8]? {
        guard !text.isEmpty, text.utf8.count < 64 else { return nil }
        var four = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, text, &four) == 1 { return four }
        var sixteen = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET6, text, &sixteen) == 1 { return sixteen }
        return nil
    }

    /// Whether `bytes` is an IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`).
    private static func isMappedIPv4(_ bytes: [UInt8]) -> Bool {
        bytes[..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
    }

    /// `bytes` with every bit past the first `length` cleared.
    private static func masked(_ bytes: [UInt8], to length: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let kept = min(8, max(0, length - index * 8))
            return kept == 8 ? byte : byte & ~(UInt8(0xFF) >> kept)
        }
    }
}
