import Testing

@testable import Gallery

/// ``NetworkRange``: CIDR networks of IPv4 and IPv6, and the addresses in them.
@Suite("Network ranges (CIDR)")
struct NetworkRangeTests {
    @Test(
        "An address is in a network when its leading prefix bits match",
        arguments: [
            ("127.0.0.0/8", "127.0.0.1", true), ("127.0.0.0/8", "127.255.255.255", true),
            ("127.0.0.0/8", "128.0.0.1", false), ("10.1.2.3", "10.1.2.3", true), ("10.1.2.3", "10.1.2.4", false),
            ("192.168.0.0/23", "192.168.1.200", true), ("192.168.0.0/23", "192.168.2.1", false),
            ("0.0.0.0/0", "203.0.113.9", true), ("0.0.0.0/0", "::1", false),
            ("::1", "::1", true), ("::1/128", "::2", false), ("fd00::/8", "fd12:3456::1", true),
            ("fd00::/8", "fe80::1", false), ("2001:db8::/33", "2001:db8:7fff::1", true),
            ("2001:db8::/33", "2001:db8:8000::1", false), ("::/0", "2001:db8::1", true), ("::/0", "10.0.0.1", false),
        ])
    func containment(network: String, address: String, inside: Bool) throws {
        let range = try #require(NetworkRange(network))
        #expect(range.contains(address) == inside, "\(network) ∋ \(address)")
    }

    @Test("An IPv4 address mapped into IPv6 is the IPv4 address, as a network and as a peer")
    func mappedAddresses() throws {
        let loopback = try #require(NetworkRange("127.0.0.0/8"))
        #expect(loopback.contains("::ffff:127.0.0.1"))
        #expect(!loopback.contains("::ffff:10.0.0.1"))
        let mapped = try #require(NetworkRange("::ffff:10.0.0.0/104"))
        #expect(mapped == NetworkRange("10.0.0.0/8"))
        #expect(mapped.contains("10.200.0.1") && mapped.contains("::ffff:10.200.0.1"))
    }

    @Test("Bits past the prefix are cleared; the description is ADDRESS/PREFIX")
    func normalised() throws {
        #expect(NetworkRange("10.1.2.3/8")?.description == "10.0.0.0/8")
        #expect(NetworkRange("127.0.0.1")?.description == "127.0.0.1/32")
        #expect(NetworkRange("2001:db8::1/32")?.description == "2001:db8::/32")
        #expect(NetworkRange("::1")?.description == "::1/128")
    }

    @Test(
        "What is not a network is refused",
        arguments: [
            "", "/8", "10.0.0.0/", "10.0.0.0/33", "::/129", "10.0.0.0/-1", "10.0.0.0/+8", "10.0.0.0/8/8", "10.0.0",
            "256.0.0.1", "localhost", "10.0.0.0 /8", " 10.0.0.1", "fe80::1%eth0", "::ffff:1.2.3.4.5", "10.0.0.0/0008",
        ])
    func refused(text: String) {
        #expect(NetworkRange(text) == nil, "\(text.debugDescription)")
    }

    @Test("A list is comma-separated with optional spaces; a bad entry is named with its source")
    func list() throws {
        let ranges = try NetworkRange.list("127.0.0.1, 10.0.0.0/8 ,::1", from: "--trusted-proxy")
        #expect(ranges.map(\.description) == ["127.0.0.1/32", "10.0.0.0/8", "::1/128"])
        let error = try #require(throws: LaunchError.self) {
            try NetworkRange.list("127.0.0.1,,10.0.0.0/8", from: "--trusted-proxy")
        }
        #expect(error.message.hasPrefix("--trusted-proxy must list networks") && error.message.hasSuffix("not ''."))
    }

    @Test("Not an address is never in a network")
    func notAnAddress() throws {
        let everything = try #require(NetworkRange("0.0.0.0/0"))
        for text in ["", "-", "example.org", "127.0.0.1:80", "10.0.0.0/8"] { #expect(!everything.contains(text), "\(text)") }
    }
}
