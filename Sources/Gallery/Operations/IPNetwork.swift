import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 network in CIDR notation (`10.0.0.0/8`, `fd00::/8`), or one address (`10.1.2.3`,
/// `::1`): who may read `/metrics` besides loopback (`--metrics-allow`).
///
/// IPv4 is kept as IPv6's IPv4-mapped form (RFC 4291 §2.5.5.2), so `10.0.0.0/8` also holds
/// `::ffff:10.1.2.3`, as a dual-stack socket reports an IPv4 peer.
///
/// ```swift
/// let network = try IPNetwork("10.0.0.0/8")
/// network.contains("10.20.30.40")      // true
/// network.contains("::ffff:10.0.0.1")  // true
/// try IPNetwork("10.0.0.0/33")         // throws: the prefix of an IPv4 network is 0…32
/// ```
public struct IPNetwork: Sendable, Hashable, CustomStringConvertible, Codable {
    /// The network's first address, as IPv6 (IPv4 mapped).
    private let address: IPAddress
    /// The number of leading bits that name the network, of the 128 of IPv6.
    private let prefixBits: Int
    /// The notation it was written in.
    public let description: String

    /// The loopback networks, always allowed: `127.0.0.0/8` and `::1`.
    static let loopback = [try! IPNetwork("127.0.0.0/8"), try! IPNetwork("::1/128")]

    /// Parses `text`: an address, then optionally `/` and a prefix length (0…32 for IPv4,
    /// 0…128 for IPv6; a single address without one). The bits past the prefix must be zero.
    public init(_ text: String) throws(LaunchError) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(String(parts[0])) else {
            throw LaunchError("'\(text)' is not a network: '\(parts[0])' is not an IPv4 or IPv6 address.")
        }
        // Written as IPv6 (`::ffff:10.0.0.0/104` too), its prefix counts IPv6's 128 bits.
        let isIPv4 = !parts[0].contains(":")
        let width = isIPv4 ? 32 : 128
        var length = width
        if parts.count == 2 {
            let prefix = parts[1]
            guard !prefix.isEmpty, prefix.count <= 3, prefix.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(prefix), value <= width
            else {
                throw LaunchError(
                    "'\(text)' is not a network: the prefix length of an \(isIPv4 ? "IPv4" : "IPv6") "
                        + "network is a number from 0 to \(width), not '\(prefix)'.")
            }
            length = value
        }
        let bits = length + (128 - width)
        guard address.masked(to: bits) == address else {
            let network = address.masked(to: bits).text(asIPv4: isIPv4)
            throw LaunchError(
                "'\(text)' is not a network: its address has bits set past the prefix (did you mean \(network)/\(length)?).")
        }
        self.address = address
        self.prefixBits = bits
        self.description = text
    }

    /// Parses a comma-separated list (`10.0.0.0/8,192.168.1.0/24`), spaces around items allowed.
    public static func list(_ text: String) throws(LaunchError) -> [IPNetwork] {
        var networks: [IPNetwork] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw LaunchError("'\(text)' has an empty entry: list networks as CIDR,CIDR.") }
            networks.append(try IPNetwork(trimmed))
        }
        return networks
    }

    /// Whether the address `text` (as the server reports a peer) lies in this network; false
    /// for anything that is not an address.
    public func contains(_ text: String) -> Bool {
        guard let candidate = IPAddress(text) else { return false }
        return candidate.masked(to: prefixBits) == address
    }

    /// Decodes the CIDR string of a configuration file; a bad one is `dataCorrupted` with the
    /// reason (the configuration's loader names the key).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try IPNetwork(text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// Encodes the notation it was written in.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A 128-bit address: IPv6, or IPv4 in its IPv4-mapped form.
struct IPAddress: Hashable, Sendable {
    var high: UInt64
    var low: UInt64

    /// Parses IPv4 dotted decimal or IPv6 text (`inet_pton`'s strict forms; no zone, no brackets).
    init?(_ text: String) {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            high = 0
            low = 0xFFFF_0000_0000 | UInt64(UInt32(bigEndian: v4.s_addr))
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        high = bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
        low = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The address with every bit past the first `bits` cleared.
    func masked(to bits: Int) -> IPAddress {
        var copy = self
        copy.high &= bits >= 64 ? .max : (bits == 0 ? 0 : .max << (64 - bits))
        copy.low &= bits >= 128 ? .max : (bits <= 64 ? 0 : .max << (128 - bits))
        return copy
    }

    /// Its text: dotted decimal for IPv4 when `asIPv4`, else IPv6 as `inet_ntop` writes it.
    func text(asIPv4: Bool) -> String {
        if asIPv4 {
            return (0..<4).map { String((low >> (24 - 8 * $0)) & 0xFF) }.joined(separator: ".")
        }
        var v6 = in6_addr()
        withUnsafeMutableBytes(of: &v6) { bytes in
            for index in 0..<8 {
                bytes[index] = UInt8((high >> (56 - 8 * index)) & 0xFF)
                bytes[8 + index] = UInt8((low >> (56 - 8 * index)) & 0xFF)
            }
        }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)) != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
