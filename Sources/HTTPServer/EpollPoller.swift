/// The epoll side of a ``Poller``: an epoll instance (owned by its ``EventLoop``, which closes
/// it) and the buffer its waits fill, for up to 256 events at a time.
final class EpollPoller {
    /// The epoll instance.
    let descriptor: Int32
    /// Where `epoll_wait` writes the ready events.
    let events: UnsafeMutableRawBufferPointer

    /// A poller on the epoll instance `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        events = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * Epoll.eventSize, alignment: 8)
    }

    deinit { events.deallocate() }
}
