import ChildProcessSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The real `gallery` executable (built next to the test bundle) as a child process on a free
/// loopback port, saving its sessions in `stateDirectory` every `saveInterval` seconds.
final class GalleryBinary {
    /// Why the child could not be started.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    let process = Process()
    /// The child's standard output and error, read without a dispatch source (``ChildOutput``).
    private let output: ChildOutput
    private(set) var port = 0

    init(stateDirectory: String, saveInterval: Double, configFolder: String) throws {
        let executable = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().appendingPathComponent("gallery").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw StartError(description: "no \(executable): build the gallery product first")
        }
        let publicDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Public").path
        let settings: [String: Any] = [
            "publicDirectory": publicDirectory, "stateSaveInterval": saveInterval,
            "server": ["host": "127.0.0.1", "port": 0, "workers": 1, "handlerThreads": 2, "accessLog": false],
        ]
        let config = configFolder + "/gallery-\(UUID().uuidString).json"
        try JSONSerialization.data(withJSONObject: settings).write(to: URL(fileURLWithPath: config))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--config", config, "--state-dir", stateDirectory]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = ChildOutput(reading: pipe.fileHandleForReading.fileDescriptor)
        let marker = "listening on http://127.0.0.1:"
        let deadline = Date().addingTimeInterval(20)
        while !text.contains(marker), process.isRunning, Date() < deadline { usleep(10_000) }
        guard let range = text.range(of: marker) else {
            stop(SIGKILL)
            throw StartError(description: "gallery did not start: \(text)")
        }
        port = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    /// Everything the child wrote so far.
    var text: String { output.text }

    /// Sends `signal` (unless the child has exited) and waits for it to exit (SIGKILL after 20 s,
    /// so a test never hangs) and for the end of its output.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        if process.isRunning {
            kill(process.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline { usleep(5_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        // The reader thread may not have handed over the child's last lines yet (it lags under
        // load): wait, a bounded time, for the end of its output.
        let drained = Date().addingTimeInterval(10)
        while !output.isFinished, Date() < drained { usleep(5_000) }
        output.stop()
        return process.terminationStatus
    }

    deinit { stop(SIGKILL) }
}
