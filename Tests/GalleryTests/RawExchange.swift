import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Sends bytes no well-behaved client would (raw `<` and `"` in a request target, a broken
/// request line) on one loopback connection and returns everything the server answers until it
/// closes the connection (at most 3 s of silence per read, so a stuck server fails the test).
enum RawExchange {
    /// A socket connected to `port` on the IPv4 loopback address.
    static func connect(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        return descriptor
    }

    static func send(_ bytes: [UInt8], port: Int) throws -> [UInt8] {
        let descriptor = try connect(port: port)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { break }
            offset += sent
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return received
    }
}

/// Access-log lines a test server wrote, collected for inspection.
final class CollectedLog: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }

    /// The lines, once one matches `predicate` (waiting up to 5 s for the server to log it).
    func lines(waitingFor predicate: (String) -> Bool) async throws -> [String] {
        for _ in 0..<100 where !all.contains(where: predicate) {
            try await Task.sleep(for: .milliseconds(50))
        }
        return all
    }
}
