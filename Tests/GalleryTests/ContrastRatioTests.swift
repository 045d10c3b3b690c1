import Stylish
import Testing

@testable import Gallery

/// WCAG 2.x's contrast maths: relative luminance, the ratio, compositing, and large text.
@Suite("WCAG contrast ratio")
struct ContrastRatioTests {
    private let white = Color.Resolved(red: 1, green: 1, blue: 1)
    private let black = Color.Resolved(red: 0, green: 0, blue: 0)

    /// `#RRGGBB` as a resolved colour.
    private func hex(_ rgb: UInt32) -> Color.Resolved {
        Color.Resolved(
            red: Float(rgb >> 16 & 0xFF) / 255, green: Float(rgb >> 8 & 0xFF) / 255, blue: Float(rgb & 0xFF) / 255)
    }

    @Test("White on black is 21:1, either way round; a colour on itself is 1:1")
    func extremes() {
        #expect(abs(ContrastRatio.ratio(white, black) - 21) < 1e-9)
        #expect(abs(ContrastRatio.ratio(black, white) - 21) < 1e-9)
        #expect(ContrastRatio.ratio(hex(0x777777), hex(0x777777)) == 1)
    }

    @Test(
        "Known pairs: #777 on white just fails AA (4.48), #767676 just passes (4.54), system blue on white 4.02",
        arguments: [(0x777777 as UInt32, 4.48), (0x767676, 4.54), (0x007AFF, 4.02), (0xFFCC00, 1.51)])
    func knownPairs(_ rgb: UInt32, _ expected: Double) {
        #expect(abs(ContrastRatio.ratio(hex(rgb), white) - expected) < 0.005, "\(rgb)")
    }

    @Test("A translucent colour is composited over what is below it before the ratio")
    func composite() {
        let half = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)
        let grey = ContrastRatio.composite(half, over: white)
        #expect(grey.red == 0.5 && grey.opacity == 1)
        #expect(ContrastRatio.composite(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0), over: white) == white)
    }

    @Test("Large text is 18 pt (24 px), or 14 pt (18.67 px) bold; AA asks 3:1 of it and 4.5:1 of the rest")
    func largeText() {
        #expect(ContrastRatio.isLarge(size: 24, isBold: false))
        #expect(!ContrastRatio.isLarge(size: 23.9, isBold: false))
        #expect(ContrastRatio.isLarge(size: 18.67, isBold: true))
        #expect(!ContrastRatio.isLarge(size: 18.5, isBold: true))
        #expect(!ContrastRatio.isLarge(size: 17, isBold: false))
        #expect(ContrastRatio.minimum(isLarge: true) == 3)
        #expect(ContrastRatio.minimum(isLarge: false) == 4.5)
    }
}
