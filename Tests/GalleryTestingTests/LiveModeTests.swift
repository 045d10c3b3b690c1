import Foundation
import GalleryTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Live mode serves on a real loopback socket for exactly the test's scope; in process there is none.
@Suite("GalleryTesting live mode")
struct LiveModeTests {
    /// Whether a TCP connection to 127.0.0.1:`port` is accepted.
    private func connects(to port: Int) -> Bool {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    @Test("Live mode listens on a loopback port while the test runs, and not after")
    func listensForTheScope() async throws {
        let port = try await GalleryTest.withGallery(mode: .live) { gallery in
            let port = try #require(gallery.port)
            #expect(port > 0)
            #expect(gallery.baseURL?.absoluteString == "http://127.0.0.1:\(port)")
            #expect(connects(to: port))
            let preview = try await gallery.open("default-slider")
            #expect(preview.seq == 0)
            return port
        }
        #expect(!connects(to: port))
    }

    @Test("The server stops even when the test's body throws")
    func stopsAfterAThrow() async throws {
        struct Stop: Error { let port: Int }
        do {
            try await GalleryTest.withGallery(mode: .live) { gallery in throw Stop(port: gallery.port ?? 0) }
        } catch let stop as Stop {
            #expect(stop.port > 0)
            #expect(!connects(to: stop.port))
        }
    }

    @Test("In process there is no socket: no port, no URL, the same answers")
    func inProcessHasNoPort() async throws {
        try await GalleryTest.withGallery(mode: .inProcess) { gallery in
            #expect(gallery.port == nil)
            #expect(gallery.baseURL == nil)
            let ids = try await gallery.previewIDs()
            #expect(ids.contains("checkout-slider"))
        }
    }

    @Test("Each gallery is a new session: state does not carry over", arguments: GalleryTest.Mode.allCases)
    func freshGalleries(mode: GalleryTest.Mode) async throws {
        for _ in 0..<2 {
            try await GalleryTest.withGallery(mode: mode) { gallery in
                let preview = try await gallery.open("toggle-styles")
                #expect(try preview.state("wifi", as: Bool.self))
                try await preview.tap(preview.target(label: "Wi-Fi"))
                let again = try await gallery.open("toggle-styles")  // opening resets
                #expect(try again.state("wifi", as: Bool.self))
            }
        }
    }
}
