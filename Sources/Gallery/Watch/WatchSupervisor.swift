import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gallery --watch`: runs the gallery as a child process, rebuilds the package with `swift build`
/// when a file under `Sources/` changes, and restarts the child on the new binary.
///
/// The child saves its sessions when it stops and restores them when it starts (its state folder
/// is the one configured), and its pages reconnect to the push channel and re-fetch their
/// previews. A failed build leaves the running child serving and tells it the errors (a
/// ``BuildNotice`` on its standard input), which its pages show as an overlay.
final class WatchSupervisor: Sendable {
    /// The package's folder (holding `Package.swift` and `Sources/`).
    let packageFolder: String
    /// The product `swift build --product` builds: the running executable's name.
    let product: String
    /// The executable to restart (this binary's path, which the build replaces).
    let executable: String
    /// The gallery's arguments, less `--watch`.
    let arguments: [String]
    private let log: @Sendable (String) -> Void
    private let child = Mutex<Process?>(nil)
    private let isStopping = Atomic<Bool>(false)

    /// The environment variable that marks a gallery started by a supervisor.
    static let childVariable = "STYLEGALLERY_WATCH_CHILD"

    /// A supervisor of the package in `packageFolder`, rerunning `executable` with `arguments`.
    init(packageFolder: String, executable: String, arguments: [String], log: @escaping @Sendable (String) -> Void) {
        self.packageFolder = packageFolder
        self.executable = executable
        self.product = URL(fileURLWithPath: executable).lastPathComponent
        self.arguments = arguments
        self.log = log
    }

    /// Starts the child, then rebuilds and restarts it on every change until SIGINT or SIGTERM,
    /// which it passes on; exits with the child's status then.
    func run() -> Never {
        let sources = packageFolder + "/Sources"
        guard let watcher = SourceWatcher(root: sources) else {
            FileHandle.standardError.write(Data("gallery: --watch cannot watch \(sources).\n".utf8))
            exit(2)
        }
        let signals = SignalWatch { [self] _ in stop() }
        startChild()
        log("Watching \(sources) (rebuilding \(product) with swift build on every change).")
        while true {
            let changed = watcher.nextChange()
            let names = Set(changed.map { URL(fileURLWithPath: $0).lastPathComponent }).sorted()
            log("Changed: \(names.joined(separator: ", ")); building…")
            tell(.started)
            let started = ContinuousClock.now
            let (status, output) = build()
            let buildTime = ContinuousClock.now - started
            guard status == 0 else {
                let errors = BuildDiagnostic.errors(in: output)
                log("Build failed in \(Self.seconds(buildTime)) with \(errors.count) errors; the running gallery keeps serving.")
                for error in errors { log("  \(error.file):\(error.line):\(error.column): \(error.message)") }
                if errors.isEmpty { log(String(output.suffix(2000))) }
                tell(.failed(errors))
                continue
            }
            let restarting = ContinuousClock.now
            stopChild()
            startChild()
            log("Built in \(Self.seconds(buildTime)); restarted in \(Self.seconds(ContinuousClock.now - restarting)).")
        }
        withExtendedLifetime(signals) {}
    }

    /// `swift build --product` in the package, in the configuration the running binary was built in.
    private func build() -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["swift", "build", "--product", product]
        if executable.contains("/release/") { arguments += ["-c", "release"] }
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageFolder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "cannot run swift build: \(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private func startChild() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        process.environment = environment
        process.standardInput = Pipe()
        do {
            try process.run()
            child.withLock { $0 = process }
        } catch {
            log("Cannot start \(executable): \(error)")
        }
    }

    /// Stops the child with SIGTERM and waits for it (it saves its sessions first).
    private func stopChild() {
        guard let process = child.withLock({ $0 }) else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Writes `notice` to the child's standard input.
    private func tell(_ notice: BuildNotice) {
        guard let input = child.withLock({ $0?.standardInput as? Pipe }) else { return }
        try? input.fileHandleForWriting.write(contentsOf: notice.line)
    }

    /// SIGINT or SIGTERM: stop the child, then exit with its status (a second signal: at once).
    private func stop() {
        guard isStopping.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { exit(1) }
        log("Stopping the watched gallery…")
        stopChild()
        exit(child.withLock { $0?.terminationStatus } ?? 0)
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
