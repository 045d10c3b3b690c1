import Foundation
import Testing

@testable import Stylish

@Suite("Shadow declarations")
struct ShadowDeclarationTests {
    @Test("A shadow's declaration is the one the interpolated formula gives, for lengths and colours alike")
    func sameAsFormula() {
        let colors: [Color] = [
            .black, .accentColor, .white.opacity(0.5), Color(white: 0.7, opacity: 0.4),
            Color(red: 0.1, green: 0.2, blue: 0.3), Color(red: 0, green: 0, blue: 0, opacity: 0.33),
        ]
        let lengths: [CGFloat] = [0, 1, -2, 0.5, 8, 4.25, -0.125, 1 / 3, 1234.5678, 2e9]
        for color in colors {
            for (index, radius) in lengths.enumerated() {
                let x = lengths[(index + 3) % lengths.count]
                let y = lengths[(index + 7) % lengths.count]
                let expected = "filter:drop-shadow(\(CSS.px(x)) \(CSS.px(y)) \(CSS.px(radius)) \(color.css))"
                #expect(_StyleModifier.shadow(color: color, radius: radius, x: x, y: y).declaration == expected)
            }
        }
    }
}
