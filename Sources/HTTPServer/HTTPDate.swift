#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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

    /// Seconds since the Unix epoch of an IMF-fixdate such as `Sun, 06 Nov 1994 08:49:37 GMT`,
    /// or `nil` when `text` is not one.
    ///
    /// Only the preferred format is read; the two obsolete ones of RFC 9110 §5.6.7 give `nil`,
    /// which for `If-Modified-Since` means "ignore the field" (RFC 9110 §13.1.3): a full
    /// response instead of a 304, never a wrong 304.
    static func parse(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 29, bytes[3] == ASCII.comma, bytes[4] == ASCII.space,
            bytes[25...].elementsEqual(" GMT".utf8),
            days.contains(String(decoding: bytes[0..<3], as: UTF8.self)),
            let month = months.firstIndex(of: String(decoding: bytes[8..<11], as: UTF8.self))
        else { return nil }
        func number(_ range: Range<Int>) -> Int32? {
            guard bytes[range].allSatisfy(ASCII.isDigit) else { return nil }
            return bytes[range].reduce(0) { $0 * 10 + Int32($1 - ASCII.zero) }
        }
        guard bytes[7] == ASCII.space, bytes[11] == ASCII.space, bytes[16] == ASCII.space,
            bytes[19] == ASCII.colon, bytes[22] == ASCII.colon,
            let day = number(5..<7), let year = number(12..<16), let hour = number(17..<19),
            let minute = number(20..<22), let second = number(23..<25),
            (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = Int32(month)
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return Int(timegm(&parts))
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
