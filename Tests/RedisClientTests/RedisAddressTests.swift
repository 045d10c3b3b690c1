import RedisClient
import Testing

@Suite struct RedisAddressTests {
    @Test(arguments: [
        ("redis://127.0.0.1:6380/2", "127.0.0.1", 6380, 2),
        ("redis://localhost", "localhost", 6379, 0),
        ("redis://cache.example-1.internal:7000", "cache.example-1.internal", 7000, 0),
        ("redis://localhost/15", "localhost", 6379, 15),
        ("REDIS://host:1/0", "host", 1, 0),
        ("redis://[::1]:6390/3", "::1", 6390, 3),
        ("redis://[::1]", "::1", 6379, 0),
        ("redis://[fe80::1:2]/1", "fe80::1:2", 6379, 1),
        ("redis://h:65535", "h", 65535, 0),
    ])
    func parses(url: String, host: String, port: Int, database: Int) throws {
        let address = try RedisAddress(url: url)
        #expect(address.host == host)
        #expect(address.port == port)
        #expect(address.database == database)
    }

    @Test func describesItselfAsAURL() throws {
        #expect(try RedisAddress(url: "redis://localhost").description == "redis://localhost:6379/0")
        #expect(try RedisAddress(url: "redis://[::1]:7/2").description == "redis://[::1]:7/2")
        let address = try RedisAddress(url: "redis://[::1]:7/2")
        #expect(try RedisAddress(url: address.description) == address)
    }

    @Test(arguments: [
        ("http://localhost", "does not start with redis://"),
        ("localhost:6379", "does not start with redis://"),
        ("rediss://localhost", "TLS (rediss://) is not supported"),
        ("redis://:secret@localhost", "a user or password ('@') is not supported"),
        ("redis://localhost?db=1", "a query ('?') is not supported"),
        ("redis://localhost#x", "a fragment ('#') is not supported"),
        ("redis://", "the host is empty"),
        ("redis://:6379", "the host is empty"),
        ("redis://local_host", "the host 'local_host' has a character other than letters, digits, '-' and '.'"),
        ("redis://localhost:", "the port '' is not a number 1...65535"),
        ("redis://localhost:0", "the port '0' is not a number 1...65535"),
        ("redis://localhost:65536", "the port '65536' is not a number 1...65535"),
        ("redis://localhost:-1", "the port '-1' is not a number 1...65535"),
        ("redis://localhost:63x", "the port '63x' is not a number 1...65535"),
        ("redis://localhost:1:2", "the port '1:2' is not a number 1...65535"),
        ("redis://localhost/", "the database '' is not a number 0...2147483647"),
        ("redis://localhost/x", "the database 'x' is not a number 0...2147483647"),
        ("redis://localhost/-1", "the database '-1' is not a number 0...2147483647"),
        ("redis://localhost/1/2", "the database '1/2' is not a number 0...2147483647"),
        ("redis://localhost/99999999999", "the database '99999999999' is not a number 0...2147483647"),
        ("redis://[::1", "the IPv6 address has no closing ']'"),
        ("redis://[]:1", "'' is not an IPv6 address"),
        ("redis://[::g]", "'::g' is not an IPv6 address"),
        ("redis://[::1]6379", "'6379' after the IPv6 address"),
    ])
    func refuses(url: String, reason: String) {
        #expect(throws: RedisError.invalidAddress("\(url): \(reason)")) { try RedisAddress(url: url) }
    }
}
