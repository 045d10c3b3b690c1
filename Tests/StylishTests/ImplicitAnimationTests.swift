import Foundation
import Testing

@testable import Stylish

/// A box that grows when tapped, under the deprecated `.animation(_:)` as older code writes it.
private struct Grower: View {
    @State var isBig = false
    var body: some View {
        VStack {
            Color.red.frame(width: isBig ? 80 : 40, height: 20)
                .animation(.easeInOut(duration: 0.3))
            Button("Grow") { isBig.toggle() }
        }
    }
}

@Suite("Implicit animation and Animation's modifiers")
struct ImplicitAnimationTests {
    @Test("Under .animation(_:) the elements always carry its transition, so every change animates")
    func implicit() throws {
        let host = ViewHost(checking: { Grower() }, width: 200)
        let rest = host.render()
        #expect(stylesContaining("transition:left 0.3s cubic-bezier(0.42,0,0.58,1)", in: rest.html).count == 1)
        let tap = try #require(rest.targets.first { $0.gesture == "tap" })
        let grown = try host.send(.tap(target: tap.id))
        let box = try #require(stylesContaining("width:80px;height:20px", in: grown.html).first)
        #expect(box.contains("transition:left 0.3s"), "\(box)")
        #expect(!renderedHTML(Text("A").animation(nil).animation(.default)).contains("transition:"), "the nearest wins: nil")
        #expect(renderedHTML(Text("A").animation(.default).animation(nil)).contains("transition:"), "the nearest wins")
        #expect(
            !ViewHost(Text("A").animation(.default).environment(\.accessibilityReduceMotion, true), width: 100).render().html
                .contains("transition:"), "reduced motion")
    }

    @Test("linear, easeIn and easeOut take a duration; delay and speed change the transition; repeats run once")
    func modifiers() {
        #expect(Animation.linear(duration: 2).cssTransition.hasPrefix("left 2s linear,"))
        #expect(Animation.easeIn(duration: 1).cssTransition.hasPrefix("left 1s cubic-bezier(0.42,0,1,1),"))
        #expect(Animation.easeOut(duration: 1).cssTransition.hasPrefix("left 1s cubic-bezier(0,0,0.58,1),"))
        #expect(Animation.linear(duration: 1).delay(0.5).cssTransition.hasPrefix("left 1s linear 0.5s,"))
        #expect(Animation.linear(duration: 1).delay(0.5).speed(2).cssTransition.hasPrefix("left 0.5s linear 0.25s,"))
        #expect(Animation.linear(duration: 1).speed(0) == .linear(duration: 1))
        #expect(Animation.snappy.repeatCount(3) == .snappy && Animation.snappy.repeatForever() == .snappy)
    }
}
