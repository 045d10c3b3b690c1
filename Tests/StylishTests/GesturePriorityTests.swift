import Foundation
import Testing

@testable import Stylish

/// A button inside a row, the row given a tap gesture in one of three ways.
private struct Row: View {
    enum Kind { case plain, simultaneous, high }
    let kind: Kind
    @State var button = 0
    @State var row = 0

    var body: some View {
        let gesture = TapGesture().onEnded { row += 1 }
        let content = HStack {
            Text("button \(button) row \(row)")
            Button("In") { button += 1 }
        }
        switch kind {
        case .plain: content.gesture(gesture)
        case .simultaneous: content.simultaneousGesture(gesture)
        case .high: content.highPriorityGesture(gesture)
        }
    }
}

/// A button that shows a pressed look from a simultaneous drag, as SwiftUI code often does.
private struct PressLook: View {
    @State var isPressed = false
    @State var taps = 0
    var body: some View {
        Button("Tap \(taps)") { taps += 1 }
            .opacity(isPressed ? 0.5 : 1)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in isPressed = true }
                    .onEnded { _ in isPressed = false })
    }
}

@Suite("gesture, simultaneousGesture and highPriorityGesture")
struct GesturePriorityTests {
    /// The host of `row`, its button's target id and the row's.
    private func host(_ kind: Row.Kind) throws -> (ViewHost, button: String, row: String) {
        let host = ViewHost(checking: { Row(kind: kind) }, width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }.map(\.id)
        #expect(taps.count == 2)
        let row = try #require(taps.min { $0.count < $1.count })
        let button = try #require(taps.first { $0 != row })
        #expect(button.hasPrefix(row + "."), "the button is inside the row's element")
        return (host, button, row)
    }

    @Test("A tap on a button inside a row with .gesture goes to the button only")
    func exclusive() throws {
        let (host, button, row) = try host(.plain)
        #expect(try host.send(.tap(target: button)).html.contains("button 1 row 0"))
        #expect(try host.send(.tap(target: row)).html.contains("button 1 row 1"))
    }

    @Test("With .simultaneousGesture the row's tap runs too, after the button's")
    func simultaneous() throws {
        let (host, button, row) = try host(.simultaneous)
        #expect(try host.send(.tap(target: button)).html.contains("button 1 row 1"))
        #expect(try host.send(.tap(target: row)).html.contains("button 1 row 2"))
    }

    @Test("With .highPriorityGesture the row takes the tap from the button")
    func high() throws {
        let (host, button, _) = try host(.high)
        #expect(try host.send(.tap(target: button)).html.contains("button 0 row 1"))
    }

    @Test("On one element a simultaneous drag runs beside the button's tap and press")
    func sameElement() throws {
        let host = ViewHost(checking: { PressLook() }, width: 200)
        let targets = host.render().targets
        #expect(Set(targets.map(\.gesture)) == ["drag", "tap", "press"])
        #expect(Set(targets.map(\.id)).count == 1)
        let id = try #require(targets.first).id
        let down = try host.send(.drag(target: id, phase: .began, location: CGPoint(x: 5, y: 5)))
        #expect(down.html.contains("opacity:0.5"))
        let up = try host.send(.drag(target: id, phase: .ended, location: CGPoint(x: 5, y: 5)))
        #expect(up.html.contains("opacity:1"))
        #expect(try host.send(.tap(target: id)).html.contains("Tap 1"))
    }

    @Test("A mask without .gesture leaves the gesture out")
    func mask() {
        #expect(ViewHost(Text("A").gesture(TapGesture(), including: .none), width: 100).render().targets.isEmpty)
        #expect(ViewHost(Text("A").simultaneousGesture(TapGesture(), including: .subviews), width: 100).render().targets.isEmpty)
        #expect(ViewHost(Text("A").highPriorityGesture(TapGesture(), including: .all), width: 100).render().targets.count == 1)
    }
}
