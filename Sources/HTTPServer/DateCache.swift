#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The current IMF-fixdate, formatted at most once per second (one cache per event loop, used
/// only by its thread): every response carries a `Date`, and formatting it is not free.
final class DateCache {
    private var second = -1
    private var text = ""

    /// The current time as IMF-fixdate.
    func current() -> String {
        let now = Int(time(nil))
        if now != second {
            second = now
            text = HTTPDate.format(secondsSince1970: now)
        }
        return text
    }
}
