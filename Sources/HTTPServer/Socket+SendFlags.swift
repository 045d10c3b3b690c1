#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Socket {
    /// `MSG_NOSIGNAL` on Linux (a send to a reset peer fails with `EPIPE` and raises no `SIGPIPE`);
    /// 0 elsewhere, where accepted sockets carry `SO_NOSIGPIPE` (see
    /// ``acceptThenSetFlags(_:into:length:)``). The server ignores `SIGPIPE` as well.
    static var noSignal: Int32 {
        #if os(Linux)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }

    /// `MSG_MORE` (more data follows: the kernel may hold this send to fill a packet) on Linux;
    /// 0 elsewhere.
    static var moreFollows: Int32 {
        #if os(Linux)
            Int32(MSG_MORE)
        #else
            0
        #endif
    }
}
