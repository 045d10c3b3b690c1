import Foundation
import Glibc
import Synchronization
import Testing

@testable import HTTPServer

/// Sends all of `bytes` on the socket `descriptor` (blocking).
private func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent > 0 else { return }
        offset += sent
    }
}

/// Pieces of the event loop: epoll tokens, listener registration, accepted sockets, and
/// fairness between connections.
@Suite(.serialized) struct EventLoopTests {
    private func channel(_ descriptor: Int32, id: UInt64) -> Channel {
        Channel(descriptor: descriptor, id: id, machine: Connection(configuration: ServerConfiguration(), remoteAddress: ""))
    }

    @Test func aStaleEventForAReusedDescriptorFindsNoChannel() {
        var table = ChannelTable()
        let old = channel(7, id: 1)
        table.insert(old)
        let staleToken = old.token
        #expect(table.channel(for: staleToken) === old)
        table.remove(old)  // closed mid-batch…
        let new = channel(7, id: 2)  // …and descriptor 7 accepted again
        table.insert(new)
        #expect(table.channel(for: staleToken) == nil)  // the old ERR/HUP event does not reach it
        #expect(table.channel(for: new.token) === new)
        #expect(table[7] === new)
        table.remove(old)  // removing the old one again leaves the new one alone
        #expect(table[7] === new)
    }

    @Test func tokensNeverUseGenerationZeroAndKeepTheDescriptor() {
        let token = ChannelTable.token(descriptor: 42, id: 1 << 32)
        #expect(token >> 32 != 0)
        #expect(Int32(bitPattern: UInt32(truncatingIfNeeded: token)) == 42)
        #expect(ChannelTable.token(descriptor: 42, id: 5) != ChannelTable.token(descriptor: 42, id: 6))
    }

    @Test func aListenerThatRefusesEpollExclusiveIsStillPolled() throws {
        let epoll = try Epoll.create()
        defer { close(epoll) }
        let inner = try Epoll.create()  // the kernel refuses EPOLLEXCLUSIVE on an epoll descriptor
        defer { close(inner) }
        #expect(Epoll.addListener(epoll, inner, token: 9) == .shared(refusal: EINVAL))
        let (listener, _) = try Socket.listen(host: "127.0.0.1", port: 0, backlog: 8)
        defer { close(listener) }
        #expect(Epoll.addListener(epoll, listener, token: 10) == .exclusive)
        #expect(Epoll.addListener(epoll, -1, token: 11) == .failed(EBADF))
    }

    @Test func acceptedSocketsAreNonBlockingAndCloseOnExec() throws {
        let (listener, port) = try Socket.listen(host: "127.0.0.1", port: 0, backlog: 8)
        defer { close(listener) }
        let client = try RawClient(port: port)
        var accepted: Int32 = -1
        #expect(
            poll(timeout: 2) {
                if case .accepted(let descriptor, _) = Socket.accept(listener) { accepted = descriptor }
                return accepted >= 0
            })
        defer { close(accepted) }
        #expect(fcntl(accepted, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(accepted, F_GETFL) & O_NONBLOCK != 0)
        _ = client
    }

    @Test func aThousandPipelinedRequestsAreAnsweredInOrderWhileOthersAreServed() throws {
        let log = LogLines()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.workers = 1  // one loop: the burst and the other client share it
        let server = HTTPServer(configuration: configuration, logger: log.append, router: Router())
        try server.start()
        defer { server.shutdown() }
        let burst = try RawClient(port: server.port)
        let other = try RawClient(port: server.port)
        let count = 1000
        let requests = Array((0..<count).map { "HEAD /p\($0) HTTP/1.1\r\nHost: h\r\n\r\n" }.joined().utf8)
        let (burstSocket, otherSocket) = (burst.descriptor, other.descriptor)
        Thread {  // sends while this thread reads, so no socket buffer fills up
            sendAll(burstSocket, requests)
            sendAll(otherSocket, Array("HEAD /other HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        }.start()
        var received = 0
        while received < count, burst.readResponse(headRequest: true)?.status == 404 { received += 1 }
        #expect(received == count)
        #expect(other.readResponse(headRequest: true)?.status == 404)
        let lines = log.all
        let order = lines.compactMap { line -> Int? in
            guard let range = line.range(of: "\"HEAD /p") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(order == Array(0..<count))  // all answered, in order
        let otherIndex = try #require(lines.firstIndex { $0.contains("HEAD /other") })
        let lastIndex = try #require(lines.firstIndex { $0.contains("HEAD /p\(count - 1) ") })
        #expect(otherIndex < lastIndex)  // served in the middle of the burst, not after it
    }
}
