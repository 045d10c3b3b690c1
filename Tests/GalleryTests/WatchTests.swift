import Foundation
import Testing

@testable import Gallery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    @Test("Stopping, the supervisor exits with its child's status: 0 for one ended by the SIGTERM itself, 1 for one killed")
    func stopStatus() throws {
        /// A child with the signals' default actions, sent `signal` once it runs (a test process
        /// may block or ignore SIGTERM, and both carry across `exec`).
        func ended(_ script: String, signal: Int32?) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [
                "-c",
                "import signal, sys, time\n"
                    + "for s in (signal.SIGTERM, signal.SIGINT): signal.signal(s, signal.SIG_DFL)\n"
                    + "signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])\n"
                    + "print('ready', flush=True)\n" + script,
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            _ = try output.fileHandleForReading.read(upToCount: 6)  // "ready\n": the defaults are set
            if let signal { kill(process.processIdentifier, signal) }
            process.waitUntilExit()
            return process
        }
        let terminated = try ended("time.sleep(60)", signal: SIGTERM)
        #expect(terminated.terminationReason == .uncaughtSignal && terminated.terminationStatus == SIGTERM)
        #expect(WatchSupervisor.stopStatus(of: terminated) == 0)
        let killed = try ended("time.sleep(60)", signal: SIGKILL)
        #expect(killed.terminationReason == .uncaughtSignal && killed.terminationStatus == SIGKILL)
        #expect(WatchSupervisor.stopStatus(of: killed) == 1)
        #expect(WatchSupervisor.stopStatus(of: try ended("sys.exit(3)", signal: nil)) == 3)
        #expect(WatchSupervisor.stopStatus(of: try ended("sys.exit(0)", signal: nil)) == 0)
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
