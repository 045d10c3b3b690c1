import Dispatch
import Foundation
import HTTPServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The gallery as a program: what `swift run gallery` runs, and what a package's own executable
/// calls to serve its previews.
///
/// ```swift
/// import Gallery
///
/// StyleGallery.main(catalogue: Catalogue([
///     PreviewDefinition(id: "brand-slider", title: "Brand slider", section: "Brand", stateKeys: ["value"]) {
///         BrandSliderPreview()
///     },
/// ]) + .standard)
/// ```
public enum StyleGallery {
    /// Serves `catalogue` until SIGINT or SIGTERM, then exits; or, with `export DIR`, writes it as
    /// static files and exits.
    ///
    /// It reads the flags, environment variables and `Config/gallery.json` that `swift run gallery`
    /// reads (`--help` lists them); without a configuration file, the defaults. Exits with 0 after
    /// a clean stop, 1 when it cannot listen or export, 2 for bad options or a catalogue whose ids
    /// collide (the message names both previews).
    public static func main(
        catalogue: Catalogue, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Never {
        let options: LaunchOptions
        let configuration: GalleryConfiguration
        do {
            options = try LaunchOptions(arguments: arguments, environment: environment)
            if options.showHelp {
                print(LaunchOptions.usage)
                exit(0)
            }
            configuration = try options.configuration()
        } catch {
            fail("gallery: \(error)\n\n\(LaunchOptions.usage)", status: 2)
        }
        do {
            try catalogue.validate()
        } catch {
            fail("gallery: \(error)", status: 2)
        }
        if let directory = options.exportDirectory {
            export(catalogue, configuration: configuration, to: directory)
        }
        if options.watch && !WatchedChild.isWatched { watch(arguments: arguments, configuration: configuration) }
        serve(catalogue, configuration: configuration)
    }

    /// `gallery export DIR`: writes the static gallery with a progress line, then exits (1 if it
    /// cannot).
    private static func export(_ catalogue: Catalogue, configuration: GalleryConfiguration, to directory: String) -> Never {
        var progress = ExportProgress(isTerminal: isatty(STDOUT_FILENO) == 1)
        do {
            let export = StaticExport(configuration: configuration, catalogue: catalogue)
            let count = try export.write(to: directory) { done, total, path in
                if let text = progress.text(done: done, total: total, path: path) {
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
            }
            print("Exported \(count) pages to \(directory)")
            exit(0)
        } catch {
            fail("\ngallery: export failed: \(error)", status: 1)
        }
    }

    /// Serves until SIGINT or SIGTERM: in-flight requests get the grace period, the sessions are
    /// saved, and the process exits with 0; a second signal exits at once with 1.
    ///
    /// The signals are watched before the state is opened and the server accepts, and the main
    /// thread parks on a semaphore rather than in `dispatchMain()`: once connections have taken
    /// every descriptor, libdispatch must need no new one (see ``SignalWatch``).
    private static func serve(_ catalogue: Catalogue, configuration: GalleryConfiguration) -> Never {
        // Standard output, written in batches; `log` is for the lines a person waits for (flushed at once).
        let output = LogWriter()
        let log: @Sendable (String) -> Void = { line in
            output.write(line)
            output.flush()
        }
        // Watched before the app opens its state: a signal during start-up stops the gallery
        // once it serves, after the restore, rather than ending it half-started.
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
        let app = GalleryApp(configuration: configuration, catalogue: catalogue, log: log)
        app.restoreSessions()
        if WatchedChild.isWatched {
            WatchedChild.listen { notice in
                switch notice {
                case .started:
                    app.announceBuild(.started)
                case .failed(let errors):
                    log("Build failed with \(errors.count) errors; serving the code built before.")
                    app.announceBuild(.failed(errors))
                }
            }
        }
        // Access-log lines (one per request unless `server.accessLog` is off) and server notices, batched.
        let server = HTTPServer(configuration: app.serverConfiguration, logger: { output.write($0) }, router: app.router())

        do {
            try server.start()
        } catch {
            fail("gallery: cannot listen on \(configuration.server.host):\(configuration.server.port): \(error)", status: 1)
        }
        let host = configuration.server.host
        let address = "http://\(host.contains(":") ? "[\(host)]" : host):\(server.port)/"
        log("StyleGallery listening on \(address) (event loop: \(server.eventLoop?.rawValue ?? "none"))")

        stopRequested.wait()
        app.readiness.beginShutdown()  // `/readyz` is 503 on connections still open while requests finish
        server.shutdown()
        if let count = app.saveSessions() { log("Saved \(SessionPersistence.sessions(count)).") }
        log("Stopped.")
        withExtendedLifetime(signalWatch) { exit(0) }
    }

    /// `--watch`: supervises this program, run again without the flag, from the package's folder.
    ///
    /// The port must be fixed: the pages reconnect to it after each restart.
    private static func watch(arguments: [String], configuration: GalleryConfiguration) -> Never {
        let folder = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: folder + "/Package.swift") else {
            fail("gallery: --watch rebuilds the package it runs in: run it in the folder of Package.swift.", status: 2)
        }
        guard configuration.server.port != 0 else {
            fail("gallery: --watch needs a fixed port (the pages reconnect to it after each restart), not 0.", status: 2)
        }
        guard let executable = Bundle.main.executablePath else { fail("gallery: --watch cannot find its own binary.", status: 1) }
        do {
            // Its few lines are written at once: no batching timer wakes an idle supervisor.
            let supervisor = try WatchSupervisor(
                packageFolder: folder, executable: executable, arguments: arguments.filter { $0 != "--watch" },
                stopTimeout: .seconds(configuration.server.shutdownGracePeriod + 10)
            ) { line in
                FileHandle.standardOutput.write(Data("[watch] \(line)\n".utf8))
            }
            supervisor.run()
        } catch {
            fail("gallery: \(error)", status: 2)
        }
    }

    /// Writes `message` and a newline to standard error and exits with `status`.
    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
