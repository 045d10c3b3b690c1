import Testing

@testable import Gallery

/// ``IPNetwork`` as the trusted proxies use it: which peers are in a network.
@Suite("Networks (CIDR): containment, mapped addresses, refusals")
struct NetworkContainmentTests {
    @Test(
        "An address is in a network when its leading prefix bits match (::/0 holds IPv4 addresses too, mapped)",
        arguments: [
            ("127.0.0.0/8", "127.0.0.1", true), ("127.0.0.0/8", "127.255.255.255", true),
            ("127.0.0.0/8", "128.0.0.1", false), ("10.1.2.3", "10.1.2.3", true), ("10.1.2.3", "10.1.2.4", false),
            ("192.168.0.0/23", "192.168.1.200", true), ("192.168.0.0/23", "192.168.2.1", false),
            ("0.0.0.0/0", "203.0.113.9", true), ("0.0.0.0/0", "::1", false),
            ("::1", "::1", true), ("::1/128", "::2", false), ("fd00::/8", "fd12:3456::1", true),
            ("fd00::/8", "fe80::1", false), ("2001:db8::/33", "2001:db8:7fff::1", true),
            ("2001:db8::/33", "2001:db8:8000::1", false), ("::/0", "2001:db8::1", true), ("::/0", "10.0.0.1", true),
        ])
    func containment(network: String, address: String, inside: Bool) throws {
        let range = try IPNetwork(network)
        #expect(range.contains(address) == inside, "\(network) ∋ \(address)")
    }

    @Test("An IPv4 address mapped into IPv6 is the IPv4 address, as a network and as a peer")
    func mappedAddresses() throws {
        let loopback = try IPNetwork("127.0.0.0/8")
        #expect(loopback.contains("::ffff:127.0.0.1"))
        #expect(!loopback.contains("::ffff:10.0.0.1"))
        let mapped = try IPNetwork("::ffff:10.0.0.0/104")
        #expect(mapped.contains("10.200.0.1") && mapped.contains("::ffff:10.200.0.1"))
    }

    @Test(
        "What is not a network is refused",
        arguments: [
            "", "/8", "10.0.0.0/", "10.0.0.0/33", "::/129", "10.0.0.0/-1", "10.0.0.0/+8", "10.0.0.0/8/8", "10.0.0",
            "256.0.0.1", "localhost", "10.0.0.0 /8", " 10.0.0.1", "fe80::1%eth0", "::ffff:1.2.3.4.5", "10.0.0.0/0008",
        ])
    func refused(text: String) {
        #expect((try? IPNetwork(text)) == nil, "\(text.debugDescription)")
    }

    @Test("Not an address is never in a network")
    func notAnAddress() throws {
        let everything = try IPNetwork("0.0.0.0/0")
        for text in ["", "-", "example.org", "127.0.0.1:80", "10.0.0.0/8"] { #expect(!everything.contains(text), "\(text)") }
    }
}
