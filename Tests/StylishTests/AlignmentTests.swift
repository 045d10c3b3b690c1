import Foundation
import Testing

@testable import Stylish

@Suite("ZStack and overlay alignments")
struct AlignmentTests {
    /// The nine alignments with the origin of a 20-point square in a 100-point one.
    static let cases: [(Alignment, String)] = [
        (.topLeading, "left:0px;top:0px"), (.top, "left:40px;top:0px"), (.topTrailing, "left:80px;top:0px"),
        (.leading, "left:0px;top:40px"), (.center, "left:40px;top:40px"), (.trailing, "left:80px;top:40px"),
        (.bottomLeading, "left:0px;top:80px"), (.bottom, "left:40px;top:80px"),
        (.bottomTrailing, "left:80px;top:80px"),
    ]

    @Test("A ZStack places a smaller child at each of the nine alignments")
    func zstack() {
        for (alignment, origin) in Self.cases {
            let html = renderedHTML(
                ZStack(alignment: alignment) {
                    Rectangle().frame(width: 100, height: 100)
                    Rectangle().frame(width: 20, height: 20)
                })
            #expect(html.contains(origin + ";width:20px;height:20px"), "\(alignment)")
        }
    }

    @Test("An overlay places its content at each of the nine alignments")
    func overlay() {
        for (alignment, origin) in Self.cases {
            let html = renderedHTML(
                Rectangle().frame(width: 100, height: 100)
                    .overlay(alignment: alignment) { Rectangle().frame(width: 20, height: 20) })
            #expect(html.contains(origin + ";width:20px;height:20px"), "\(alignment)")
        }
    }

    @Test("Leading and trailing swap right to left")
    func rightToLeft() {
        let html = renderedHTML(
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 100, height: 100)
                Rectangle().frame(width: 20, height: 20)
            }
            .environment(\.layoutDirection, .rightToLeft))
        #expect(html.contains("left:80px;top:0px;width:20px;height:20px"))
    }
}
