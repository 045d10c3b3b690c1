import Foundation
import Testing

@testable import Stylish

@Suite("Built-in toggle and bordered button styles at each control size")
struct ControlSizeStyleTests {
    @Test(
        "The switch's track scales with the control size: 33, 41, 51, 59 and 66 points wide",
        arguments: [
            (ControlSize.mini, "width:33px;height:20px"), (.small, "width:41px;height:25px"),
            (.regular, "width:51px;height:31px"), (.large, "width:59px;height:36px"), (.extraLarge, "width:66px;height:40px"),
        ])
    func switchTrack(size: ControlSize, track: String) {
        let html = renderedHTML(Toggle("Wi-Fi", isOn: .constant(true)).controlSize(size))
        #expect(html.contains(track), "\(size): \(html)")
    }

    @Test("A bordered button grows from mini to extra large: insets, corners and type")
    func bordered() {
        let heights = ControlSize.allCases.map { size in
            ViewHost(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(size), width: 300).render().size.height
        }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "\(heights)")
        let toggles = ControlSize.allCases.map { size in
            ViewHost(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).controlSize(size), width: 300).render().size
        }
        #expect(toggles.map(\.height) == toggles.map(\.height).sorted(), "\(toggles)")
        #expect(Set(toggles.map(\.height)).count == toggles.count)
    }
}
