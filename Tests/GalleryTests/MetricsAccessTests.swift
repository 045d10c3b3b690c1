import HTTPServer
import Testing

@testable import Gallery

/// Who may read `/metrics`, judged by the peer's address and by the addresses a proxy forwards.
@Suite("Metrics access")
struct MetricsAccessTests {
    private func request(from address: String, _ headers: HTTPHeaders = HTTPHeaders()) -> HTTPRequest {
        HTTPRequest(method: .get, path: "/metrics", headers: headers, remoteAddress: address)
    }

    @Test("Loopback is always allowed; a remote client only from a configured network")
    func peers() throws {
        let none = MetricsAccess(networks: [])
        for address in ["127.0.0.1", "::1", "::ffff:127.0.0.1"] { #expect(none.refusal(for: request(from: address)) == nil) }
        let refusal = try #require(none.refusal(for: request(from: "10.1.2.3")))
        #expect(refusal.contains("10.1.2.3") && refusal.contains("--metrics-allow"))
        #expect(none.refusal(for: request(from: "")) != nil, "an unknown peer is not loopback")
        let tenNet = MetricsAccess(networks: [try IPNetwork("10.0.0.0/8")])
        #expect(tenNet.refusal(for: request(from: "10.1.2.3")) == nil)
        #expect(tenNet.refusal(for: request(from: "::ffff:10.1.2.3")) == nil)
        #expect(tenNet.refusal(for: request(from: "11.1.2.3")) != nil)
        #expect(tenNet.refusal(for: request(from: "127.0.0.1")) == nil, "loopback stays allowed")
    }

    @Test("Through a proxy, every forwarded address must be allowed too")
    func forwarded() throws {
        let access = MetricsAccess(networks: [try IPNetwork("10.0.0.0/8")])
        let cases: [(HTTPHeaders, Bool)] = [
            (["X-Forwarded-For": "10.0.0.5"], true),
            (["X-Forwarded-For": "203.0.113.7"], false),
            (["X-Forwarded-For": "10.0.0.5, 203.0.113.7"], false),
            (["X-Forwarded-For": "127.0.0.1, 203.0.113.7"], false),
            (["X-Real-IP": "203.0.113.7"], false),
            (["Forwarded": "for=10.0.0.5;proto=http"], true),
            (["Forwarded": "for=10.0.0.5:8080"], true),
            (["Forwarded": "For=\"[::1]:4711\", for=10.0.0.9"], true),
            (["Forwarded": "for=unknown"], false),
            (["Forwarded": "for=_hidden"], false),
            (["Forwarded": "proto=https;for=198.51.100.1"], false),
        ]
        for (headers, allowed) in cases {
            #expect((access.refusal(for: request(from: "127.0.0.1", headers)) == nil) == allowed, "\(headers)")
        }
    }
}
