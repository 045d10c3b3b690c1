import Foundation
import Stylish
import Testing

@testable import StylishControls

/// Counts checkouts made inside the sheet.
private final class SheetPurchases {
    var count = 0
}

/// A checkout slider style set once at the root, and a sheet that shows a plain `StylishSlider`.
private struct CheckoutInSheet: View {
    @State var isPresented = false
    let purchases: SheetPurchases

    var body: some View {
        Button("Buy") { isPresented = true }
            .sheet(isPresented: $isPresented) { StylishSlider(value: 0) }
            .sliderStyle(CheckoutSliderStyle(label: "Swipe to buy") { purchases.count += 1 })
    }
}

@Suite("A custom slider style set at the root reaches a sheet")
struct SheetSliderStyleTests {
    @Test("The sheet's slider is drawn and driven by the root's CheckoutSliderStyle; the checkout fires once")
    func checkoutStyleInSheet() throws {
        let purchases = SheetPurchases()
        let host = ViewHost(CheckoutInSheet(purchases: purchases), width: 400)
        let before = host.render()
        #expect(!before.html.contains("Swipe to buy"), "no slider before the sheet shows")
        let buy = try #require(before.targets.first { $0.gesture == "tap" })
        let presented = try host.send(.tap(target: buy.id))
        let dialogStart = try #require(presented.html.range(of: "role=\"dialog\""))
        #expect(presented.html[dialogStart.lowerBound...].contains(">Swipe to buy</div>"))
        #expect(presented.state("value") == .double(0))

        let slider = try #require(presented.targets.first { $0.gesture == "drag" })
        #expect(slider.id.contains(".sheet."))
        #expect(slider.frame.width == 292, "the checkout style's geometry, as outside a sheet")
        let y = slider.frame.height / 2
        try host.send(.drag(target: slider.id, phase: .began, location: CGPoint(x: 14, y: y)))
        try host.send(.drag(target: slider.id, phase: .changed, location: CGPoint(x: slider.frame.width, y: y)))
        let ended = try host.send(.drag(target: slider.id, phase: .ended, location: CGPoint(x: slider.frame.width, y: y)))
        #expect(ended.state("value") == .double(1))
        #expect(purchases.count == 1)
        #expect(ended.state("isPresented") == .bool(true))
    }
}
