import Foundation
import Testing

@testable import Gallery

/// `--trusted-proxy`, `GALLERY_TRUSTED_PROXIES` and `trustedProxies`: over the loopback, only a
/// trusted peer's `X-Forwarded-Proto` and `X-Forwarded-For` count.
@Suite("Trusted proxies: X-Forwarded-Proto and X-Forwarded-For")
struct TrustedProxyTests {
    private static let preview = "/api/v1/previews/checkout-slider"
    private static let https = ["X-Forwarded-Proto": "https"]

    @Test("From a trusted peer, X-Forwarded-Proto: https makes the session cookie Secure; from another, not")
    func secureCookie() async throws {
        for (trusted, secure) in [(["127.0.0.0/8"], true), (["::1", "10.0.0.0/8"], false), ([], false)] {
            try await withGallery(configure: { $0.trustedProxies = trusted }) { port in
                let reply = try await GalleryClient(port: port).get(Self.preview, headers: Self.https)
                let cookie = try #require(reply.header("Set-Cookie"))
                #expect(cookie.hasSuffix("SameSite=Strict" + (secure ? "; Secure" : "")), "\(trusted): \(cookie)")
            }
        }
        try await withGallery(configure: { $0.trustedProxies = ["127.0.0.1"] }) { port in
            for proto in ["http", "ftp", ""] {
                let reply = try await GalleryClient(port: port).get(Self.preview, headers: ["X-Forwarded-Proto": proto])
                #expect(reply.header("Set-Cookie")?.contains("Secure") == false, "X-Forwarded-Proto: \(proto)")
            }
        }
    }

    @Test("Behind a trusted proxy the expected Origin has the forwarded scheme only; otherwise either")
    func origin() async throws {
        try await withGallery(configure: { $0.trustedProxies = ["127.0.0.1"] }) { port in
            let client = GalleryClient(port: port)
            _ = try await client.get(Self.preview)
            let reset = Self.preview + "/reset"
            let own = "://127.0.0.1:\(port)"
            #expect(try await client.post(reset, "", headers: ["Origin": "https" + own].merging(Self.https) { $1 }).status == 200)
            let downgraded = try await client.post(reset, "", headers: ["Origin": "http" + own].merging(Self.https) { $1 })
            #expect(downgraded.status == 403)
            let plain = ["X-Forwarded-Proto": "http"]
            #expect(try await client.post(reset, "", headers: ["Origin": "https" + own].merging(plain) { $1 }).status == 403)
            #expect(try await client.post(reset, "", headers: ["Origin": "http" + own].merging(plain) { $1 }).status == 200)
        }
        try await withGallery(configure: { $0.trustedProxies = ["10.0.0.0/8"] }) { port in
            let client = GalleryClient(port: port)
            let reset = Self.preview + "/reset"
            for scheme in ["http", "https"] {
                let headers = ["Origin": "\(scheme)://127.0.0.1:\(port)", "X-Forwarded-Proto": "https"]
                let reply = try await client.post(reset, "", headers: headers)
                #expect(reply.status == 200, "\(scheme)")
            }
        }
    }

    @Test("The new-session limit counts a trusted proxy's X-Forwarded-For client, and the peer otherwise")
    func forwardedClient() async throws {
        for trusted in [true, false] {
            try await withGallery(
                configure: {
                    $0.trustedProxies = trusted ? ["127.0.0.1"] : []
                    $0.newSessionBurstPerClient = 1
                    $0.newSessionsPerSecondPerClient = 0.001
                }
            ) { port in
                // The entry before the last is the client's own claim: only the last counts.
                func status(_ forwarded: String) async throws -> Int {
                    try await GalleryClient(port: port).get(Self.preview, headers: ["X-Forwarded-For": forwarded]).status
                }
                let statuses = [
                    try await status("203.0.113.1"), try await status("198.51.100.7, 203.0.113.2"),
                    try await status("203.0.113.1, 127.0.0.1"), try await status("198.51.100.7, 203.0.113.2"),
                ]
                #expect(statuses == [200, trusted ? 200 : 429, 429, 429], "trusted: \(trusted)")
            }
        }
    }
}

extension TrustedProxyTests {
    @Test("--trusted-proxy beats GALLERY_TRUSTED_PROXIES, which beats the file; '' trusts none")
    func precedence() throws {
        #expect(try LaunchOptions(arguments: [], environment: [:]).trustedProxies == nil)
        let environment = ["GALLERY_TRUSTED_PROXIES": "10.0.0.0/8, ::1"]
        #expect(try LaunchOptions(arguments: [], environment: environment).trustedProxies == ["10.0.0.0/8", "::1/128"])
        let flagged = try LaunchOptions(arguments: ["--trusted-proxy=127.0.0.1"], environment: environment)
        #expect(flagged.trustedProxies == ["127.0.0.1/32"])
        #expect(try LaunchOptions(arguments: ["--trusted-proxy", ""], environment: environment).trustedProxies == [])
        let json = #"{"publicDirectory": "/", "trustedProxies": ["192.168.0.0/16"]}"#
        let path = NSTemporaryDirectory() + "trusted-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            try LaunchOptions(arguments: ["--config", path], environment: [:]).configuration().trustedProxies == [
                "192.168.0.0/16"
            ])
        let overridden = try LaunchOptions(arguments: ["--config", path, "--trusted-proxy", "::1"], environment: [:])
        #expect(try overridden.configuration().trustedProxies == ["::1/128"])
    }

    @Test(
        "A bad flag, variable or file entry is refused with a message naming it",
        arguments: [
            (["--trusted-proxy", "localhost"], [:], "--trusted-proxy"), (["--trusted-proxy"], [:], "--trusted-proxy"),
            (["--trusted-proxy", "10.0.0.0/33"], [:], "--trusted-proxy"),
            ([], ["GALLERY_TRUSTED_PROXIES": "127.0.0.1,"], "GALLERY_TRUSTED_PROXIES"),
        ])
    func badValues(arguments: [String], environment: [String: String], name: String) {
        #expect {
            try LaunchOptions(arguments: arguments, environment: environment)
        } throws: { error in
            "\(error)".contains(name)
        }
    }

    @Test("A configuration file with a bad trustedProxies entry is refused, naming the key and the entry")
    func badFileEntry() throws {
        var configuration = GalleryConfiguration()
        configuration.publicDirectory = "/"
        configuration.trustedProxies = ["127.0.0.1", "10.0.0.0/8 "]
        let error = try #require(throws: LaunchError.self) { try configuration.validate() }
        #expect(error.message.contains("trustedProxies must list networks") && error.message.contains("'10.0.0.0/8 '"))
        #expect(!error.message.contains(".;") && !error.message.hasSuffix(".."))
    }

    @Test("--help describes --trusted-proxy and its variable")
    func usage() {
        #expect(LaunchOptions.usage.contains("--trusted-proxy CIDR[,CIDR…]"))
        #expect(LaunchOptions.usage.contains("GALLERY_TRUSTED_PROXIES"))
    }
}
