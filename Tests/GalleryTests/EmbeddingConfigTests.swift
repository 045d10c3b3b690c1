import Foundation
import Testing

@testable import Gallery

/// `secureCookies` and `frameAncestors` from `Config/gallery.json`, over real HTTP.
@Suite("Cookies and framing from the configuration")
struct EmbeddingConfigTests {
    private let paths = ["/", "/api/v1/previews", "/api/v1/previews/checkout-slider", "/assets/gallery.js", "/nowhere"]

    @Test("The session cookie carries Secure only when secureCookies is set")
    func secureCookies() async throws {
        for secure in [false, true] {
            try await withGallery(configure: { $0.secureCookies = secure }) { port in
                let reply = try await GalleryClient(port: port).get("/api/v1/previews/checkout-slider")
                let cookie = try #require(reply.header("Set-Cookie"))
                #expect(cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")), "\(cookie)")
            }
        }
    }

    @Test("frameAncestors replaces X-Frame-Options: DENY with CSP frame-ancestors on every response")
    func frameAncestors() async throws {
        let sources = ["'self'", "https://docs.example.com", "https://*.example.org:8443"]
        try await withGallery(configure: { $0.frameAncestors = sources }) { port in
            let client = GalleryClient(port: port)
            for path in paths {
                let reply = try await client.get(path)
                let policy = try #require(reply.header("Content-Security-Policy"), "\(path)")
                #expect(policy.hasSuffix("; frame-ancestors 'self' https://docs.example.com https://*.example.org:8443"))
                #expect(policy.contains("script-src 'self';"))
                #expect(reply.header("X-Frame-Options") == nil, "\(path) still forbids all framing")
            }
        }
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/")
            #expect(reply.header("X-Frame-Options") == "DENY")
            #expect(reply.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'none'") == true)
        }
    }

    @Test(
        "A frameAncestors entry that could break out of the header is a configuration error",
        arguments: [
            ["https://a.example; script-src *"], ["\"https://a.example\""], ["'unsafe-inline'"],
            ["https://a.example\r\nSet-Cookie: x=1"],
            ["https://a.example https://b.example"], ["https://a.example,https://b.example"], [""], [], ["https://é.example"],
            ["https://a.example\0"],
        ])
    func invalidFrameAncestors(_ sources: [String]) throws {
        var configuration = GalleryConfiguration()
        configuration.publicDirectory = NSTemporaryDirectory()
        configuration.frameAncestors = sources
        let error = try #require(throws: LaunchError.self) { try configuration.validate() }
        #expect(error.message.contains("frameAncestors"), "\(error.message)")
        configuration.frameAncestors = ["https://a.example", "'none'"]
        try configuration.validate()
    }

    @Test("Both keys decode from the configuration file; absent, cookies are not Secure and framing is denied")
    func decoding() throws {
        let json = #"{"secureCookies": true, "frameAncestors": ["'self'", "https://docs.example.com"]}"#
        let decoded = try JSONDecoder().decode(GalleryConfiguration.self, from: Data(json.utf8))
        #expect(decoded.secureCookies)
        #expect(decoded.frameAncestors == ["'self'", "https://docs.example.com"])
        let defaults = try JSONDecoder().decode(GalleryConfiguration.self, from: Data("{}".utf8))
        #expect(!defaults.secureCookies && defaults.frameAncestors == nil)
    }
}

extension EmbeddingConfigTests {
    @Test("A configuration file with a bad frameAncestors stops the gallery with a message naming it")
    func badFrameAncestorsInFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gallery.json")
        try Data(#"{"publicDirectory": ".", "frameAncestors": ["https://a.example; script-src *"]}"#.utf8).write(to: file)
        let error = try #require(throws: LaunchError.self) { try GalleryConfiguration.load(from: file.path) }
        #expect(error.message.hasPrefix("Bad configuration: frameAncestors entry \"https://a.example; script-src *\""))
        try Data(#"{"publicDirectory": ".", "secureCookies": true, "frameAncestors": ["'self'"]}"#.utf8).write(to: file)
        let loaded = try GalleryConfiguration.load(from: file.path)
        #expect(loaded.secureCookies && loaded.frameAncestors == ["'self'"])
    }
}
