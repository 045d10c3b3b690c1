#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension stat {
    /// The time of the last change of the file's content: `st_mtim` on Linux, `st_mtimespec` on
    /// Darwin.
    var modificationTime: timespec {
        #if os(Linux)
            st_mtim
        #else
            st_mtimespec
        #endif
    }

    /// ``modificationTime`` in nanoseconds since 1970.
    var modifiedNanoseconds: UInt64 {
        UInt64(modificationTime.tv_sec) &* 1_000_000_000 &+ UInt64(modificationTime.tv_nsec)
    }
}
