#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `open(2)` by its C library's name, for types whose own `open` method hides the global one.
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags, mode)
    #else
        Darwin.open(path, flags, mode)
    #endif
}

/// `close(2)` by its C library's name, for types whose own `close` method hides the global one.
func systemClose(_ descriptor: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(descriptor)
    #else
        _ = Darwin.close(descriptor)
    #endif
}

/// Makes the data written to `descriptor` durable: `fdatasync(2)` on Linux, `F_FULLFSYNC` on
/// Darwin (whose `fsync` does not flush the drive's cache). Returns whether it succeeded.
func systemDataSync(_ descriptor: Int32) -> Bool {
    #if canImport(Glibc)
        fdatasync(descriptor) == 0
    #else
        fcntl(descriptor, F_FULLFSYNC) != -1
    #endif
}

/// `truncate(2)` by its C library's name.
func systemTruncate(_ path: String, _ length: off_t) -> Int32 {
    #if canImport(Glibc)
        Glibc.truncate(path, length)
    #else
        Darwin.truncate(path, length)
    #endif
}
