import Foundation
import Testing

@testable import Stylish

@Suite("Right-to-left layout")
struct LayoutDirectionTests {
    private func stack(_ direction: LayoutDirection) -> some View {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 10, height: 10)
            Rectangle().fill(Color.blue).frame(width: 20, height: 10)
        }
        .padding(.leading, 5)
        .environment(\.layoutDirection, direction)
    }

    @Test("An HStack runs from the right edge; leading padding is on the right")
    func mirroredStack() {
        let html = ViewHost(stack(.rightToLeft)).render().html
        #expect(html.contains("left:20px;top:0px;width:10px;height:10px"), "the first child is at the right")
        #expect(html.contains("left:0px;top:0px;width:20px;height:10px"))
        let ltr = ViewHost(stack(.leftToRight)).render().html
        #expect(ltr.contains("left:5px;top:0px;width:10px;height:10px"))
        #expect(ltr.contains("left:15px;top:0px;width:20px;height:10px"))
    }

    @Test("A slider is mirrored: its minimum is at the right, and dragging right decreases the value")
    func mirroredSlider() throws {
        let view = Preview(state: 0.5) { $value in
            Slider(value: $value).environment(\.layoutDirection, .rightToLeft)
        }
        let host = ViewHost(view, width: 228)
        let first = host.render()
        #expect(first.html.contains("left:114px;width:114px;top:12px;height:4px;background"), "the fill runs from the right")
        let drag = try #require(first.targets.first { $0.gesture == "drag" })
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 114, y: 14)))
        let right = try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 164, y: 14)))
        #expect((right.state("value")?.number ?? 1) < 0.5)
        let end = try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 0, y: 14)))
        #expect(end.state("value") == .double(1))
    }

    @Test("A DragGesture in a right-to-left layout reports x from the right edge")
    func mirroredDragGesture() throws {
        let view = Preview(state: 0.0) { $x in
            Rectangle()
                .frame(width: 100, height: 10)
                .gesture(DragGesture(minimumDistance: 0).onChanged { x = $0.location.x })
                .environment(\.layoutDirection, .rightToLeft)
        }
        let host = ViewHost(view)
        let drag = try #require(host.render().targets.first)
        let after = try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 30, y: 5)))
        #expect(after.state("value") == .double(70))
    }

    @Test("Springs: SwiftUI's spring members settle in a finite time and are named for the client")
    func springs() {
        #expect(Animation.spring.name == "spring")
        #expect(Animation.spring(response: 0.3, dampingFraction: 0.5).duration > 0.3)
        #expect(Animation.interactiveSpring.duration < Animation.spring.duration)
    }
}
