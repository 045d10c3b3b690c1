import Foundation
import Testing

@testable import Gallery

@Suite("Launch options")
struct LaunchOptionsTests {
    @Test("Defaults: the configuration file's address")
    func defaults() throws {
        let options = try LaunchOptions(arguments: [], environment: [:])
        #expect(options.configPath == "Config/gallery.json")
        #expect(options.host == nil && options.port == nil && !options.showHelp)
    }

    @Test("Flags beat environment variables, which beat the file")
    func precedence() throws {
        let environment = ["GALLERY_PORT": "9000", "GALLERY_HOST": "::1"]
        let fromEnvironment = try LaunchOptions(arguments: [], environment: environment)
        #expect(fromEnvironment.port == 9000 && fromEnvironment.host == "::1")
        let fromFlags = try LaunchOptions(
            arguments: ["--port", "9100", "--host=0.0.0.0", "--config", "x.json"], environment: environment)
        #expect(fromFlags.port == 9100 && fromFlags.host == "0.0.0.0" && fromFlags.configPath == "x.json")
    }

    @Test(
        "Bad values are refused with a message", arguments: [["--port", "+80"], ["--port", "70000"], ["--port"], ["--bogus"]])
    func badValues(arguments: [String]) {
        #expect(throws: LaunchError.self) { try LaunchOptions(arguments: arguments, environment: [:]) }
    }

    @Test("A bad GALLERY_PORT is refused, unless a flag overrides it")
    func badEnvironment() throws {
        #expect(throws: LaunchError.self) { try LaunchOptions(arguments: [], environment: ["GALLERY_PORT": "http"]) }
        let overridden = try LaunchOptions(arguments: ["--port", "9001"], environment: ["GALLERY_PORT": "http"])
        #expect(overridden.port == 9001)
    }

    @Test("A missing configuration file says where it looked and what to do")
    func missingConfiguration() {
        #expect {
            try GalleryConfiguration.load(from: "/nonexistent/gallery.json")
        } throws: { error in
            "\(error)".contains("/nonexistent/gallery.json") && "\(error)".contains("--config")
        }
    }

    @Test("Impossible values are refused with their names")
    func validation() throws {
        var configuration = GalleryConfiguration()
        configuration.publicDirectory = "/"
        try configuration.validate()
        configuration.server.port = 99_999
        configuration.maxSessions = 0
        configuration.server.keepAliveTimeout = -1
        #expect {
            try configuration.validate()
        } throws: { error in
            let text = "\(error)"
            return text.contains("server.port") && text.contains("maxSessions") && text.contains("keepAliveTimeout")
        }
    }

    @Test("Config/gallery.json decodes, with the checklist's limits")
    func configurationFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let configuration = try GalleryConfiguration.load(from: root.appendingPathComponent("Config/gallery.json").path)
        #expect(configuration.server.host == "127.0.0.1")
        #expect(configuration.server.port == 8080)
        #expect(configuration.server.maxBodySize == 1024 * 1024)
        #expect(configuration.publicDirectory == root.appendingPathComponent("Public").path)
    }
}
