import ChildProcessSupport
import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// The real `gallery`, out of descriptors before its main thread has finished starting.
///
/// Nothing libdispatch opens lazily may be left to open then: it traps (`SIGILL`) when it cannot.
/// The child's standard output is a pipe filled before it starts and read only once the
/// connections have taken every descriptor, so its main thread is held, deterministically, in
/// its first write (the "listening" line, after the server starts accepting) until then.
@Suite struct ChecklistDescriptorExhaustionTests {
    @Test(
        "#47 descriptors exhausted while the main thread is still starting → it needs none; the server serves and stops",
        arguments: EventLoopKind.allCases)
    func exhaustedBeforeMainThreadIsDone(loop: EventLoopKind) throws {
        let site = try TestSite()
        let port = try freeLoopbackPort()
        let config = site.root + "/gallery.json"
        let server: [String: Any] = [
            "host": "127.0.0.1", "port": port, "workers": 1, "handlerThreads": 1, "eventLoop": loop.rawValue,
        ]
        let json = try JSONSerialization.data(withJSONObject: ["publicDirectory": site.directory, "server": server])
        try json.write(to: URL(fileURLWithPath: config))

        let pipe = Pipe()
        try fill(pipe.fileHandleForWriting.fileDescriptor)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 40 && exec \"$0\" --config \"$1\"", try galleryExecutable(), config]
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        defer {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }

        var first: RawClient?
        #expect(
            poll(timeout: 15) {
                first = try? RawClient(port: port)
                return first != nil
            })
        var clients = [try #require(first)]
        for _ in 0..<79 { clients.append(try RawClient(port: port)) }  // the backlog takes them all
        let descriptors = "/proc/\(process.processIdentifier)/fd"
        let exhausted = poll(timeout: 15) {
            ((try? FileManager.default.contentsOfDirectory(atPath: descriptors))?.count ?? 0) >= 40
        }
        #expect(exhausted, "the child's connections never took every descriptor")

        // Now let the main thread write and go on (read without a dispatch source: ChildOutput).
        let output = ChildOutput(reading: pipe.fileHandleForReading.fileDescriptor)
        defer { output.stop() }
        let text = { output.text }
        #expect(poll(timeout: 15) { text().contains("listening on http://127.0.0.1:") })
        usleep(1_500_000)  // libdispatch's monitor looks once a second; the main thread is done by now
        try #require(process.isRunning, "the gallery died (status \(process.terminationStatus)): \(text().suffix(300))")
        #expect(poll(timeout: 15) { text().contains("Too many open files") })

        clients.removeAll()
        let answered = poll(timeout: 10) {
            guard let client = try? RawClient(port: port) else { return false }
            client.send("GET /api/v1/previews HTTP/1.1\r\nHost: h\r\n\r\n")
            return client.readResponse()?.status == 200
        }
        #expect(answered, "\(text().suffix(300))")

        kill(process.processIdentifier, SIGTERM)  // its signals were watched before it accepted
        #expect(poll(timeout: 10) { !process.isRunning })
        #expect(!process.isRunning && process.terminationStatus == 0)
        #expect(poll(timeout: 5) { text().contains("Stopped.") }, "\(text().suffix(300))")
    }
}

/// The `gallery` executable built next to the test bundle.
private func galleryExecutable() throws -> String {
    let executable = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        .deletingLastPathComponent().appendingPathComponent("gallery").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw SocketError(operation: "find \(executable) (build the gallery product first)", code: ENOENT)
    }
    return executable
}

/// A loopback port free a moment ago (bound to port 0, read back, closed).
private func freeLoopbackPort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SocketError(operation: "socket", code: errno) }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let status = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, length) == 0 ? getsockname(descriptor, $0, &length) : -1
        }
    }
    guard status == 0 else { throw SocketError(operation: "bind", code: errno) }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Fills the pipe whose write end is `descriptor`, so that the next blocking write waits.
///
/// The descriptor is left blocking, as the child will share it.
private func fill(_ descriptor: Int32) throws {
    let flags = fcntl(descriptor, F_GETFL)
    guard fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { throw SocketError(operation: "fcntl", code: errno) }
    defer { _ = fcntl(descriptor, F_SETFL, flags) }
    let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
    for size in [4096, 1] {  // a write of up to 4096 bytes is all or nothing: end with single bytes
        while filler.withUnsafeBytes({ write(descriptor, $0.baseAddress, size) }) > 0 {}
        guard errno == EAGAIN else { throw SocketError(operation: "fill pipe", code: errno) }
    }
}
