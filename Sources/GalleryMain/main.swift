import Dispatch
import Foundation
import Gallery
import HTTPServer
import Synchronization

/// `swift run gallery`: read the configuration, serve the gallery, stop cleanly on Ctrl-C or SIGTERM;
/// `swift run gallery export DIR`: write it as static files instead.

let options: LaunchOptions
let configuration: GalleryConfiguration
do {
    options = try LaunchOptions(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    if options.showHelp {
        print(LaunchOptions.usage)
        exit(0)
    }
    configuration = try options.configuration()
} catch {
    FileHandle.standardError.write(Data("gallery: \(error)\n\n\(LaunchOptions.usage)\n".utf8))
    exit(2)
}

/// `gallery export DIR`: write the static gallery with a progress line, then exit (1 if it cannot).
if let directory = options.exportDirectory {
    var progress = ExportProgress(isTerminal: isatty(STDOUT_FILENO) == 1)
    do {
        let count = try StaticExport(configuration: configuration).write(to: directory) { done, total, path in
            if let text = progress.text(done: done, total: total, path: path) {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }
        print("Exported \(count) pages to \(directory)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\ngallery: export failed: \(error)\n".utf8))
        exit(1)
    }
}

/// Standard output, written in batches; `log` is for the lines a person waits for (flushed at once).
let output = LogWriter()
@Sendable func log(_ line: String) {
    output.write(line)
    output.flush()
}

let app = GalleryApp(configuration: configuration, log: log)
app.restoreSessions()
/// Access-log lines (one per request unless `server.accessLog` is off) and server notices, batched.
@Sendable func accessLog(_ line: String) {
    output.write(line)
}
let server = HTTPServer(configuration: app.serverConfiguration, logger: accessLog, router: app.router())

/// SIGINT or SIGTERM stops gracefully (in-flight requests get the grace period), a second at once.
///
/// Watched before the server accepts, and the main thread parks on a semaphore rather than in
/// `dispatchMain()`: once connections have taken every descriptor, libdispatch must need no new
/// one (see `SignalWatch`).
let isStopping = Atomic<Bool>(false)
let stopRequested = DispatchSemaphore(value: 0)
let signalWatch = SignalWatch { signalNumber in
    guard isStopping.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
        log("Stopping now (second signal).")
        exit(1)
    }
    log("Stopping (signal \(signalNumber)): finishing requests in flight…")
    stopRequested.signal()
}

do {
    try server.start()
} catch {
    FileHandle.standardError.write(
        Data("gallery: cannot listen on \(configuration.server.host):\(configuration.server.port): \(error)\n".utf8))
    exit(1)
}
let shownHost = configuration.server.host.contains(":") ? "[\(configuration.server.host)]" : configuration.server.host
log("StyleGallery listening on http://\(shownHost):\(server.port)/ (event loop: \(server.eventLoop?.rawValue ?? "none"))")

stopRequested.wait()
server.shutdown()
if let count = app.saveSessions() { log("Saved \(count) sessions.") }
log("Stopped.")
withExtendedLifetime(signalWatch) { exit(0) }
