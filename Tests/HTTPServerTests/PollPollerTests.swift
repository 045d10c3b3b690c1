import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// The poll(2) poller on its own: it must keep registrations as epoll does (one per descriptor,
/// changed and removed by descriptor, each event tagged with its registration's token) and report
/// level-triggered readiness in ``Readiness`` bits.
@Suite struct PollPollerTests {
    /// A non-blocking pipe, closed by the caller.
    private func makePipe() throws -> (reader: Int32, writer: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SocketError(operation: "pipe", code: errno) }
        for end in ends { #expect(DescriptorFlags.setNonBlockingAndCloseOnExec(end)) }
        return (ends[0], ends[1])
    }

    private func ready(_ poller: PollPoller, timeout: Int32 = 0) -> [(token: UInt64, events: UInt32)] {
        var ready: [(token: UInt64, events: UInt32)] = []
        poller.wait(timeout: timeout, into: &ready)
        return ready
    }

    @Test func registrationsAreKeptByDescriptorAsEpollKeepsThem() throws {
        let (reader, writer) = try makePipe()
        defer {
            close(reader)
            close(writer)
        }
        let poller = PollPoller()
        #expect(poller.add(reader, events: Readiness.input, token: 1))
        #expect(!poller.add(reader, events: Readiness.input, token: 2))
        #expect(errno == EEXIST)
        #expect(!poller.add(-1, events: Readiness.input, token: 3))
        #expect(errno == EBADF)
        #expect(!poller.modify(writer, events: Readiness.output, token: 4))
        #expect(errno == ENOENT)
        #expect(poller.add(writer, events: Readiness.output, token: 5))
        #expect(poller.count == 2)
        // Removing the first entry moves the last into its place: its token must stay its own.
        #expect(poller.remove(reader))
        #expect(!poller.remove(reader))
        #expect(poller.count == 1)
        let events = ready(poller)
        #expect(events.count == 1)
        #expect(events.first?.token == 5)
        #expect(events.first.map { $0.events & Readiness.output != 0 } == true)
    }

    @Test func readinessIsLevelTriggeredAndFollowsTheInterest() throws {
        let (reader, writer) = try makePipe()
        defer {
            close(reader)
            close(writer)
        }
        let poller = PollPoller()
        #expect(poller.add(reader, events: Readiness.input | Readiness.readHangUp, token: 7))
        #expect(ready(poller).isEmpty)  // nothing to read yet
        var byte: UInt8 = 1
        #expect(write(writer, &byte, 1) == 1)
        for _ in 0..<2 {  // not read: reported again, as level-triggered epoll does
            let events = ready(poller, timeout: 1000)
            #expect(events.count == 1)
            #expect(events.first?.token == 7)
            #expect(events.first.map { $0.events & Readiness.input != 0 } == true)
        }
        #expect(poller.modify(reader, events: 0, token: 8))
        #expect(ready(poller).isEmpty)  // no interest, no error: nothing
        #expect(poller.modify(reader, events: Readiness.input, token: 9))
        #expect(ready(poller).first?.token == 9)  // the new token comes back
    }

    @Test func hangUpIsReportedWithoutInterest() throws {
        let (reader, writer) = try makePipe()
        defer { close(reader) }
        let poller = PollPoller()
        #expect(poller.add(reader, events: 0, token: 3))
        close(writer)
        let events = ready(poller, timeout: 1000)
        #expect(events.first?.token == 3)
        #expect(events.first.map { $0.events & Readiness.hangUp != 0 } == true)
    }

    @Test func aClosedDescriptorIsReportedAsAnError() throws {
        let (reader, writer) = try makePipe()
        close(writer)
        let poller = PollPoller()
        #expect(poller.add(reader, events: Readiness.input, token: 4))
        close(reader)  // still registered: poll says POLLNVAL
        let events = ready(poller)
        #expect(events.first.map { $0.events & Readiness.error != 0 } == true)
    }
}
