import ChildProcessSupport
import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// The real `gallery` executable (built next to the test bundle) run as a child process, for
/// what cannot be done safely inside the shared test process: a lowered descriptor limit and
/// a real `SIGTERM`.
private final class GalleryProcess {
    let process = Process()
    /// The child's standard output and error, read without a dispatch source (``ChildOutput``).
    private let output: ChildOutput
    let site: TestSite
    private(set) var port = 0

    /// Starts `gallery` on the event loop `loop`, with `ulimit -n descriptorLimit` and `server`
    /// merged into its config; fails unless its log says it runs on `loop`.
    init(loop: EventLoopKind, descriptorLimit: Int = 1024, server: [String: Any] = [:]) throws {
        site = try TestSite()
        let executable = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().appendingPathComponent("gallery").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw SocketError(operation: "find \(executable) (build the gallery product first)", code: ENOENT)
        }
        var serverSettings: [String: Any] = [
            "host": "127.0.0.1", "port": 0, "workers": 1, "handlerThreads": 1, "eventLoop": loop.rawValue,
        ]
        serverSettings.merge(server) { $1 }
        let config = site.root + "/gallery.json"
        let json = try JSONSerialization.data(withJSONObject: ["publicDirectory": site.directory, "server": serverSettings])
        try json.write(to: URL(fileURLWithPath: config))
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" --config \"$1\"", executable, config]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = ChildOutput(reading: pipe.fileHandleForReading.fileDescriptor)
        let listening = poll(timeout: 10) { self.text.contains("listening on http://127.0.0.1:") }
        guard listening, let range = text.range(of: "127.0.0.1:") else {
            throw SocketError(operation: "start gallery: \(text)", code: ETIMEDOUT)
        }
        port = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
        guard text.contains("(event loop: \(loop))") else {
            throw SocketError(operation: "gallery runs on another event loop than \(loop): \(text)", code: EINVAL)
        }
    }

    /// A memory figure of the child from /proc/PID/status (`VmRSS`, `VmHWM` for the peak), in bytes.
    func memory(_ field: String) -> Int {
        let path = "/proc/\(process.processIdentifier)/status"
        guard let status = try? String(contentsOfFile: path, encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return 0 }
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }

    /// Everything the child wrote so far.
    var text: String { output.text }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        output.stop()
    }
}

@Suite struct ChecklistChildProcessTests {
    @Test("#47 accept failing with EMFILE → back off; the server survives and serves again", arguments: EventLoopKind.allCases)
    func line47(loop: EventLoopKind) throws {
        let gallery = try GalleryProcess(loop: loop, descriptorLimit: 40)
        var clients: [RawClient] = []
        for _ in 0..<80 { clients.append(try RawClient(port: gallery.port)) }  // the backlog takes them all
        // Generous: on a loaded 2-core machine the child takes a while to reach accept (the log line).
        #expect(poll(timeout: 15) { gallery.text.contains("Too many open files") })
        #expect(gallery.process.isRunning)
        clients.removeAll()  // the server's descriptors come free as it sees them close
        let answered = poll(timeout: 10) {
            guard let client = try? RawClient(port: gallery.port) else { return false }
            client.send("GET /api/v1/previews HTTP/1.1\r\nHost: h\r\n\r\n")
            return client.readResponse()?.status == 200
        }
        #expect(answered, "\(gallery.text.suffix(500))")
        #expect(gallery.process.isRunning)
    }

    @Test(
        "#51 SIGTERM → stop accepting, finish the request in flight, exit within the grace period",
        arguments: EventLoopKind.allCases)
    func line51(loop: EventLoopKind) throws {
        let gallery = try GalleryProcess(loop: loop, server: ["shutdownGracePeriod": 3])
        let client = try RawClient(port: gallery.port)
        client.send("GET /api/v1/previews HTTP/1.1\r\nHost: h\r\n")  // a request half sent
        usleep(100_000)
        let started = Date()
        kill(gallery.process.processIdentifier, SIGTERM)
        #expect(poll(timeout: 2) { (try? RawClient(port: gallery.port)) == nil })  // no longer accepting
        client.send("\r\n")
        let response = try #require(client.readResponse())
        #expect(response.status == 200)
        #expect(response.headers["Connection"] == "close")
        client.closeNow()
        #expect(poll(timeout: 3) { !gallery.process.isRunning })
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(gallery.process.terminationStatus == 0)
        #expect(gallery.text.contains("Stopped."))
    }

    @Test(
        "#52 a large static file is streamed: serving 50 MB to a slow reader barely moves the server's peak RSS",
        arguments: EventLoopKind.allCases)
    func line52(loop: EventLoopKind) throws {
        let size = 50 * 1024 * 1024
        let gallery = try GalleryProcess(loop: loop)
        try gallery.site.makeLargeFile(named: "large.bin", size: size)
        let warmUp = try RawClient(port: gallery.port)
        warmUp.send("GET /assets/app.js HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(warmUp.readResponse()?.status == 200)
        let before = gallery.memory("VmRSS")
        let client = try RawClient(port: gallery.port)
        client.send("GET /assets/large.bin HTTP/1.1\r\nHost: h\r\n\r\n")
        let head = try #require(client.readHead())
        #expect(head.contains("Content-Length: \(size)\r\n"))
        var received = 0
        var tail: [UInt8] = []
        while received < size {
            let chunk = client.readBytes(min(1024 * 1024, size - received))
            guard !chunk.isEmpty else { break }
            received += chunk.count
            tail = Array((tail + chunk).suffix(8))
            if received < 8 * 1024 * 1024 { usleep(20_000) }  // slow at first: the server must wait
        }
        #expect(received == size)
        #expect(tail == Array("TAIL-END".utf8))
        let peak = gallery.memory("VmHWM")
        #expect(before > 0)
        #expect(peak - before < 8 * 1024 * 1024, "peak RSS grew by \((peak - before) / 1024) KiB for a 50 MB file")
    }
}
