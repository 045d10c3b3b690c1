import Testing

@testable import Gallery

/// `--metrics-allow`'s networks: CIDR notation for IPv4 and IPv6, parsed strictly.
@Suite("IP networks")
struct IPNetworkTests {
    @Test("IPv4 networks hold their addresses, in dotted and in IPv4-mapped form")
    func ipv4() throws {
        let network = try IPNetwork("10.0.0.0/8")
        #expect(network.contains("10.0.0.0") && network.contains("10.255.255.255") && network.contains("10.20.30.40"))
        #expect(network.contains("::ffff:10.1.2.3"))
        #expect(!network.contains("11.0.0.0") && !network.contains("9.255.255.255") && !network.contains("::a00:1"))
        #expect(try IPNetwork("192.168.1.0/24").contains("192.168.1.77"))
        #expect(!(try IPNetwork("192.168.1.0/24").contains("192.168.2.1")))
        #expect(try IPNetwork("0.0.0.0/0").contains("203.0.113.5"))
        #expect(!(try IPNetwork("0.0.0.0/0").contains("2001:db8::1")), "an IPv4 network holds no IPv6 address")
        #expect(try IPNetwork("10.1.2.3").contains("10.1.2.3") && !(try IPNetwork("10.1.2.3").contains("10.1.2.4")))
    }

    @Test("IPv6 networks hold their addresses")
    func ipv6() throws {
        let network = try IPNetwork("fd00::/8")
        #expect(network.contains("fd12:3456::1") && network.contains("fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"))
        #expect(!network.contains("fe80::1") && !network.contains("10.0.0.1"))
        #expect(try IPNetwork("2001:db8::/32").contains("2001:db8:ffff::1"))
        #expect(!(try IPNetwork("2001:db8::/33").contains("2001:db8:8000::1")))
        #expect(try IPNetwork("2001:db8::1/128").contains("2001:db8::1"))
        #expect(try IPNetwork("::/0").contains("::ffff:1.2.3.4"))
        #expect(try IPNetwork("2001:db8:0:0:0:0:0:0/64").contains("2001:db8::abcd"))
        let mapped = try IPNetwork("::ffff:10.0.0.0/104")
        #expect(mapped.contains("10.9.8.7") && mapped.contains("::ffff:10.0.0.1") && !mapped.contains("11.0.0.1"))
    }

    @Test("Loopback is 127.0.0.0/8, ::1 and IPv4-mapped 127.x")
    func loopback() {
        for address in ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1"] {
            #expect(IPNetwork.loopback.contains { $0.contains(address) }, "\(address)")
        }
        for address in ["128.0.0.1", "::2", "10.0.0.1", "", "localhost"] {
            #expect(!IPNetwork.loopback.contains { $0.contains(address) }, "\(address)")
        }
    }

    @Test(
        "Bad networks are refused with a message naming them",
        arguments: [
            "10.0.0.0/33", "10.0.0.0/-1", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/+8", "10.0.0.0/ 8", "fd00::/129",
            "fd00::/1000", "10.0.0/8", "10.0.0.256/32", "010.0.0.0/8", "fd00:::/8", "fe80::1%eth0/128", "[::1]/128",
            "example.com/8", "", "/8", "10.0.0.1/8", "fd00::1/8",
        ])
    func refused(text: String) {
        #expect {
            try IPNetwork(text)
        } throws: { error in
            (error as? LaunchError)?.message.contains("'\(text)' is not a network") == true
        }
    }

    @Test("Host bits past the prefix are refused with the network meant")
    func hostBits() {
        #expect {
            try IPNetwork("10.1.2.3/8")
        } throws: { error in
            "\(error)".contains("did you mean 10.0.0.0/8?")
        }
        #expect {
            try IPNetwork("fd00::1/8")
        } throws: { error in
            "\(error)".contains("did you mean fd00::/8?")
        }
    }

    @Test("Lists are comma-separated, with spaces allowed; an empty entry is refused")
    func lists() throws {
        #expect(
            try IPNetwork.list("10.0.0.0/8, 192.168.0.0/16 ,fd00::/8").map(\.description) == [
                "10.0.0.0/8", "192.168.0.0/16", "fd00::/8",
            ])
        #expect(throws: LaunchError.self) { try IPNetwork.list("10.0.0.0/8,,fd00::/8") }
        #expect(throws: LaunchError.self) { try IPNetwork.list("10.0.0.0/8,") }
        #expect(throws: LaunchError.self) { try IPNetwork.list("10.0.0.0/8,10.0.0.0/40") }
    }
}
