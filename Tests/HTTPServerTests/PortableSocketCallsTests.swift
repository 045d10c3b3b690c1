import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// The POSIX forms of the Linux-only calls (what the server uses where those do not exist), run
/// here on Linux: they must give what the Linux calls give.
@Suite struct PortableSocketCallsTests {
    private func isNonBlockingAndCloseOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0 && fcntl(descriptor, F_GETFL) & O_NONBLOCK != 0
    }

    @Test func socketThenFcntlIsNonBlockingAndCloseOnExec() {
        let descriptor = Socket.makeStreamSocketThenSetFlags(family: AF_INET)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(isNonBlockingAndCloseOnExec(descriptor))
        #expect(Socket.makeStreamSocketThenSetFlags(family: -1) == -1)
    }

    @Test func acceptThenFcntlIsNonBlockingAndCloseOnExec() throws {
        let (listener, port) = try Socket.listen(host: "127.0.0.1", port: 0, backlog: 8)
        defer { close(listener) }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        #expect(Socket.acceptThenSetFlags(listener, into: &storage, length: &length) == -1)
        #expect(errno == EAGAIN || errno == EWOULDBLOCK)
        let client = try RawClient(port: port)
        var accepted: Int32 = -1
        #expect(
            poll(timeout: 2) {
                length = socklen_t(MemoryLayout<sockaddr_storage>.size)
                accepted = Socket.acceptThenSetFlags(listener, into: &storage, length: &length)
                return accepted >= 0
            })
        defer { close(accepted) }
        #expect(isNonBlockingAndCloseOnExec(accepted))
        #expect(Socket.address(of: &storage) == "127.0.0.1")
        _ = client
    }

    @Test func copyingAFileSendsItsBytesAndStopsWhenTheSocketIsFull() throws {
        let site = try TestSite()
        let size = 3 * 1024 * 1024 + 17
        try site.makeLargeFile(named: "big.bin", size: size)
        let file = try #require(FileContent(path: site.directory + "/big.bin"))
        var ends: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        defer { for end in ends { close(end) } }
        #expect(DescriptorFlags.setNonBlockingAndCloseOnExec(ends[0]))
        var offset = 0
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var sawFullSocket = false
        while offset < size {
            let sent = try #require(Socket.copyFile(ends[0], file.descriptor, offset: &offset, count: size - offset))
            if offset < size, sent < size - offset { sawFullSocket = true }
            while true {  // the reader takes what is there
                let count = recv(ends[1], &buffer, buffer.count, Int32(MSG_DONTWAIT))
                guard count > 0 else { break }
                received.append(contentsOf: buffer[0..<count])
            }
        }
        #expect(sawFullSocket)  // a socket buffer is far smaller than 3 MiB
        #expect(received.count == size)
        #expect(received.suffix(8) == Array("TAIL-END".utf8))
        #expect(received.prefix(size - 8).allSatisfy { $0 == 0 })
        #expect(Socket.copyFile(ends[0], file.descriptor, offset: &offset, count: 10) == nil)  // past the end: shrank
    }
}
