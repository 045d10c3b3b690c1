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
/// ``BuildNotice`` on its standard input), which its pages show as an overlay. A child that stops
/// on its own (a crash in a view) is reported, and started again by the next successful build.
/// Starting, restarting and stopping take one lock, so a signal never meets a half-made child.
final class WatchSupervisor: Sendable {
    /// The package's folder (holding `Package.swift` and `Sources/`).
    let packageFolder: String
    /// The product `swift build --product` builds: the running executable's name.
    let product: String
    /// The executable to restart (this binary's path, which the build replaces).
    let executable: String
    /// The gallery's arguments, less `--watch`.
    let arguments: [String]
    /// `swift build`'s configuration flags that build `executable` (`-c release` or none).
    private let configuration: [String]
    /// How long a child may take to stop on SIGTERM before it is killed.
    private let stopTimeout: Duration
    private let log: @Sendable (String) -> Void
    private let state = Mutex(State())
    /// Held while a child starts, restarts or stops.
    private let lifecycle = Mutex(())

    private struct State {
        var child: Process?
        var build: Process?
        var isStopping = false
    }

    /// The environment variable that marks a gallery started by a supervisor.
    static let childVariable = "STYLEGALLERY_WATCH_CHILD"

    /// A supervisor of the package in `packageFolder`, rerunning `executable` with `arguments`;
    /// throws when `swift build` would not rebuild `executable` (a binary from elsewhere).
    init(
        packageFolder: String, executable: String, arguments: [String], stopTimeout: Duration,
        log: @escaping @Sendable (String) -> Void
    ) throws(LaunchError) {
        self.packageFolder = packageFolder
        self.executable = executable
        self.product = URL(fileURLWithPath: executable).lastPathComponent
        self.arguments = arguments
        self.stopTimeout = stopTimeout
        self.log = log
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent().resolvingSymlinksInPath().path
        let candidates = [[String](), ["-c", "release"]]
        guard
            let match = candidates.first(where: { flags in
                let (status, output) = Self.run(["swift", "build", "--show-bin-path"] + flags, in: packageFolder)
                let path = output.trimmingCharacters(in: .whitespacesAndNewlines)
                return status == 0 && URL(fileURLWithPath: path).resolvingSymlinksInPath().path == folder
            })
        else {
            throw LaunchError(
                "--watch rebuilds with swift build in \(packageFolder), which does not build \(executable). "
                    + "Run it with swift run in the package's folder.")
        }
        configuration = match
    }

    /// Starts the child, then rebuilds and restarts it on every change until SIGINT or SIGTERM,
    /// which it passes on; then exits (0 when the child stopped cleanly).
    func run() -> Never {
        let sources = packageFolder + "/Sources"
        guard let watcher = SourceWatcher(root: sources) else {
            FileHandle.standardError.write(Data("gallery: --watch cannot watch \(sources).\n".utf8))
            exit(2)
        }
        // A child that is gone closes its end of the notices' pipe: a write must fail, not kill us.
        signal(SIGPIPE, SIG_IGN)
        let signals = SignalWatch { [self] _ in stop() }
        restart()
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
                tell(.failed(errors.isEmpty ? [BuildDiagnostic(outputTail: output)] : errors))
                continue
            }
            let restarting = ContinuousClock.now
            restart()
            log("Built in \(Self.seconds(buildTime)); restarted in \(Self.seconds(ContinuousClock.now - restarting)).")
        }
        withExtendedLifetime(signals) {}
    }

    /// `swift build --product` in the package, in the configuration of the running binary; a stop
    /// ends it.
    private func build() -> (Int32, String) {
        let process = Self.process(["swift", "build", "--product", product] + configuration, in: packageFolder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let started: Bool = state.withLock { state in
            guard !state.isStopping, (try? process.run()) != nil else { return false }
            state.build = process
            return true
        }
        guard started else { return (127, "swift build did not start") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        state.withLock { $0.build = nil }
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Stops the running child, if any, and starts a new one, unless the supervisor is stopping.
    private func restart() {
        lifecycle.withLock { _ in
            stopChild()
            guard !state.withLock({ $0.isStopping }) else { return }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment[Self.childVariable] = "1"
            process.environment = environment
            process.standardInput = Pipe()
            process.terminationHandler = { [self] ended in
                let isCurrent = state.withLock { state in
                    guard state.child === ended else { return false }
                    state.child = nil
                    return true
                }
                // A child stopped by `stopChild` is no longer the current one.
                if isCurrent {
                    log(
                        "The gallery stopped on its own (\(Self.describe(ended))); "
                            + "the next successful build starts it again.")
                }
            }
            do {
                try process.run()
                state.withLock { $0.child = process }
            } catch {
                log("Cannot start \(executable): \(error)")
            }
        }
    }

    /// Stops the current child with SIGTERM (it saves its sessions first) and waits for it; one
    /// that has not stopped after the timeout is killed. Called with `lifecycle` held.
    private func stopChild() {
        guard
            let process = state.withLock({ state -> Process? in
                defer { state.child = nil }
                return state.child
            })
        else { return }
        process.terminate()
        let deadline = ContinuousClock.now + stopTimeout
        while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            log("The gallery did not stop within \(Self.seconds(stopTimeout)) of SIGTERM: killing it.")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Writes `notice` to the child's standard input (nothing when there is no child).
    private func tell(_ notice: BuildNotice) {
        guard let input = state.withLock({ $0.child?.standardInput as? Pipe }) else { return }
        try? input.fileHandleForWriting.write(contentsOf: notice.line)
    }

    /// SIGINT or SIGTERM: end a build in progress, stop the child, then exit (a second signal: at
    /// once).
    private func stop() {
        let build = state.withLock { state -> Process?? in
            guard !state.isStopping else { return .none }
            state.isStopping = true
            return .some(state.build)
        }
        guard case .some(let running) = build else { exit(1) }
        log("Stopping the watched gallery…")
        running?.terminate()
        let status = lifecycle.withLock { _ -> Int32 in
            let process = state.withLock { $0.child }
            stopChild()
            guard let process else { return 0 }
            return Self.stopStatus(of: process)
        }
        exit(status)
    }

    /// The supervisor's exit status once `process`, sent SIGTERM, has ended: its own status, or
    /// 0 when the SIGTERM itself ended it (a child that has not yet begun to watch signals has
    /// opened no state to save), or 1 when something else did (the kill after the timeout).
    static func stopStatus(of process: Process) -> Int32 {
        switch process.terminationReason {
        case .exit: process.terminationStatus
        case .uncaughtSignal: process.terminationStatus == SIGTERM ? 0 : 1
        @unknown default: 1
        }
    }

    /// A process for `arguments`, found on the `PATH`, run in `folder`.
    private static func process(_ arguments: [String], in folder: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        return process
    }

    /// Runs `arguments` in `folder` to its end: its status and standard output.
    private static func run(_ arguments: [String], in folder: String) -> (Int32, String) {
        let process = process(arguments, in: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private static func describe(_ process: Process) -> String {
        process.terminationReason == .exit
            ? "status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
