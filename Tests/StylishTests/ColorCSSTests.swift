import Testing

@testable import Stylish

@Suite("A colour's CSS")
struct ColorCSSTests {
    @Test("An RGB colour is written as before: each component a rounded byte, the opacity after a slash")
    func rgbComponents() {
        #expect(Color(red: 1, green: 0.5, blue: 0).css == "rgb(255 128 0)")
        #expect(Color(red: 0, green: 0, blue: 0, opacity: 0.33).css == "rgb(0 0 0 / 0.33)")
        let steps = [0, 0.001, 0.25, 0.5, 0.7, 0.999, 1]
        for red in steps {
            for green in steps {
                for blue in steps {
                    let joined = [red, green, blue].map { CSS.number(($0 * 255).rounded()) }.joined(separator: " ")
                    #expect(Color(red: red, green: green, blue: blue).css == "rgb(\(joined))")
                }
            }
        }
    }
}
