/// The events a ``Poller`` registers descriptors for and reports: epoll's bit values, which
/// ``PollPoller`` translates to and from poll's.
enum Readiness {
    /// Bytes to read, a connection to accept, or the peer's end of input.
    static let input: UInt32 = 0x001
    /// Room in the socket's send buffer.
    static let output: UInt32 = 0x004
    /// An error on the descriptor (always reported, even when not asked for).
    static let error: UInt32 = 0x008
    /// Both directions closed (always reported, even when not asked for).
    static let hangUp: UInt32 = 0x010
    /// The peer shut down its writing side (epoll only; poll reports it as ``input``).
    static let readHangUp: UInt32 = 0x2000
}
