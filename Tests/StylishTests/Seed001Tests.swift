import Foundation
import Testing

@testable import Stylish

@Suite("Seed 001: FatSlider in a GeometryReader")
struct Seed001Tests {
    @Test("The GeometryReader gets the frame's size; the thumb is a third of it, clamped inside")
    func layout() throws {
        let rendering = ViewHost(fatSliderPreview, width: 300).render()
        #expect(rendering.size == CGSize(width: 300, height: 44))
        #expect(rendering.html.contains("left:40px;top:2px;width:100px;height:40px"))
        #expect(rendering.html.contains("left:0px;top:20px;width:300px;height:4px"))
        #expect(rendering.html.contains("filter:drop-shadow(2px 2px 2px var(--sg-black))"))
        #expect(rendering.html.contains("fill:var(--sg-red)"))
        #expect(!rendering.html.contains("data-k=\"0.0.0.0.0.1\" style"), "the thumb's data-k is unique")
        let drag = try #require(rendering.targets.first)
        #expect(drag.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    }

    @Test("Dragging sets the Float percentage; letting go snaps back with an animation")
    func stickyDrag() throws {
        let host = ViewHost(fatSliderPreview, width: 300)
        let drag = try #require(host.render().targets.first)
        let moved = try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 250, y: 20)))
        #expect(moved.state("value") == .double(1))
        #expect(moved.animation == nil)
        #expect(moved.html.contains("left:200px;top:2px;width:100px;height:40px"))
        let released = try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 250, y: 20)))
        #expect(released.state("value") == .double(0))
        #expect(released.animation?.name == "default")
        #expect(released.html.contains("left:0px;top:2px;width:100px;height:40px;transition:left"))
        #expect(released.html.contains("transition:left"))
        #expect(host.render().animation == nil, "the next render is not animated again")
    }

    @Test("withAnimation does nothing when the user asked for reduced motion")
    func reducedMotion() throws {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let host = ViewHost(fatSliderPreview, width: 300, environment: environment)
        let drag = try #require(host.render().targets.first)
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 250, y: 20)))
        let released = try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 250, y: 20)))
        #expect(released.state("value") == .double(0))
        #expect(released.animation == nil)
        #expect(!released.html.contains("transition:"))
    }
}
