import Testing

@testable import Gallery

/// The `Server-Timing` value written as digits into one string (``GalleryApp/serverTiming(_:)``)
/// equals the one joined from four strings before.
@Suite("Server-Timing written as digits")
struct ServerTimingTests {
    @Test("render;dur= and the milliseconds with three decimals, for every number of digits")
    func serverTimingValue() {
        var values: [Int64] = [-1, 0, 7, 999, 1_000, 1_001, 9_999, 10_000, Int64.max]
        var value: Int64 = 0
        while value < 1_000_000_000_000 {
            values += [value, value + 1, value * 10 + 9]
            value = value * 10 + 3
        }
        for value in values {
            let plain = max(value, 0)
            let fraction = String(plain % 1000)
            let milliseconds = String(plain / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
            #expect(GalleryApp.milliseconds(value) == milliseconds, "\(value)")
            #expect(GalleryApp.serverTiming(value) == "render;dur=" + milliseconds, "\(value)")
        }
    }
}
