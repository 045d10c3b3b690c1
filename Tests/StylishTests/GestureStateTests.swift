import Foundation
import Testing

@testable import Stylish

/// A card that follows the drag and springs back when it ends, as SwiftUI code writes it.
private struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State var drops = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(dragOffset.width)),\(Int(dragOffset.height)) drops \(drops)")
            Color.blue
                .frame(width: 100, height: 60)
                .offset(dragOffset)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { _ in drops += 1 })
        }
    }
}

@Suite("@GestureState and updating(_:body:)")
struct GestureStateTests {
    @Test("The state follows the drag and goes back to its initial value when the drag ends")
    func resetsAtTheEnd() throws {
        let host = ViewHost(checking: { DraggableCard() }, width: 200)
        let drag = try #require(host.render().targets.first { $0.gesture == "drag" })
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 10, y: 10)))
        let moved = try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 40, y: 25)))
        #expect(moved.html.contains("offset 30,15 drops 0"))
        let ended = try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 40, y: 25)))
        #expect(ended.html.contains("offset 0,0 drops 1"))
    }

    @Test("A cancelled drag resets the state too")
    func resetsWhenCancelled() throws {
        let host = ViewHost(checking: { DraggableCard() }, width: 200)
        let drag = try #require(host.render().targets.first { $0.gesture == "drag" })
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 10, y: 10)))
        #expect(
            try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 15, y: 10))).html.contains("offset 5,0"))
        let cancelled = try host.send(.drag(target: drag.id, phase: .cancelled, location: CGPoint(x: 15, y: 10)))
        #expect(cancelled.html.contains("offset 0,0 drops 0"))
    }
}
