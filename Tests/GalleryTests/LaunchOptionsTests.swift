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

    @Test("A bad GALLERY_PORT is refused")
    func badEnvironment() {
        #expect(throws: LaunchError.self) { try LaunchOptions(arguments: [], environment: ["GALLERY_PORT": "http"]) }
    }

    @Test("Config/gallery.json decodes, with the checklist's limits")
    func configurationFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let configuration = try GalleryConfiguration.load(from: root.appendingPathComponent("Config/gallery.json").path)
        #expect(configuration.server.host == "127.0.0.1")
        #expect(configuration.server.port == 8080)
        #expect(configuration.server.maxBodySize == 1024 * 1024)
        #expect(configuration.publicDirectory == "Public")
    }
}
