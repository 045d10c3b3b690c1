import Foundation
import Testing

@testable import Stylish

@Suite("transformEffect")
struct TransformEffectMatrixTests {
    @Test("transformEffect is a CSS matrix about the view's top-left corner; its target's frame follows it")
    func matrix() throws {
        let html = renderedHTML(Text("A").transformEffect(CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 10, ty: 5)))
        #expect(html.contains("transform:translate(-50%,-50%) matrix(2,0,0,1,10,5) translate(50%,50%)"), "\(html)")
        let button = Button(action: {}) { Color.red.frame(width: 40, height: 20) }
        let plain = try #require(ViewHost(button, width: 200).render().targets.first)
        let moved = try #require(
            ViewHost(button.transformEffect(CGAffineTransform(translationX: 30, y: 7).scaledBy(x: 2, y: 2)), width: 200)
                .render().targets.first)
        #expect(moved.frame.width == plain.frame.width * 2 && moved.frame.height == plain.frame.height * 2)
        #expect(moved.frame.minX == plain.frame.minX + 30 && moved.frame.minY == plain.frame.minY + 7, "\(moved.frame)")
    }
}
