#if canImport(Glibc)
    import Glibc
#endif

/// Formats timestamps as IMF-fixdate (RFC 9110 §5.6.7), e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The current time as IMF-fixdate.
    static func now() -> String {
        format(secondsSince1970: Int(time(nil)))
    }

    /// `seconds` since the Unix epoch as IMF-fixdate.
    static func format(secondsSince1970 seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func pad(_ value: Int32, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(days[Int(parts.tm_wday)]), \(pad(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(pad(parts.tm_year + 1900, 4)) \(pad(parts.tm_hour)):\(pad(parts.tm_min)):"
            + "\(pad(parts.tm_sec)) GMT"
    }
}

/// A monotonic clock in nanoseconds (`CLOCK_MONOTONIC`), used for timeouts and durations.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; never goes backwards.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// `seconds` as nanoseconds, saturating and never negative.
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }
        guard seconds < 1e9 else { return 1_000_000_000 * 1_000_000_000 }
        return UInt64(seconds * 1e9)
    }
}
