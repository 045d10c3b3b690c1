import Foundation
import HTTPServer
import Testing

@testable import Gallery

/// Choosing the server's event loop: `server.eventLoop` in the configuration file, `--event-loop`,
/// `GALLERY_EVENT_LOOP`; anything but `epoll` or `poll` is refused with a message naming both.
@Suite("Event loop option")
struct EventLoopOptionTests {
    /// Writes `json` to a temporary configuration file and loads it.
    private func load(_ json: String) throws -> GalleryConfiguration {
        let path = NSTemporaryDirectory() + "event-loop-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try GalleryConfiguration.load(from: path)
    }

    @Test("Absent, the platform's default (epoll on Linux); named, the one named")
    func configurationFile() throws {
        let publicDirectory = "\"publicDirectory\": \"/\""
        #expect(try load("{\(publicDirectory)}").server.eventLoop == .epoll)
        #expect(try load("{\(publicDirectory), \"server\": {\"eventLoop\": \"poll\"}}").server.eventLoop == .poll)
        #expect(try load("{\(publicDirectory), \"server\": {\"eventLoop\": \"epoll\"}}").server.eventLoop == .epoll)
    }

    @Test("An unknown event loop in the file is refused with the key and the two names")
    func unknownInFile() {
        #expect {
            try load("{\"publicDirectory\": \"/\", \"server\": {\"eventLoop\": \"kqueue\"}}")
        } throws: { error in
            let text = "\(error)"
            return text.contains("server.eventLoop") && text.contains("\"epoll\" or \"poll\"") && text.contains("kqueue")
        }
    }

    @Test("--event-loop beats GALLERY_EVENT_LOOP, which beats the file")
    func precedence() throws {
        #expect(try LaunchOptions(arguments: [], environment: [:]).eventLoop == nil)
        let environment = ["GALLERY_EVENT_LOOP": "poll"]
        #expect(try LaunchOptions(arguments: [], environment: environment).eventLoop == .poll)
        let flagged = try LaunchOptions(arguments: ["--event-loop", "epoll"], environment: environment)
        #expect(flagged.eventLoop == .epoll)
        #expect(try LaunchOptions(arguments: ["--event-loop=poll"], environment: [:]).eventLoop == .poll)
    }

    @Test(
        "A bad flag or variable is refused with a message",
        arguments: [(["--event-loop", "kqueue"], [:]), (["--event-loop"], [:]), ([], ["GALLERY_EVENT_LOOP": "Poll"])])
    func badValues(arguments: [String], environment: [String: String]) {
        #expect {
            try LaunchOptions(arguments: arguments, environment: environment)
        } throws: { error in
            "\(error)".contains("--event-loop") || "\(error)".contains("GALLERY_EVENT_LOOP")
        }
    }

    @Test("Both loops are available on Linux, so validation passes with either")
    func bothAvailable() throws {
        var configuration = GalleryConfiguration()
        configuration.publicDirectory = "/"
        for kind in EventLoopKind.allCases {
            #expect(kind.isAvailable)
            configuration.server.eventLoop = kind
            try configuration.validate()
        }
    }
}
