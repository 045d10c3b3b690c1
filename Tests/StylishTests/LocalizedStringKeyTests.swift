import Foundation
import Testing

@testable import Stylish

@Suite("Text of a string literal (LocalizedStringKey)")
struct LocalizedStringKeyTests {
    @Test("An interpolation's specifier formats its value; the others are written as Swift writes them")
    func specifiers() {
        let price = 4.5
        let count = 7
        #expect(Text("Total: \(price, specifier: "%.2f")").content == "Total: 4.50")
        #expect(Text("Item \(count, specifier: "%03d")").content == "Item 007")
        #expect(Text("\(count) items at \(price)").content == "7 items at 4.5")
        #expect(Text("Plain").content == "Plain")
        let name = "<b>"
        #expect(Text(name).content == "<b>", "a String variable is shown as it is")
        #expect(renderedHTML(Text("\(price, specifier: "%.1f") kg")).contains(">4.5 kg<"))
    }
}
