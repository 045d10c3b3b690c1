import Stylish
import Testing

@testable import StylishControls

@Suite("The inactiveSliderTrackColor environment value")
struct InactiveSliderTrackColorTests {
    private func slider() -> some View {
        BetterSlider(value: .constant(0.5), label: { Text("Volume") })
    }

    @Test("Its default is Color(white: 0.6, opacity: 0.4)")
    func defaultValue() {
        #expect(EnvironmentValues().inactiveSliderTrackColor == Color(white: 0.6, opacity: 0.4))
        #expect(ViewHost(slider(), width: 300).render().html.contains("fill:rgb(153 153 153 / 0.4)"))
    }

    @Test(".inactiveSliderTrackColor(_:) on a container colours every BetterSlider inside it; the innermost wins")
    func modifier() {
        let view = VStack {
            slider()
            slider().inactiveSliderTrackColor(.green)
        }
        .inactiveSliderTrackColor(.orange)
        let html = ViewHost(view, width: 300).render().html
        #expect(html.components(separatedBy: "fill:var(--sg-orange)").count == 2)
        #expect(html.components(separatedBy: "fill:var(--sg-green)").count == 2)
        #expect(!html.contains("rgb(153 153 153 / 0.4)"))
    }
}
