import Foundation
import Testing

@testable import Gallery

/// `--watch`'s parts that need no build: the compiler's errors read, the notices to the gallery, the flag.
@Suite("Live reload's parts")
struct WatchTests {
    @Test("A build's errors are read with their file, line, column and message, each once, notes and warnings left out")
    func errors() {
        let output = """
            Building for debugging...
            /tmp/My Styles/Sources/MyStyles/main.swift:6:23: error: cannot convert value of type 'String' to specified type 'Int'
             4 | struct OutlinedSliderStyle: SliderStyle {
            /tmp/My Styles/Sources/MyStyles/main.swift:9:5: warning: variable 'x' was never used
            /tmp/My Styles/Sources/MyStyles/main.swift:6:23: error: cannot convert value of type 'String' to specified type 'Int'
            C:/odd:path/File.swift:1:2: error: a: b
            error: fatalError
            """
        #expect(
            BuildDiagnostic.errors(in: output) == [
                BuildDiagnostic(
                    file: "/tmp/My Styles/Sources/MyStyles/main.swift", line: 6, column: 23,
                    message: "cannot convert value of type 'String' to specified type 'Int'"),
                BuildDiagnostic(file: "C:/odd:path/File.swift", line: 1, column: 2, message: "a: b"),
            ])
        #expect(BuildDiagnostic.errors(in: output, limit: 1).count == 1)
    }

    @Test("A notice travels as one JSON line and comes back the same; anything else is not a notice")
    func notices() throws {
        let failed = BuildNotice.failed([BuildDiagnostic(file: "a.swift", line: 1, column: 2, message: "\"quoted\"\nnext")])
        for notice in [BuildNotice.started, failed] {
            let line = String(decoding: notice.line, as: UTF8.self)
            #expect(line.hasSuffix("\n") && line.dropLast().allSatisfy { $0 != "\n" })
            #expect(BuildNotice.decoding(line.dropLast()) == notice)
        }
        #expect(BuildNotice.decoding("not json") == nil)
        #expect(BuildNotice.decoding("{\"unknown\":{}}") == nil)
    }

    @Test("--watch is a flag of its own, and the usage names it")
    func flag() throws {
        #expect(try LaunchOptions(arguments: ["--watch", "--port", "0"], environment: [:]).watch)
        #expect(try !LaunchOptions(arguments: [], environment: [:]).watch)
        #expect(LaunchOptions.usage.contains("--watch"))
        #expect(throws: LaunchError("--watch takes no value.")) {
            try LaunchOptions(arguments: ["--watch=false"], environment: [:])
        }
    }

    @Test("A failed build that names no place is one diagnostic with the output's last lines")
    func outputTail() {
        let output = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\nerror: link command failed with exit code 1"
        let diagnostic = BuildDiagnostic(outputTail: output)
        #expect(BuildDiagnostic.errors(in: output).isEmpty)
        #expect(diagnostic.file == "swift build" && diagnostic.line == 0 && diagnostic.column == 0)
        #expect(diagnostic.message.hasPrefix("line 10\n") && diagnostic.message.hasSuffix("exit code 1"))
    }
}
