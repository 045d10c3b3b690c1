import Foundation
import Testing

@testable import Gallery

/// `gallery export DIR`, the real executable: its progress, its last line and its exit status.
@Suite("gallery export")
struct ExportCommandTests {
    /// Runs the built `gallery` with `arguments` and a configuration of the package's assets;
    /// returns its exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let executable = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().appendingPathComponent("gallery")
        let config = ExportTests.temporaryFolder() + ".json"
        let settings = ["publicDirectory": ExportTests.publicDirectory, "sourcesDirectory": SourceLibraryTests.sources]
        try JSONSerialization.data(withJSONObject: settings).write(to: URL(fileURLWithPath: config))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--config", config]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test("It writes every page, prints a line per tenth when not on a terminal, and says how many it wrote")
    func export() throws {
        let folder = ExportTests.temporaryFolder()
        let result = try Self.run(["export", folder])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        let pages = 1 + Catalogue.standard.previews.count * (1 + PreviewEnvironment.matrixVariants.count) + 1
        #expect(lines.last == "Exported \(pages) pages to \(folder)")
        #expect(lines.dropLast().count == 11 && lines.dropLast().allSatisfy { $0.hasPrefix("[") })
        #expect(lines.dropLast().last == "[\(pages)/\(pages)] matrix.html")
        #expect(FileManager.default.fileExists(atPath: folder + "/previews/checkout-slider/dark-rtl-disabled.html"))
    }

    @Test("A folder that cannot be made is a clear message and exit status 1")
    func unwritable() throws {
        let file = ExportTests.temporaryFolder()
        try Data("a file".utf8).write(to: URL(fileURLWithPath: file))
        let result = try Self.run(["export", file + "/site"])
        #expect(result.status == 1)
        #expect(result.errors.contains("Cannot create the folder \(file)/site"), "\(result.errors)")
    }
}
