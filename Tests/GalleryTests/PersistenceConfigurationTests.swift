import Foundation
import Testing

@testable import Gallery

@Suite("Persistence settings: Config/, --state-dir, GALLERY_STATE_DIR")
struct PersistenceConfigurationTests {
    /// A configuration file in a temporary folder holding `settings` (and a `Public` folder).
    private func configFile(_ folder: TemporaryFolder, _ settings: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder.path + "/Public", withIntermediateDirectories: true)
        let path = folder.path + "/gallery.json"
        try Data(#"{"publicDirectory": "Public"\#(settings)}"#.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Config/gallery.json saves into .state in the package, every 30 s")
    func defaults() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let configuration = try GalleryConfiguration.load(from: root.appendingPathComponent("Config/gallery.json").path)
        #expect(configuration.stateDirectory == root.appendingPathComponent(".state").path)
        #expect(configuration.stateSaveInterval == 30)
        #expect(GalleryConfiguration().stateDirectory == nil)
    }

    @Test("A relative stateDirectory is resolved against the configuration file's folder; absent means off")
    func relativeToFile() throws {
        let folder = try TemporaryFolder()
        let relative = try GalleryConfiguration.load(
            from: try configFile(folder, #", "stateDirectory": "data/state", "stateSaveInterval": 2.5"#))
        #expect(relative.stateDirectory == folder.path + "/data/state")
        #expect(relative.stateSaveInterval == 2.5)
        let absent = try GalleryConfiguration.load(from: try configFile(folder, ""))
        #expect(absent.stateDirectory == nil)
    }

    @Test(
        "Bad persistence settings are refused with their names",
        arguments: [
            (#", "stateSaveInterval": 0"#, "stateSaveInterval"), (#", "stateSaveInterval": 1e9"#, "stateSaveInterval"),
            (#", "stateDirectory": """#, "stateDirectory must not be empty"),
            (#", "stateDirectory": "gallery.json""#, "is a file, not a folder"),
            (#", "stateDirectory": 7"#, "not a valid configuration"),
        ])
    func badSettings(settings: String, message: String) throws {
        let folder = try TemporaryFolder()
        let path = try configFile(folder, settings)
        #expect {
            try GalleryConfiguration.load(from: path)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("--state-dir beats GALLERY_STATE_DIR, which beats the file; '' turns saving off")
    func precedence() throws {
        let folder = try TemporaryFolder()
        let path = try configFile(folder, #", "stateDirectory": "from-file""#)
        let environment = ["GALLERY_STATE_DIR": "/tmp/from-env"]
        let fromFile = try LaunchOptions(arguments: ["--config", path], environment: [:]).configuration()
        #expect(fromFile.stateDirectory == folder.path + "/from-file")
        let fromEnvironment = try LaunchOptions(arguments: ["--config", path], environment: environment).configuration()
        #expect(fromEnvironment.stateDirectory == "/tmp/from-env")
        let fromFlag = try LaunchOptions(arguments: ["--config", path, "--state-dir=/tmp/from-flag"], environment: environment)
        #expect(fromFlag.stateDirectory == "/tmp/from-flag")
        #expect(try fromFlag.configuration().stateDirectory == "/tmp/from-flag")
        let off = try LaunchOptions(arguments: ["--config", path, "--state-dir", ""], environment: environment)
        #expect(try off.configuration().stateDirectory == nil)
        let emptyEnvironment = try LaunchOptions(arguments: ["--config", path], environment: ["GALLERY_STATE_DIR": ""])
        #expect(try emptyEnvironment.configuration().stateDirectory == folder.path + "/from-file")
    }

    @Test("A relative --state-dir is relative to the working folder; a file there is refused")
    func flagPaths() throws {
        let folder = try TemporaryFolder()
        let path = try configFile(folder, "")
        let relative = try LaunchOptions(arguments: ["--config", path, "--state-dir", "some/state"], environment: [:])
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("some/state")
        #expect(try relative.configuration().stateDirectory == expected.standardizedFileURL.path)
        let file = try LaunchOptions(arguments: ["--config", path, "--state-dir", path], environment: [:])
        #expect(throws: LaunchError.self) { try file.configuration() }
        #expect(throws: LaunchError.self) { try LaunchOptions(arguments: ["--state-dir"], environment: [:]) }
    }
}
