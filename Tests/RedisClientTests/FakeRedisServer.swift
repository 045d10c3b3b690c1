import Foundation
import RedisClient
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A server on a free port of 127.0.0.1 that misbehaves as a test asks: for the faults a real
/// Redis does not make on demand (no reply, half a reply, bytes that are not RESP).
final class FakeRedisServer: Sendable {
    /// What the server does on one connection.
    enum Behaviour: Sendable {
        /// Reads whatever comes and never replies.
        case neverReply
        /// Reads a command, sends `bytes`, then closes the connection.
        case sendThenClose([UInt8])
        /// Reads a command, sends `bytes`, then reads on and never replies again.
        case sendThenStall([UInt8])
        /// Answers each command as Redis would a PING (`+PONG`), ECHO (its argument) or anything
        /// else (an error reply).
        case answer
    }

    /// The port it listens on.
    let port: Int
    private let listener: Int32
    private let clients = Mutex<[Int32]>([])
    private let stopped = Atomic<Bool>(false)
    /// The connections accepted so far.
    let accepted = Atomic<Int>(0)

    /// Starts listening; the n-th connection gets `behaviours[n]`, those after the last the last.
    /// Its thread holds the server until ``stop()``.
    init(_ behaviours: [Behaviour]) throws {
        precondition(!behaviours.isEmpty)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && getsockname(listener, socketAddress, &length) == 0
                    && listen(listener, 16) == 0
            }
        }
        guard listening else { throw RedisError.unavailable("fake server: cannot listen: errno \(errno)") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                let index = accepted.add(1, ordering: .relaxed).oldValue
                clients.withLock { $0.append(client) }
                let behaviour = behaviours[min(index, behaviours.count - 1)]
                Thread.detachNewThread { self.serve(client, behaviour) }
            }
        }
    }

    /// `redis://127.0.0.1:PORT`'s address.
    var address: RedisAddress {
        RedisAddress(uncheckedHost: "127.0.0.1", port: port)
    }

    /// Stops listening and ends every connection (once; later calls do nothing).
    func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        clients.withLock { clients in
            for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
        }
    }

    /// Serves one connection; closes it (under the lock, so that ``stop()`` never shuts down a
    /// descriptor number reused meanwhile).
    private func serve(_ client: Int32, _ behaviour: Behaviour) {
        defer {
            clients.withLock { clients in
                clients.removeAll { $0 == client }
                close(client)
            }
        }
        var parser = RESPParser()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var sentOnce = false
        while true {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            parser.append(buffer[..<count])
            while let command = try? parser.next() {
                switch behaviour {
                case .neverReply:
                    continue
                case .sendThenClose(let bytes):
                    Self.write(bytes, to: client)
                    return
                case .sendThenStall(let bytes):
                    if !sentOnce { Self.write(bytes, to: client) }
                    sentOnce = true
                case .answer:
                    Self.write(Self.answer(to: command).encoded, to: client)
                }
            }
        }
    }

    private static func answer(to command: RESPValue) -> RESPValue {
        guard case .array(let arguments?) = command, let name = arguments.first?.text?.uppercased() else {
            return .error("ERR not a command")
        }
        switch name {
        case "PING": return .simple("PONG")
        case "ECHO" where arguments.count == 2: return arguments[1]
        default: return .error("ERR unknown command '\(name)'")
        }
    }

    private static func write(_ bytes: [UInt8], to client: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

extension RedisAddress {
    /// The address of `host` and `port`, database 0.
    init(uncheckedHost host: String, port: Int) {
        // The URL is well formed by construction.
        guard let address = try? RedisAddress(url: "redis://\(host):\(port)") else { preconditionFailure("bad address") }
        self = address
    }
}
