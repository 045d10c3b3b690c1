import Foundation
import Stylish
import Testing

@testable import Gallery

/// Every preview lays out at every Dynamic Type size, as SwiftUI's controls do: rows grow with
/// their text, so that no text or symbol is drawn over another, spills out of its frame or lies
/// outside the canvas (review of issue 6, defect 1).
@Suite("Dynamic Type layout")
struct DynamicTypeLayoutTests {
    /// Each preview with each size.
    static let cases: [(PreviewDefinition, DynamicTypeSize)] = Catalogue.standard.previews.flatMap { preview in
        DynamicTypeSize.allCases.map { (preview, $0) }
    }

    @Test("No text or symbol overlaps another, spills or leaves the canvas", arguments: cases)
    func laysOut(_ preview: PreviewDefinition, _ size: DynamicTypeSize) {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        let rendering = preview.makeHost(environment: environment).render()
        let geometry = CanvasGeometry(rendering.html)
        for (first, second) in geometry.overlaps {
            Issue.record("\(first) overlaps \(second)")
        }
        for element in geometry.outside(rendering.size) {
            Issue.record("\(element) lies outside the canvas (\(rendering.size.width)×\(rendering.size.height))")
        }
        for element in geometry.spilling {
            Issue.record("\(element) has more lines than its frame holds")
        }
    }

    @Test("The reader adds up nested offsets and finds overlapping rows")
    func readerFindsOverlaps() {
        let html =
            "<div class=\"sg-canvas\" style=\"width:100px;height:50px\">"
            + "<div class=\"sg-n\" style=\"left:10px;top:10px;width:80px;height:40px\">"
            + "<div class=\"sg-n sg-text\" style=\"left:0px;top:0px;width:50px;height:20px;line-height:20px\">A &amp; B</div>"
            + "<div class=\"sg-n sg-text\" style=\"left:0px;top:15px;width:50px;height:20px;line-height:20px\">C\nD</div>"
            + "</div></div>"
        let geometry = CanvasGeometry(html)
        #expect(
            geometry.elements.map(\.frame) == [
                CGRect(x: 10, y: 10, width: 50, height: 20), CGRect(x: 10, y: 25, width: 50, height: 20),
            ])
        #expect(geometry.elements.first?.text == "A & B")
        #expect(geometry.overlaps.count == 1)
        #expect(geometry.spilling.map(\.text) == ["C\nD"])
        #expect(geometry.outside(CGSize(width: 100, height: 40)).count == 1)
    }
}
