import Foundation
import Testing

@testable import Stylish

/// An order form of the shapes SwiftUI code gives its steppers: an `Int` in bounds, a `Double`
/// with a step, and actions of its own.
private struct Order: View {
    @State var quantity = 1
    @State var weight = 0.5
    @State var size = 12
    @State var edits = 0

    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
            Stepper("Weight", value: $weight, in: 0...1, step: 0.25) { editing in
                if !editing { edits += 1 }
            }
            Stepper("Font size", onIncrement: { size += 2 }, onDecrement: { size -= 2 })
            Text("q \(quantity) w \(weight) s \(size) e \(edits)")
        }
    }
}

private func element(role: String, in html: String) -> [String] {
    html.components(separatedBy: "<").filter { $0.contains(" role=\"\(role)\"") }
}

@Suite("SwiftUI's Stepper")
struct StepperTests {
    @Test("A bounded stepper is a spin button with its value and bounds; the buttons and keys step it")
    func spinButton() throws {
        let host = ViewHost(checking: { Order() }, width: 320)
        let rest = host.render()
        let spins = element(role: "spinbutton", in: rest.html)
        #expect(spins.count == 2)
        #expect(spins.first?.contains("aria-valuenow=\"1\" aria-valuemin=\"1\" aria-valuemax=\"3\"") == true)
        #expect(spins.first?.contains("aria-label=\"Quantity: 1\"") == true)
        #expect(spins.last?.contains("aria-valuenow=\"0.5\" aria-valuemin=\"0\" aria-valuemax=\"1\"") == true)
        let keys = rest.targets.filter { $0.gesture == "key" }
        #expect(keys.count == 2, "the two value steppers take keys; the one of actions only is a group of buttons")
        let quantity = try #require(keys.first)
        var html = try host.send(.key(target: quantity.id, key: .increment)).html
        #expect(html.contains("q 2 w"))
        html = try host.send(.key(target: quantity.id, key: .end)).html
        #expect(html.contains("q 3 w"))
        html = try host.send(.key(target: quantity.id, key: .increment)).html
        #expect(html.contains("q 3 w"), "the upper bound holds")
        html = try host.send(.key(target: quantity.id, key: .home)).html
        #expect(html.contains("q 1 w"))
        let weight = try #require(keys.last)
        html = try host.send(.key(target: weight.id, key: .increment)).html
        #expect(html.contains("w 0.75 s 12 e 1"), "a step of 0.25 and one edit reported: \(html)")
    }

    @Test("The − and + buttons step; at a bound the matching button is disabled and inert")
    func buttons() throws {
        let host = ViewHost(checking: { Order() }, width: 320)
        let rest = host.render()
        let decrements = rest.html.components(separatedBy: "<").filter { $0.contains("aria-label=\"Decrement\"") }
        #expect(decrements.first?.contains("aria-disabled=\"true\"") == true, "quantity 1 is its lower bound")
        let taps = rest.targets.filter { $0.gesture == "tap" }
        #expect(taps.count == 5, "the + of quantity, both of weight and of font size")
        var html = rest.html
        for tap in taps { html = try host.send(.tap(target: tap.id)).html }
        #expect(html.contains("q 2 w 0.5 s 12 e 2"), "\(html)")
    }

    @Test("A stepper of actions only is a group of its two buttons")
    func actions() {
        let html = renderedHTML(Stepper("Font size", onIncrement: {}, onDecrement: nil))
        #expect(element(role: "group", in: html).first?.contains("aria-label=\"Font size\"") == true)
        #expect(element(role: "spinbutton", in: html).isEmpty)
    }

    @Test("The segment follows the control size: 94 × 32 regular, 70 × 24 mini")
    func controlSizes() {
        let regular = renderedHTML(Stepper("A", value: .constant(1), in: 0...2))
        let mini = renderedHTML(Stepper("A", value: .constant(1), in: 0...2).controlSize(.mini))
        #expect(regular.contains("width:94px;height:32px"))
        #expect(mini.contains("width:70px;height:24px"))
    }

    @Test("A disabled stepper is aria-disabled and has no target")
    func disabled() {
        let rendering = ViewHost(Stepper("A", value: .constant(1), in: 0...2).disabled(true), width: 200).render()
        #expect(rendering.targets.isEmpty)
        #expect(element(role: "spinbutton", in: rendering.html).first?.contains("aria-disabled=\"true\"") == true)
    }
}
